/**
 * The audit trail (BEYOND "Audit trail"): every admin change records who, what and when, with the
 * record before and after. Call it inside the same transaction as the change, so neither lands alone.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export interface AuditEntry {
  actorUserId: string | null;
  /** Dotted verb, e.g. 'announcement.create', 'session.cancel', 'question.moderate'. */
  action: string;
  /** The kind of record changed, e.g. 'announcement', 'session', 'question', 'presenter_url', 'user'. */
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  /** The account whose data `before`/`after` copy (e.g. a question's asker), so its erasure can clear them. */
  subjectUserId?: string | null;
}

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      actorUserId: entry.actorUserId,
      // The actor's email at the time, kept when their account is deleted later.
      actorEmail:
        entry.actorUserId === null
          ? null
          : db.selectFrom('users').select('users.email').where('users.id', '=', entry.actorUserId),
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === null ? null : String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      subjectUserId: entry.subjectUserId ?? null,
    })
    .execute();
}
