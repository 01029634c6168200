import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SessionRow } from '../../db/types';

const MAX_INT = 2_147_483_647;

/** Every session in id order (the order deduplication keeps first). */
export function listSessionRows(db: Db): Promise<SessionRow[]> {
  return db.selectFrom('sessions').selectAll().orderBy('id').execute();
}

export async function sessionExists(db: Db, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_INT) return false;
  const row = await db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * A session by the key of /session/{sessionId}: a numeric id, else a session number, else a track label
 * (attendee.md §2). A track can hold several sessions; the earliest wins.
 */
export async function findSessionByKey(db: Db, rawKey: string): Promise<SessionRow | undefined> {
  const key = rawKey.trim();
  if (/^\d+$/.test(key) && Number(key) <= MAX_INT) {
    const byId = await db.selectFrom('sessions').selectAll().where('id', '=', Number(key)).executeTakeFirst();
    if (byId) return byId;
  }
  for (const column of ['sessionNumber', 'track'] as const) {
    const row = await db
      .selectFrom('sessions')
      .selectAll()
      .where(sql<string>`lower(trim(${sql.ref(column)}))`, '=', key.toLowerCase())
      .orderBy(sql`session_date asc nulls last`)
      .orderBy(sql`start_time asc nulls last`)
      .orderBy('id')
      .executeTakeFirst();
    if (row) return row;
  }
  return undefined;
}
