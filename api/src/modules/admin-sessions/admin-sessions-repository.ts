/**
 * Admin changes to sessions. Each change runs in one transaction with its audit entry and bumps the
 * session's version, so an editor working from an older version is told instead of overwriting.
 */
import type { Kysely } from 'kysely';
import type { AdminSession, AdminSessionUpdate } from '../../contract/index';
import type { Db } from '../../db/database';
import type { Database, SessionRow, SessionUpdate } from '../../db/types';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { toSession } from '../sessions/session-view';

export const STALE_VERSION_MESSAGE = 'This session was changed by someone else. Reload to see their changes.';

export const sessionNotFound = () => notFound('SESSION_NOT_FOUND', 'Session not found');
export const staleVersion = () => new HttpError(409, 'STALE_VERSION', STALE_VERSION_MESSAGE);

export function toAdminSession(row: SessionRow): AdminSession {
  return { ...toSession(row), version: row.version };
}

/** Every stored session (duplicates included: admins see what is stored), by date, start time and id. */
export async function listAdminSessions(db: Db): Promise<AdminSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .selectAll()
    .orderBy('sessionDate', (ob) => ob.asc().nullsLast())
    .orderBy('startTime', (ob) => ob.asc().nullsLast())
    .orderBy('id')
    .execute();
  return rows.map(toAdminSession);
}

/** 'A; B ;; C' → ['A', 'B', 'C']. */
export function splitPresenters(speaker: string): string[] {
  return speaker
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Blank → null, otherwise trimmed. */
function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

/** The column changes an update body asks for (fields left out are not touched). */
export function sessionChanges(body: Omit<AdminSessionUpdate, 'version'>): SessionUpdate {
  const changes: SessionUpdate = {};
  if (body.title !== undefined) {
    const title = body.title.trim();
    if (!title) throw new HttpError(400, 'VALIDATION_ERROR', 'Title is required');
    changes.title = title;
  }
  if (body.speaker !== undefined) changes.presenters = splitPresenters(body.speaker);
  if (body.abstractContent !== undefined) {
    changes.abstractContent = optionalText(body.abstractContent);
    changes.hasAbstract = changes.abstractContent !== null;
  }
  if (body.sessionLevel !== undefined) changes.sessionLevel = optionalText(body.sessionLevel);
  if (body.topicCategory !== undefined) changes.topicCategory = optionalText(body.topicCategory);
  if (body.description !== undefined) changes.description = optionalText(body.description);
  if (body.location !== undefined) changes.location = optionalText(body.location);
  if (body.sessionFormat !== undefined) changes.sessionFormat = optionalText(body.sessionFormat);
  if (body.ageGroup !== undefined) changes.ageGroup = optionalText(body.ageGroup);
  return changes;
}

/** Locks one session for the rest of the transaction; 404 when it does not exist. */
export async function lockSession(trx: Kysely<Database>, id: number): Promise<SessionRow> {
  const row = await trx.selectFrom('sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw sessionNotFound();
  return row;
}

export async function updateSession(
  db: Db,
  id: number,
  body: AdminSessionUpdate,
  actorUserId: string,
): Promise<{ session: AdminSession; changed: boolean }> {
  const { version, ...fields } = body;
  const changes = sessionChanges(fields);
  return db.transaction().execute(async (trx) => {
    const before = await lockSession(trx, id);
    if (before.version !== version) throw staleVersion();
    if (Object.keys(changes).length === 0) return { session: toAdminSession(before), changed: false };
    const after = await trx
      .updateTable('sessions')
      .set({ ...changes, version: before.version + 1, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorUserId,
      action: 'session.update',
      entity: 'session',
      entityId: id,
      before: toAdminSession(before),
      after: toAdminSession(after),
    });
    return { session: toAdminSession(after), changed: true };
  });
}

/** Deletes the sessions that exist among `ids`, with one audit entry each. */
export async function deleteSessions(
  db: Db,
  ids: readonly number[],
  actorUserId: string,
): Promise<{ deletedIds: number[]; notFoundIds: number[] }> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const rows = await trx.deleteFrom('sessions').where('id', 'in', unique).returningAll().execute();
    for (const row of rows) {
      await recordAudit(trx, {
        actorUserId,
        action: 'session.delete',
        entity: 'session',
        entityId: row.id,
        before: toAdminSession(row),
      });
    }
    const deleted = new Set(rows.map((row) => row.id));
    return {
      deletedIds: unique.filter((id) => deleted.has(id)),
      notFoundIds: unique.filter((id) => !deleted.has(id)),
    };
  });
}
