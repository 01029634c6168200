/** What the Dashboard tab shows (admin.md §2 Dashboard, §9), read in a few queries. */
import { type Kysely, sql } from 'kysely';
import type { AdminDashboardQuestion, AdminDashboardUrl, AdminOverview } from '../../contract/index';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

/** admin.md §9: the pending lists show 5 items; recent activity 10 entries. */
export const PENDING_LIST_SIZE = 5;
export const RECENT_ACTIVITY_SIZE = 10;

export async function countStats(db: Db): Promise<AdminOverview> {
  const count = sql<number>`count(*)::int`;
  const [sessions, questions, announcements, bookmarks] = await Promise.all([
    db.selectFrom('sessions').select(count.as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('questions')
      .select([count.as('n'), sql<number>`(count(*) filter (where status = 'pending'))::int`.as('pending')])
      .executeTakeFirstOrThrow(),
    db.selectFrom('announcements').select(count.as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('bookmarks').select(count.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    sessions: sessions.n,
    questions: questions.n,
    pendingQuestions: questions.pending,
    announcements: announcements.n,
    bookmarks: bookmarks.n,
  };
}

function selectQuestions(db: Db) {
  return db
    .selectFrom('questions as q')
    .leftJoin('sessions as s', 's.id', 'q.sessionId')
    .select([
      'q.id',
      'q.text',
      'q.name',
      'q.anonymous',
      'q.status',
      'q.sessionId',
      'q.createdAt',
      's.title as sessionTitle',
    ])
    .orderBy('q.createdAt', 'desc')
    .orderBy('q.id', 'desc');
}

type QuestionRow = Awaited<ReturnType<ReturnType<typeof selectQuestions>['executeTakeFirstOrThrow']>>;

function toDashboardQuestion(row: QuestionRow): AdminDashboardQuestion {
  const name = row.anonymous ? null : row.name?.trim() || null;
  return {
    id: row.id,
    text: row.text,
    name,
    status: row.status,
    sessionId: row.sessionId,
    sessionTitle: row.sessionTitle ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function pendingQuestions(db: Db): Promise<AdminDashboardQuestion[]> {
  const rows = await selectQuestions(db).where('q.status', '=', 'pending').limit(PENDING_LIST_SIZE).execute();
  return rows.map(toDashboardQuestion);
}

export async function recentQuestions(db: Db): Promise<AdminDashboardQuestion[]> {
  const rows = await selectQuestions(db).limit(RECENT_ACTIVITY_SIZE).execute();
  return rows.map(toDashboardQuestion);
}

export async function pendingUrls(db: Db): Promise<{ items: AdminDashboardUrl[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('presenterUrls as p')
      .innerJoin('sessions as s', 's.id', 'p.sessionId')
      .select(['p.id', 'p.url', 'p.presenterName', 'p.sessionId', 'p.createdAt', 's.title as sessionTitle'])
      .where('p.status', '=', 'pending')
      .orderBy('p.createdAt', 'desc')
      .orderBy('p.id', 'desc')
      .limit(PENDING_LIST_SIZE)
      .execute(),
    db
      .selectFrom('presenterUrls')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: count.n,
  };
}
