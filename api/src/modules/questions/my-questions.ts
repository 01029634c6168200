/**
 * "My questions" (issue 19): the caller's own questions with where each stands, so an asker can see a question
 * that waits for review or was not published. A signed-in caller sees the account's questions from every device
 * (a visitor's questions move into the account at sign-in, merge-visitor.ts).
 */
import type { MyQuestion, MyQuestionStatus } from '../../contract/index';
import type { Db } from '../../db/database';
import type { QuestionStatus } from '../../db/types';
import type { Owner } from '../../lib/owner';

const STATUS_WORDS: Record<QuestionStatus, MyQuestionStatus> = {
  pending: 'waiting for review',
  approved: 'published',
  answered: 'answered',
  rejected: 'not published',
};

export async function listMyQuestions(db: Db, owner: Owner): Promise<MyQuestion[]> {
  const rows = await db
    .selectFrom('questions as q')
    .leftJoin('sessions as s', 's.id', 'q.sessionId')
    .leftJoin('chairTurns as t', 't.questionId', 'q.id')
    .select(['q.id', 'q.text', 'q.sessionId', 's.title as sessionTitle', 'q.status', 'q.anonymous', 'q.name'])
    .select(['q.response', 'q.createdAt', 'q.deviceTurn', 't.state as turnState'])
    .where((eb) =>
      owner.userId !== null ? eb('q.authorUserId', '=', owner.userId) : eb('q.authorVisitorId', '=', owner.visitorId),
    )
    .orderBy('q.createdAt', 'desc')
    .orderBy('q.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    sessionId: row.sessionId,
    sessionTitle: row.sessionTitle,
    status: STATUS_WORDS[row.status],
    shownName: row.anonymous ? null : row.name,
    // An answer is public once given; a moderator's notes on a question not published are not.
    response: row.status === 'answered' ? row.response : null,
    createdAt: row.createdAt.toISOString(),
    // What the chair did with the asker's device turn (issue 26), so that they see when they are called on.
    chairTurn:
      row.deviceTurn && row.status !== 'pending' && row.status !== 'rejected' ? (row.turnState ?? 'waiting') : null,
  }));
}
