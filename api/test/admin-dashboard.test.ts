/** The admin dashboard in one call, and the system status from real checks (admin.md §2 Dashboard, §9; BEYOND D7). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, AdminSystemStatus } from '../src/contract/index';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let adminCookie: string;
let attendeeCookie: string;

beforeAll(async () => {
  ctx = await setupTestApp();
  adminCookie = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  attendeeCookie = `cc_session=${await signIn(ctx.app, ATTENDEE)}`;
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, cookie: string | null = adminCookie, app = ctx.app) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function count(
  table: 'sessions' | 'questions' | 'announcements' | 'bookmarks' | 'presenterUrls',
  pending = false,
) {
  let query = ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (pending) query = query.where('status' as never, '=', 'pending' as never);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe('GET /api/admin/dashboard', () => {
  it('counts the five stat cards from the database', async () => {
    await ctx.app.inject({ method: 'PUT', url: '/api/bookmarks/1', headers: { cookie: attendeeCookie } });
    const response = await get('/api/admin/dashboard');
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminDashboard>();
    expect(body.stats).toEqual({
      questions: await count('questions'),
      pendingQuestions: await count('questions', true),
      announcements: await count('announcements'),
      sessions: await count('sessions'),
      bookmarks: await count('bookmarks'),
    });
    expect(body.stats.bookmarks).toBeGreaterThan(0);
  });

  it('lists the 5 newest pending questions and URLs with their totals, and the latest 10 questions', async () => {
    // More pending items than the lists show, the newest of each made here.
    const session = await ctx.db.selectFrom('sessions').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    for (let n = 1; n <= 5; n += 1) {
      await ctx.db
        .insertInto('questions')
        .values({ text: `Pending question ${n}` })
        .execute();
    }
    const newestQuestion = await ctx.db
      .insertInto('questions')
      .values({ text: 'Newest pending question from the dashboard test', name: 'Dana', sessionId: session.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const newestUrl = await ctx.db
      .insertInto('presenterUrls')
      .values({
        sessionId: session.id,
        presenterName: 'Dash Board',
        presenterEmail: 'd@example.org',
        url: 'https://example.org/d',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const body = (await get('/api/admin/dashboard')).json<AdminDashboard>();
    const pendingQuestions = await count('questions', true);
    expect(pendingQuestions).toBeGreaterThan(5);
    expect(body.pendingQuestions.total).toBe(pendingQuestions);
    expect(body.pendingQuestions.items).toHaveLength(5);
    expect(body.pendingQuestions.items.every((q) => q.status === 'pending')).toBe(true);
    expect(body.pendingQuestions.items[0]).toMatchObject({
      id: newestQuestion.id,
      name: 'Dana',
      sessionId: session.id,
      sessionTitle: session.title,
    });

    const pendingUrls = await count('presenterUrls', true);
    expect(body.pendingUrls.total).toBe(pendingUrls);
    expect(body.pendingUrls.items).toHaveLength(Math.min(5, pendingUrls));
    expect(body.pendingUrls.items[0]).toMatchObject({
      id: newestUrl.id,
      presenterName: 'Dash Board',
      url: 'https://example.org/d',
      sessionTitle: session.title,
    });

    expect(body.recentQuestions).toHaveLength(10);
    expect(body.recentQuestions[0]?.id).toBe(newestQuestion.id);
    const times = body.recentQuestions.map((q) => q.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(body.recentQuestions.map((q) => q.status)).size).toBeGreaterThan(1);
  });

  it('never shows the name of an anonymous asker', async () => {
    await ctx.db
      .insertInto('questions')
      .values({ text: 'Asked anonymously', name: 'Hidden Name', anonymous: true })
      .execute();
    const body = (await get('/api/admin/dashboard')).json<AdminDashboard>();
    const question = body.recentQuestions.find((q) => q.text === 'Asked anonymously');
    expect(question?.name).toBeNull();
  });

  it('includes the system status', async () => {
    const body = (await get('/api/admin/dashboard')).json<AdminDashboard>();
    expect(body.system.checks.map((c) => [c.id, c.status])).toEqual([
      ['database', 'online'],
      ['sessionStore', 'online'],
      ['fileStorage', 'online'],
    ]);
  });

  it('refuses anonymous callers with 401 and attendees with 403', async () => {
    expect((await get('/api/admin/dashboard', null)).statusCode).toBe(401);
    expect((await get('/api/admin/dashboard', attendeeCookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/system-status', () => {
  it('really checks the database, the session store and file storage, each with the time checked', async () => {
    const before = Date.now();
    const response = await get('/api/admin/system-status');
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminSystemStatus>();
    expect(body.checks.map((c) => c.label)).toEqual(['Database', 'Session store', 'File storage']);
    for (const check of body.checks) {
      expect(check.status).toBe('online');
      expect(Date.parse(check.checkedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(check.durationMs).toBeGreaterThanOrEqual(0);
    }
    const [database, sessions, files] = body.checks;
    expect(database?.detail).toMatch(/^Answered in \d+ ms$/);
    // The admin and attendee signed in above: at least two live sessions in the store.
    expect(sessions?.detail).toMatch(/^\d+ active sign-in sessions$/);
    expect(Number(sessions?.detail.split(' ')[0])).toBeGreaterThanOrEqual(2);
    expect(files?.detail).toBe('Writable');
  });

  it('reports file storage offline, with the reason, when the data folder cannot be written', async () => {
    // A data folder "inside" a regular file can never be created, even by root.
    const blocker = path.join(ctx.config.dataDir, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const other = await ctx.buildAnotherApp({ config: { ...ctx.config, dataDir: path.join(blocker, 'data') } });
    await other.ready();
    const body = (await get('/api/admin/system-status', adminCookie, other)).json<AdminSystemStatus>();
    const files = body.checks.find((c) => c.id === 'fileStorage');
    expect(files).toMatchObject({ status: 'offline', detail: 'Failed: ENOTDIR' });
    expect(body.checks.find((c) => c.id === 'database')?.status).toBe('online');
  });

  it('refuses anonymous callers with 401 and attendees with 403', async () => {
    expect((await get('/api/admin/system-status', null)).statusCode).toBe(401);
    expect((await get('/api/admin/system-status', attendeeCookie)).statusCode).toBe(403);
  });
});
