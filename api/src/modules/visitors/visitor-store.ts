/**
 * Visitor rows: made only when a visitor first stores something (a bookmark, a vote, a read mark…), so that
 * reading the app leaves nothing behind; refused once merged into an account, so that no copy of the old
 * cookie reaches anything; purged when they hold nothing.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A visitor row that was minted but never used is kept this long (the request that minted it may still run). */
export const UNUSED_VISITOR_GRACE_MS = 24 * 60 * 60 * 1000;

/** The visitor row, if any: a merged one (`mergedIntoUserId` set) must not be used again. */
export async function findVisitor(db: Db, id: string): Promise<{ mergedIntoUserId: string | null } | undefined> {
  return db.selectFrom('visitors').select('mergedIntoUserId').where('id', '=', id).executeTakeFirst();
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
 * Deletes visitors older than the grace period that hold nothing: no bookmark, read mark, vote, poll answer, feed token,
 * question, presenter link or push subscription (a merged visitor's data moved to the account, so it usually goes too).
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
        // Issue 37: a visitor's poll answers keep it (deleting it would delete them, changing the results).
        eb.not(
          eb.exists(eb.selectFrom('pollAnswers as o').select(sql`1`.as('x')).whereRef('o.visitorId', '=', 'v.id')),
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
        // A browser with notifications on (perhaps urgent announcements only, with an empty agenda) is in use.
        eb.not(
          eb.exists(
            eb.selectFrom('pushSubscriptions as o').select(sql`1`.as('x')).whereRef('o.visitorId', '=', 'v.id'),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
