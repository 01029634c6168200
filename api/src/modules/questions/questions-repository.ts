/** Questions and votes in the database: public and admin reads, submission, votes, moderation writes. */
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AdminQuestion, AdminQuestionCounts, AdminQuestionStatusFilter, Question } from '../../contract/index';
import type { Database, QuestionsTable } from '../../db/types';
import type { Owner } from '../../lib/owner';

type Db = Kysely<Database>;
export type QuestionRow = Selectable<QuestionsTable> & { sessionTitle: string | null; votes: number };

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export const isPublicStatus = (status: string): status is 'approved' | 'answered' =>
  status === 'approved' || status === 'answered';

function rows(db: Db) {
  return db
    .selectFrom('questions as q')
    .leftJoin('sessions as s', 's.id', 'q.sessionId')
    .selectAll('q')
    .select('s.title as sessionTitle')
    .select(sql<number>`(select count(*)::int from question_votes v where v.question_id = q.id)`.as('votes'));
}

export function toPublicQuestion(row: QuestionRow, voted = false): Question {
  if (!isPublicStatus(row.status)) throw new Error(`question ${row.id} is not public`);
  const answered = row.response !== null && row.response.trim() !== '';
  return {
    id: row.id,
    text: row.text,
    sessionId: row.sessionId,
    sessionTitle: row.sessionTitle,
    anonymous: row.anonymous,
    authorName: row.anonymous ? null : row.name,
    status: row.status,
    answered,
    votes: row.votes,
    voted,
    response: answered ? row.response : null,
    respondedBy: answered ? row.respondedBy : null,
    respondedAt: answered ? isoOrNull(row.respondedAt) : null,
    // The marks are for the room and may be shown; the seat never is.
    readOutLoud: row.readOutLoud,
    deviceTurn: row.deviceTurn,
    createdAt: iso(row.createdAt),
  };
}

export function toAdminQuestion(row: QuestionRow): AdminQuestion {
  return {
    id: row.id,
    text: row.text,
    sessionId: row.sessionId,
    sessionTitle: row.sessionTitle,
    name: row.name,
    email: row.email,
    anonymous: row.anonymous,
    status: row.status,
    answered: row.status === 'answered',
    votes: row.votes,
    response: row.response,
    respondedBy: row.respondedBy,
    respondedAt: isoOrNull(row.respondedAt),
    moderationNotes: row.moderationNotes,
    readOutLoud: row.readOutLoud,
    deviceTurn: row.deviceTurn,
    seat: row.seat,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function findQuestionRow(db: Db, id: number): Promise<QuestionRow | undefined> {
  return rows(db).where('q.id', '=', id).executeTakeFirst();
}

/** Approved and answered questions, newest first, with whether the owner voted. */
/** Every approved and answered question, newest first, with its vote count: the same for every caller. */
export async function listPublicQuestionRows(db: Db): Promise<QuestionRow[]> {
  return rows(db)
    .where('q.status', 'in', ['approved', 'answered'])
    .orderBy('q.createdAt', 'desc')
    .orderBy('q.id', 'desc')
    .execute();
}

/** The questions this visitor or account has voted for. */
export async function votedQuestionIds(db: Db, owner: Owner): Promise<Set<number>> {
  const voter =
    owner.userId !== null
      ? db.selectFrom('questionVotes').select('questionId').where('userId', '=', owner.userId)
      : db.selectFrom('questionVotes').select('questionId').where('visitorId', '=', owner.visitorId);
  return new Set((await voter.execute()).map((row) => row.questionId));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAdminQuestions(
  db: Db,
  status: AdminQuestionStatusFilter,
  search: string,
): Promise<AdminQuestion[]> {
  const term = search.trim();
  const found = await rows(db)
    .$call((qb) => (status === 'all' ? qb : qb.where('q.status', '=', status)))
    .$call((qb) => {
      if (term === '') return qb;
      const pattern = `%${escapeLike(term)}%`;
      return qb.where((eb) =>
        eb.or([eb('q.text', 'ilike', pattern), eb('q.name', 'ilike', pattern), eb('q.email', 'ilike', pattern)]),
      );
    })
    .orderBy('q.createdAt', 'desc')
    .orderBy('q.id', 'desc')
    .execute();
  return found.map(toAdminQuestion);
}

export async function countQuestions(db: Db): Promise<AdminQuestionCounts> {
  const found = await db
    .selectFrom('questions')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .groupBy('status')
    .execute();
  const counts: AdminQuestionCounts = { total: 0, pending: 0, approved: 0, rejected: 0, answered: 0 };
  for (const row of found) {
    counts[row.status] = row.n;
    counts.total += row.n;
  }
  return counts;
}

/** One vote per owner per question, enforced by the database's unique constraints. True when this call added it. */
export async function addVote(db: Db, owner: Owner, questionId: number): Promise<boolean> {
  const inserted = await db
    .insertInto('questionVotes')
    .values({ questionId, userId: owner.userId, visitorId: owner.visitorId })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function countVotes(db: Db, questionId: number): Promise<number> {
  const row = await db
    .selectFrom('questionVotes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('questionId', '=', questionId)
    .executeTakeFirstOrThrow();
  return row.n;
}
