/** What server.ts does at start: migrations, the seed and the bootstrap admin, on a fresh database. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { migrateAllDown, migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations/index';
import { ensureBootstrapAdmin } from '../src/modules/auth/bootstrap-admin';
import { seedAnnouncements } from '../src/seed/data/announcements';
import { seedPresenterUrls } from '../src/seed/data/presenter-urls';
import { seedQuestions } from '../src/seed/data/questions';
import { seedSessions } from '../src/seed/data/sessions';
import { seedIfEmpty } from '../src/seed/index';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

describe('migrations', () => {
  it('run up from nothing, down to nothing, and up again', async () => {
    const { db } = database;
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(db)).toEqual([]); // nothing pending
    expect(await migrateAllDown(db)).toEqual(Object.keys(migrations).reverse());
    const tables = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables
      where table_schema = 'public' and table_name not like 'kysely_%'`.execute(db);
    expect(tables.rows[0]?.n).toBe(0);
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
  });
});

describe('seed', () => {
  it('fills an empty database once, in one go', async () => {
    const { db } = database;
    const counts = await seedIfEmpty(db);
    expect(counts).toMatchObject({
      venues: 13,
      sponsors: 19,
      sessions: seedSessions.length,
      announcements: seedAnnouncements.length,
      questions: seedQuestions.length,
      presenterUrls: seedPresenterUrls.length,
      questionVotes: seedQuestions.reduce((sum, q) => sum + q.votes, 0),
    });
    expect(await seedIfEmpty(db)).toBeNull();
    const sessions = await db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(sessions.n)).toBe(seedSessions.length);
  });

  it('keeps questions in every state, with their votes as real rows', async () => {
    const rows = await database.db
      .selectFrom('questions')
      .leftJoin('questionVotes', 'questionVotes.questionId', 'questions.id')
      .select(['questions.status', (eb) => eb.fn.count<number>('questionVotes.id').as('votes')])
      .groupBy(['questions.id', 'questions.status'])
      .orderBy('questions.id')
      .execute();
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['pending', 'approved', 'rejected', 'answered']));
    expect(rows.map((row) => Number(row.votes))).toEqual(seedQuestions.map((q) => q.votes));
  });
});

describe('bootstrap admin', () => {
  it('is created once, protected, with a generated password that signs in', async () => {
    const { db } = database;
    const first = await ensureBootstrapAdmin(db, { email: 'Boss@Conference.test', password: null });
    expect(first.created).toBe(true);
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const again = await ensureBootstrapAdmin(db, { email: 'boss@conference.test', password: null });
    expect(again).toEqual({ created: false, generatedPassword: null });

    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'boss@conference.test')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'admin', isProtected: true, isActive: true });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const app = await buildApp({ db, config: testConfig(), logger: false });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'boss@conference.test', password: first.generatedPassword },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ role: 'admin' });
    } finally {
      await app.close();
    }
  });

  it('uses ADMIN_PASSWORD when given, and refuses one outside 12–128 characters', async () => {
    const { db } = database;
    const chosen = await ensureBootstrapAdmin(db, { email: 'chosen@conference.test', password: 'a-chosen-password' });
    expect(chosen).toEqual({ created: true, generatedPassword: null });
    await expect(ensureBootstrapAdmin(db, { email: 'short@conference.test', password: 'too-short' })).rejects.toThrow(
      'ADMIN_PASSWORD is not acceptable: Password must be at least 12 characters',
    );
    await expect(
      ensureBootstrapAdmin(db, { email: 'long@conference.test', password: 'x'.repeat(129) }),
    ).rejects.toThrow(/at most 128/);
  });

  it('email addresses are unique whatever their case (a database rule)', async () => {
    await expect(
      database.db
        .insertInto('users')
        .values({ email: 'chosen@conference.test', name: 'Twin', role: 'attendee', passwordHash: 'x' })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
    await expect(
      database.db
        .insertInto('users')
        .values({ email: 'Chosen@conference.test', name: 'Upper', role: 'attendee', passwordHash: 'x' })
        .execute(),
    ).rejects.toThrow(); // stored lower-case only (check constraint)
  });
});
