/** Reading the audit trail: newest first, paged by id, optionally for one kind of record. */
import type { AuditLogPage } from '../../contract/index';
import type { Db } from '../../db/database';

export interface AuditLogQuery {
  limit: number;
  before?: number | undefined;
  entity?: string | undefined;
}

export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  let select = db
    .selectFrom('auditLog')
    .leftJoin('users', 'users.id', 'auditLog.actorUserId')
    .select((eb) => [
      'auditLog.id',
      'auditLog.action',
      'auditLog.entity',
      'auditLog.entityId',
      'auditLog.createdAt',
      'auditLog.before',
      'auditLog.after',
      // Rows written before migration 0017 (or without recordAudit) have no stored email.
      eb.fn.coalesce('auditLog.actorEmail', 'users.email').as('actorEmail'),
      // People know each other by name; an email alone reads like an id. A self-deleted admin: "Former admin #N".
      eb.fn.coalesce('users.name', 'auditLog.actorLabel').as('actorName'),
    ])
    .orderBy('auditLog.id', 'desc')
    .limit(query.limit + 1); // one more tells whether there is a next page
  if (query.before !== undefined) select = select.where('auditLog.id', '<', query.before);
  if (query.entity !== undefined) select = select.where('auditLog.entity', '=', query.entity);

  const [rows, entities] = await Promise.all([
    select.execute(),
    db.selectFrom('auditLog').select('entity').distinct().orderBy('entity').execute(),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: Number(row.id),
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      actorEmail: row.actorEmail,
      actorName: row.actorName,
      createdAt: row.createdAt.toISOString(),
      before: row.before,
      after: row.after,
    })),
    nextBefore: rows.length > query.limit && last ? Number(last.id) : null,
    entities: entities.map((row) => row.entity),
  };
}
