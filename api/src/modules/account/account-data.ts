/**
 * "Download my data" (issue 19, the Privacy Policy's right of access): everything stored for the caller's
 * account, or for this browser's anonymous visitor, as one JSON document.
 */
import type { AccountDataExport } from '../../contract/index';
import type { Db } from '../../db/database';
import type { Owner } from '../../lib/owner';
import { preferencesOf } from '../push/push-repository';
import { listDrafts } from '../question-drafts/question-drafts-repository';
import { listMyQuestions } from '../questions/my-questions';

const ownedBy = (owner: Owner) =>
  owner.userId !== null ? (['userId', owner.userId] as const) : (['visitorId', owner.visitorId] as const);

function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'unknown';
  }
}

export async function exportAccountData(db: Db, owner: Owner): Promise<Omit<AccountDataExport, 'exportedAt'>> {
  const [column, id] = ownedBy(owner);
  const account =
    owner.userId === null
      ? null
      : await db
          .selectFrom('users')
          .select(['email', 'name', 'role', 'createdAt'])
          .where('id', '=', owner.userId)
          .executeTakeFirst();
  const agenda = await db
    .selectFrom('bookmarks as b')
    .innerJoin('sessions as s', 's.id', 'b.sessionId')
    .select(['s.id as sessionId', 's.title', 'b.createdAt'])
    .where(`b.${column}`, '=', id)
    .orderBy('b.createdAt')
    .execute();
  const votes = await db
    .selectFrom('questionVotes as v')
    .innerJoin('questions as q', 'q.id', 'v.questionId')
    .select(['q.id as questionId', 'q.text', 'v.createdAt'])
    .where(`v.${column}`, '=', id)
    .orderBy('v.createdAt')
    .execute();
  const readNews = await db
    .selectFrom('announcementReads as r')
    .innerJoin('announcements as a', 'a.id', 'r.announcementId')
    .select(['a.id as announcementId', 'a.title', 'r.readAt'])
    .where(`r.${column}`, '=', id)
    .orderBy('r.readAt')
    .execute();
  // Only ever stored for an account, and only with consent to analytics (user-actions-routes.ts).
  const activity =
    owner.userId === null
      ? []
      : await db
          .selectFrom('userActions')
          .select(['actionType', 'pageUrl', 'actionDetails', 'deviceType', 'createdAt'])
          .where('userId', '=', owner.userId)
          .orderBy('createdAt')
          .orderBy('id')
          .execute();
  const phrases = await db
    .selectFrom('personalPhrases')
    .select(['text', 'createdAt'])
    .where(column, '=', id)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  const subscriptions = await db
    .selectFrom('pushSubscriptions')
    .select([
      'endpoint',
      'remindMinutes',
      'notifyChanges',
      'notifyUrgent',
      'quietFrom',
      'quietUntil',
      'vibrate',
      'createdAt',
      'updatedAt',
    ])
    .where(column, '=', id)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const pollAnswers = await db
    .selectFrom('pollAnswers as a')
    .innerJoin('polls as p', 'p.id', 'a.pollId')
    .select(['p.sessionId', 'a.pollId', 'p.question', 'a.optionIds', 'a.text', 'a.textStatus', 'a.updatedAt'])
    .where(`a.${column}`, '=', id)
    .orderBy('a.updatedAt')
    .orderBy('a.id')
    .execute();
  const optionLabels = new Map(
    pollAnswers.length === 0
      ? []
      : (
          await db
            .selectFrom('pollOptions')
            .select(['id', 'label'])
            .where(
              'pollId',
              'in',
              pollAnswers.map((row) => row.pollId),
            )
            .execute()
        ).map((row) => [row.id, row.label]),
  );
  const feed = await db.selectFrom('agendaFeedTokens').select('createdAt').where(column, '=', id).executeTakeFirst();
  return {
    account: account
      ? { email: account.email, name: account.name, role: account.role, createdAt: account.createdAt.toISOString() }
      : null,
    agenda: agenda.map((row) => ({ sessionId: row.sessionId, title: row.title, addedAt: row.createdAt.toISOString() })),
    questions: await listMyQuestions(db, owner),
    votes: votes.map((row) => ({ questionId: row.questionId, text: row.text, votedAt: row.createdAt.toISOString() })),
    readNews: readNews.map((row) => ({
      announcementId: row.announcementId,
      title: row.title,
      readAt: row.readAt.toISOString(),
    })),
    calendarFeed: feed ? { createdAt: feed.createdAt.toISOString() } : null,
    questionDrafts: await listDrafts(db, owner, undefined),
    activity: activity.map((row) => ({
      action: row.actionType,
      pageUrl: row.pageUrl,
      details: (row.actionDetails ?? {}) as Record<string, string | number | boolean | null>,
      device: row.deviceType,
      recordedAt: row.createdAt.toISOString(),
    })),
    phrases: phrases.map((row) => ({ text: row.text, createdAt: row.createdAt.toISOString() })),
    pushSubscriptions: subscriptions.map((row) => ({
      // The endpoint's path names this browser to the push service (a credential, like the keys): origin only.
      pushService: originOf(row.endpoint),
      preferences: preferencesOf(row),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    pollAnswers: pollAnswers.map((row) => ({
      sessionId: row.sessionId,
      pollId: row.pollId,
      question: row.question,
      choices: row.optionIds.map((optionId) => optionLabels.get(optionId) ?? ''),
      text: row.text,
      textStatus: row.textStatus,
      answeredAt: row.updatedAt.toISOString(),
    })),
  };
}
