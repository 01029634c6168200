/**
 * Visitor rows: minted only when a visitor first stores something (a bookmark, a vote, a read mark…), so that
 * reading the app leaves nothing behind; refused once merged into an account, so that no copy of the old
 * cookie reaches anything; purged when they never stored anything.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A visitor row that was minted but never used is kept this long (the request that minted it may still run). */
export const UNUSED_VISITOR_GRACE_MS = 24 * 60 * 60 * 1000;

/** The visitor's id when the row exists and has not merged into an account. */
export async function findLiveVisitor(db: Db, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('visitors')
    .select('id')
    .where('id', '=', id)
    .where('mergedIntoUserId', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Stores a visitor under an id chosen when the request began (it may already be stored by a parallel request). */
export async function storeVisitor(db: Db, id: string): Promise<void> {
  await db
    .insertInto('visitors')
    .values({ id })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Deletes visitors older than the grace period that hold nothing: no bookmark, read mark, vote, feed token,
 * question or presenter link. Merged visitors whose data moved to the account go too.
 */
export async function purgeUnusedVisitors(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_VISITOR_GRACE_MS);
  const result = await db
    .deleteFrom('visitors as v')
    .where('v.createdAt', '<', before)
    .where((eb) =>
      eb.and([
        eb.not(eb.exists(eb.selectFrom('bookmarks as o').select(sql`1`.as('x')).whereRef('o.visitorId', '=', 'v.id'))),
        eb.not(
          eb.exists(
            eb.selectFrom('announcementReads as o').select(sql`1`.as('x')).whereRef('o.visitorId', '=', 'v.id'),
          ),
        ),
        eb.not(
          eb.exists(eb.selectFrom('questionVotes as o').select(sql`1`.as('x')).whereRef('o.visitorId', '=', 'v.id')),
        ),
        eb.not(
          eb.exists(eb.selectFrom('agendaFeedTokens as o').select(sql`1`.as('x')).whereRef('o.visitorId', '=', 'v.id')),
        ),
        eb.not(
          eb.exists(eb.selectFrom('questions as o').select(sql`1`.as('x')).whereRef('o.authorVisitorId', '=', 'v.id')),
        ),
        eb.not(
          eb.exists(
            eb.selectFrom('presenterUrls as o').select(sql`1`.as('x')).whereRef('o.submittedByVisitorId', '=', 'v.id'),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
