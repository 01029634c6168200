/** Read state of announcements, per owner (the account when signed in, else the anonymous visitor). */
import type { Db } from '../../db/database';
import type { Owner } from '../../lib/owner';

export async function listReadIds(db: Db, owner: Owner): Promise<number[]> {
  const rows = await db
    .selectFrom('announcementReads')
    .select('announcementId')
    .$call((qb) =>
      owner.userId !== null ? qb.where('userId', '=', owner.userId) : qb.where('visitorId', '=', owner.visitorId),
    )
    .orderBy('announcementId')
    .execute();
  return rows.map((row) => row.announcementId);
}

/** Marks the given announcements read; ids that do not exist are ignored. Idempotent. */
export async function markRead(db: Db, owner: Owner, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const existing = await db
    .selectFrom('announcements')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  if (existing.length === 0) return;
  await db
    .insertInto('announcementReads')
    .values(existing.map((row) => ({ announcementId: row.id, userId: owner.userId, visitorId: owner.visitorId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function announcementExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('announcements').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
