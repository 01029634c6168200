/**
 * On sign-in the anonymous visitor's bookmarks, read announcements, votes, saved phrases and question drafts move
 * to the account (BEYOND "Agenda everywhere"). Rows the account already has are kept once (ON CONFLICT DO NOTHING);
 * a vote cast both anonymously and signed in therefore counts once.
 *
 * No credential of the visitor may reach the account afterwards: its calendar feed tokens are deleted (not
 * handed to the account), and the visitor itself is marked merged, which the visitor cookie check refuses.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { mergeVisitorPhrases } from '../phrases/phrases-repository';

type Executor = Kysely<Database> | Transaction<Database>;

const SNAPSHOT_COLUMNS = [
  'seenAt',
  'seenStatus',
  'seenSessionDate',
  'seenStartTime',
  'seenEndTime',
  'seenLocation',
  'seenBuilding',
  'seenRoom',
  'seenVenueId',
] as const;

export async function mergeVisitorIntoUser(db: Executor, visitorId: string, userId: string): Promise<void> {
  await db
    .insertInto('bookmarks')
    .columns(['userId', 'sessionId', 'createdAt', ...SNAPSHOT_COLUMNS])
    .expression((eb) =>
      eb
        .selectFrom('bookmarks')
        // The snapshot of what the visitor saw travels too, so "changed since you added it" still works.
        .select([eb.cast<string>(eb.val(userId), 'uuid').as('userId'), 'sessionId', 'createdAt', ...SNAPSHOT_COLUMNS])
        .where('visitorId', '=', visitorId),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db.deleteFrom('bookmarks').where('visitorId', '=', visitorId).execute();

  await db
    .insertInto('announcementReads')
    .columns(['userId', 'announcementId', 'readAt'])
    .expression((eb) =>
      eb
        .selectFrom('announcementReads')
        .select([eb.cast<string>(eb.val(userId), 'uuid').as('userId'), 'announcementId', 'readAt'])
        .where('visitorId', '=', visitorId),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db.deleteFrom('announcementReads').where('visitorId', '=', visitorId).execute();

  await db
    .insertInto('questionVotes')
    .columns(['userId', 'questionId', 'createdAt'])
    .expression((eb) =>
      eb
        .selectFrom('questionVotes')
        .select([eb.cast<string>(eb.val(userId), 'uuid').as('userId'), 'questionId', 'createdAt'])
        .where('visitorId', '=', visitorId),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db.deleteFrom('questionVotes').where('visitorId', '=', visitorId).execute();

  // Issue 37: poll answers become the account's, except where the account answered that poll itself (its own
  // answer stands, and the visitor's goes: one answer per person).
  await db
    .updateTable('pollAnswers')
    .set({ userId, visitorId: null })
    .where('visitorId', '=', visitorId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('pollAnswers as own')
            .select('own.id')
            .where('own.userId', '=', userId)
            .whereRef('own.pollId', '=', 'pollAnswers.pollId'),
        ),
      ),
    )
    .execute();
  await db.deleteFrom('pollAnswers').where('visitorId', '=', visitorId).execute();

  // Saved phrases follow the account's own, each text once (issue 26).
  await mergeVisitorPhrases(db, visitorId, userId);

  // Questions and URL submissions keep their visitor and gain the account as author.
  await db
    .updateTable('questions')
    .set({ authorUserId: userId })
    .where('authorVisitorId', '=', visitorId)
    .where('authorUserId', 'is', null)
    .execute();
  await db
    .updateTable('presenterUrls')
    .set({ submittedByUserId: userId })
    .where('submittedByVisitorId', '=', visitorId)
    .where('submittedByUserId', 'is', null)
    .execute();

  // Drafts move whole, in whatever state (a scheduled one keeps its job: it is keyed by the draft, not the owner).
  await db
    .updateTable('questionDrafts')
    .set({ userId, visitorId: null })
    .where('visitorId', '=', visitorId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('questionDrafts as mine')
            .select('mine.id')
            .where('mine.userId', '=', userId)
            .whereRef('mine.clientId', '=', 'questionDrafts.clientId'),
        ),
      ),
    )
    .execute();

  await db.deleteFrom('agendaFeedTokens').where('visitorId', '=', visitorId).execute();
  await db.updateTable('visitors').set({ mergedIntoUserId: userId }).where('id', '=', visitorId).execute();
}
