/**
 * The chair's view of one session (issue 26) and the device-turn queue. Of each asker it reads only what they
 * chose to show — the shown name (none when anonymous), the marks and the seat — never their account, visitor
 * id or email.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ChairQuestion, ChairSession, ChairSessionView } from '../../contract/chair';
import type { Database } from '../../db/types';
import { HttpError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../admin-users/admin-users-repository';
import { writingCount } from './writing-signals';

type Db = Kysely<Database>;

async function chairQuestions(db: Db, sessionId: number): Promise<ChairQuestion[]> {
  const rows = await db
    .selectFrom('questions as q')
    .leftJoin('chairTurns as t', 't.questionId', 'q.id')
    .select([
      'q.id',
      'q.text',
      'q.name',
      'q.anonymous',
      'q.readOutLoud',
      'q.deviceTurn',
      'q.seat',
      'q.createdAt',
      't.state as turnState',
    ])
    .select(sql<number>`(select count(*)::int from question_votes v where v.question_id = q.id)`.as('votes'))
    .where('q.sessionId', '=', sessionId)
    .where('q.status', 'in', ['approved', 'answered'])
    .orderBy('q.createdAt')
    .orderBy('q.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    shownName: row.anonymous ? null : row.name,
    readOutLoud: row.readOutLoud,
    deviceTurn: row.deviceTurn,
    seat: row.seat,
    votes: row.votes,
    turn: row.deviceTurn ? (row.turnState ?? 'waiting') : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Device turns not yet answered: the one being called first, then the waiting ones in the order they were asked. */
export function queueOf(questions: ChairQuestion[]): ChairQuestion[] {
  return [
    ...questions.filter((question) => question.turn === 'called'),
    ...questions.filter((question) => question.turn === 'waiting'),
  ];
}

export async function chairView(
  db: Db,
  session: ChairSession,
  questionsOpen: boolean,
  now: Date,
  writingWindowMs: number,
): Promise<ChairSessionView> {
  const [questions, writing] = await Promise.all([
    chairQuestions(db, session.id),
    writingCount(db, session.id, now, writingWindowMs),
  ]);
  return { session, questionsOpen, questions, queue: queueOf(questions), writing };
}

const turnInProgress = () =>
  new HttpError(409, 'TURN_IN_PROGRESS', 'Someone is being called on now: mark their question answered first.');

/** Calls on the first waiting device turn. 409 when someone is being called already or nobody is waiting. */
export async function callNext(db: Db, sessionId: number, now: Date): Promise<number> {
  return db
    .transaction()
    .execute(async (trx) => {
      const called = await trx
        .selectFrom('chairTurns')
        .select('questionId')
        .where('sessionId', '=', sessionId)
        .where('state', '=', 'called')
        .executeTakeFirst();
      if (called) throw turnInProgress();
      const next = await trx
        .selectFrom('questions as q')
        .leftJoin('chairTurns as t', 't.questionId', 'q.id')
        .select('q.id')
        .where('q.sessionId', '=', sessionId)
        .where('q.status', 'in', ['approved', 'answered'])
        .where('q.deviceTurn', '=', true)
        .where('t.questionId', 'is', null)
        .orderBy('q.createdAt')
        .orderBy('q.id')
        .executeTakeFirst();
      if (!next) throw new HttpError(409, 'QUEUE_EMPTY', 'Nobody is waiting for a device turn.');
      await trx
        .insertInto('chairTurns')
        .values({ questionId: next.id, sessionId, state: 'called', calledAt: now })
        .execute();
      return next.id;
    })
    .catch((error: unknown) => {
      // Two chairs pressed "Call next" at once: the unique index lets one through.
      throw isUniqueViolation(error) ? turnInProgress() : error;
    });
}

/** Marks a device turn of this session answered (called or still waiting). 404 when it is not one. */
export async function markAnswered(db: Db, sessionId: number, questionId: number, now: Date): Promise<void> {
  const question = await db
    .selectFrom('questions')
    .select('id')
    .where('id', '=', questionId)
    .where('sessionId', '=', sessionId)
    .where('status', 'in', ['approved', 'answered'])
    .where('deviceTurn', '=', true)
    .executeTakeFirst();
  if (!question) throw notFound('TURN_NOT_FOUND', 'That question is not a device turn of this session.');
  await db
    .insertInto('chairTurns')
    .values({ questionId, sessionId, state: 'answered', calledAt: now, answeredAt: now })
    .onConflict((conflict) => conflict.column('questionId').doUpdateSet({ state: 'answered', answeredAt: now }))
    .execute();
}
