import type { Db } from '../../db/database';
import type { Owner } from '../../lib/owner';

export async function listBookmarkedSessionIds(db: Db, owner: Owner): Promise<number[]> {
  const rows = await db
    .selectFrom('bookmarks')
    .select('sessionId')
    .$call((qb) =>
      owner.userId !== null ? qb.where('userId', '=', owner.userId) : qb.where('visitorId', '=', owner.visitorId),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.sessionId);
}

/** Idempotent: the database's unique constraint makes a second add a no-op. */
export async function addBookmark(db: Db, owner: Owner, sessionId: number): Promise<void> {
  await db
    .insertInto('bookmarks')
    .values({ sessionId, userId: owner.userId, visitorId: owner.visitorId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeBookmark(db: Db, owner: Owner, sessionId: number): Promise<void> {
  await db
    .deleteFrom('bookmarks')
    .where('sessionId', '=', sessionId)
    .$call((qb) =>
      owner.userId !== null ? qb.where('userId', '=', owner.userId) : qb.where('visitorId', '=', owner.visitorId),
    )
    .execute();
}
