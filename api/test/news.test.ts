/** News: public list and read state, admin CRUD with audit and live events (contract/live.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnnouncement, Announcement, AnnouncementList } from '../src/contract/index';
import { ANNOUNCEMENT_CATEGORIES } from '../src/contract/index';
import type { LiveEvent } from '../src/contract/realtime';
import { migrateDown, migrateToLatest } from '../src/db/migrate';
import { CookieJar } from './helpers/cookie-jar';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let adminCookie: string;
let attendeeCookie: string;
const events: LiveEvent[] = [];

beforeAll(async () => {
  ctx = await setupTestApp();
  adminCookie = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  attendeeCookie = `cc_session=${await signIn(ctx.app, ATTENDEE)}`;
  ctx.app.realtime.onEvent((event) => events.push(event));
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function as(cookie: string) {
  return (method: Method, url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
const admin = (method: Method, url: string, payload?: unknown) => as(adminCookie)(method, url, payload);

async function visitor(jar: CookieJar, method: Method, url: string, payload?: unknown) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { cookie: jar.header() },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  jar.update(response);
  return response;
}

async function waitFor<T>(find: () => T | undefined, ms = 2000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('GET /api/announcements', () => {
  it('lists every announcement newest first with a summary always present', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/announcements' });
    expect(response.statusCode).toBe(200);
    const { announcements } = response.json<AnnouncementList>();
    expect(announcements.length).toBe(11);
    const times = announcements.map((a) => Date.parse(a.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const a of announcements) expect(a.summary.length).toBeGreaterThan(0);
    const welcome = announcements.find((a) => a.title.startsWith('Welcome'))!;
    expect(welcome.summary.endsWith('…')).toBe(true);
    expect(welcome.summary.length).toBeLessThanOrEqual(151);
    expect(announcements[0]).not.toHaveProperty('createdBy');
  });
});

describe('read state', () => {
  it('starts empty, marks one and several read, ignores unknown ids, and is kept per visitor', async () => {
    const jar = new CookieJar();
    expect((await visitor(jar, 'GET', '/api/announcements/read')).json()).toEqual({ ids: [] });
    const { announcements } = (await visitor(jar, 'GET', '/api/announcements')).json<AnnouncementList>();
    const [a, b, c] = announcements.map((x) => x.id);

    const one = await visitor(jar, 'POST', `/api/announcements/${a}/read`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ ids: [a] });
    // Idempotent.
    expect((await visitor(jar, 'POST', `/api/announcements/${a}/read`)).json()).toEqual({ ids: [a] });

    const many = await visitor(jar, 'POST', '/api/announcements/read', { ids: [b, c, 999_999] });
    expect(many.statusCode).toBe(200);
    expect(many.json<{ ids: number[] }>().ids).toEqual([a, b, c].sort((x, y) => x! - y!));

    const other = new CookieJar();
    expect((await visitor(other, 'GET', '/api/announcements/read')).json()).toEqual({ ids: [] });
  });

  it('is kept for the account when signed in', async () => {
    const { announcements } = (await as(attendeeCookie)('GET', '/api/announcements')).json<AnnouncementList>();
    const id = announcements[2]!.id;
    await as(attendeeCookie)('POST', `/api/announcements/${id}/read`);
    const read = await as(attendeeCookie)('GET', '/api/announcements/read');
    expect(read.json<{ ids: number[] }>().ids).toContain(id);
  });

  it('refuses bad input with a message', async () => {
    const jar = new CookieJar();
    const unknown = await visitor(jar, 'POST', '/api/announcements/999999/read');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Announcement not found');
    const notNumber = await visitor(jar, 'POST', '/api/announcements/abc/read');
    expect(notNumber.statusCode).toBe(400);
    const empty = await visitor(jar, 'POST', '/api/announcements/read', { ids: [] });
    expect(empty.statusCode).toBe(400);
    const wrong = await visitor(jar, 'POST', '/api/announcements/read', { ids: ['x'] });
    expect(wrong.statusCode).toBe(400);
    const missing = await visitor(jar, 'POST', '/api/announcements/read', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Ids is required');
  });
});

describe('admin announcements', () => {
  it('refuses anonymous and attendee callers', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/announcements' })).statusCode).toBe(401);
    const attendee = await as(attendeeCookie)('POST', '/api/admin/announcements', { title: 'x', content: 'y' });
    expect(attendee.statusCode).toBe(403);
  });

  it('lists with the author', async () => {
    const response = await admin('GET', '/api/admin/announcements');
    expect(response.statusCode).toBe(200);
    const list = response.json<{ announcements: AdminAnnouncement[] }>().announcements;
    expect(list.length).toBeGreaterThanOrEqual(11);
    expect(list[0]).toHaveProperty('createdBy');
  });

  it('creates with defaults, audits and publishes after commit', async () => {
    events.length = 0;
    const content = `${'Lunch is served in the Rowan Centre. '.repeat(8)}Bring your badge.`;
    const response = await admin('POST', '/api/admin/announcements', { title: '  Lunch moved  ', content });
    expect(response.statusCode).toBe(201);
    const row = response.json<AdminAnnouncement>();
    expect(row).toMatchObject({
      title: 'Lunch moved',
      priority: 'normal',
      category: 'general',
      actionUrl: null,
      actionText: null,
      createdBy: ctx.adminId,
      createdByName: ADMIN.name,
    });
    expect(row.summary.length).toBeLessThanOrEqual(151);
    expect(content.startsWith(row.summary.slice(0, -1))).toBe(true);

    const audit = await ctx.db.selectFrom('auditLog').selectAll().where('entityId', '=', String(row.id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['announcement.create']);

    const event = await waitFor(() => events.find((e) => e.type === 'announcement.created'));
    expect(event.topic).toBe('announcements');
    expect((event.data as Announcement).id).toBe(row.id);
    expect(event.data).not.toHaveProperty('createdBy');

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/announcements' })).json<AnnouncementList>();
    expect(list.announcements[0]!.id).toBe(row.id);
  });

  it('validates title, content, enums and the action URL', async () => {
    const cases: [unknown, string][] = [
      [{ title: '   ', content: 'x' }, 'Title is required'],
      [{ title: 'x', content: ' \n ' }, 'Content is required'],
      [{ content: 'x' }, 'Title is required'],
      [{ title: 'x' }, 'Content is required'],
      [{ title: 'x', content: 'y', priority: 'high' }, 'Priority must be one of: normal, important, urgent'],
      [{ title: 'x', content: 'y', category: 'fun' }, 'Category must be one of'],
      [{ title: 'x', content: 'y', actionUrl: 'javascript:alert(1)' }, 'Action URL must start with http'],
      [{ title: 'x'.repeat(201), content: 'y' }, 'Title must be at most 200 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await admin('POST', '/api/admin/announcements', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('accepts every category of the one list, Schedule and Transport included (issue 27)', async () => {
    for (const category of ANNOUNCEMENT_CATEGORIES) {
      const response = await admin('POST', '/api/admin/announcements', {
        title: `A ${category} note`,
        content: 'x',
        category,
      });
      expect(response.statusCode, category).toBe(201);
      expect(response.json().category).toBe(category);
    }
    expect(ANNOUNCEMENT_CATEGORIES).toEqual(['general', 'schedule', 'venue', 'technical', 'catering', 'transport']);
  });

  it("files the deprecated 'session_update' an older client may send under Schedule", async () => {
    const created = await admin('POST', '/api/admin/announcements', {
      title: 'Room change',
      content: 'Moved.',
      category: 'session_update',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().category).toBe('schedule');
  });

  it('keeps a given summary, priority, category and action link', async () => {
    const response = await admin('POST', '/api/admin/announcements', {
      title: 'Fire drill',
      content: 'A fire drill at 11:00.',
      summary: 'Drill at 11',
      priority: 'urgent',
      category: 'venue',
      actionUrl: 'https://example.org/drill',
      actionText: 'Read the plan',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      summary: 'Drill at 11',
      priority: 'urgent',
      category: 'venue',
      actionUrl: 'https://example.org/drill',
      actionText: 'Read the plan',
    });
  });

  it('updates only the fields given, and deletes; both audited and published', async () => {
    const created = (
      await admin('POST', '/api/admin/announcements', { title: 'Temp', content: 'Temporary.' })
    ).json<AdminAnnouncement>();
    const patched = await admin('PATCH', `/api/admin/announcements/${created.id}`, {
      priority: 'important',
      version: 1,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Temp', content: 'Temporary.', priority: 'important' });
    const blank = await admin('PATCH', `/api/admin/announcements/${created.id}`, { title: ' ', version: 2 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Title is required');
    const newContent = await admin('PATCH', `/api/admin/announcements/${created.id}`, {
      content: 'Changed text.',
      version: 2,
    });
    expect(newContent.json().summary).toBe('Changed text.');

    const deleted = await admin('DELETE', `/api/admin/announcements/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await admin('DELETE', `/api/admin/announcements/${created.id}`)).statusCode).toBe(404);
    expect(
      (await admin('PATCH', `/api/admin/announcements/${created.id}`, { title: 'x', version: 3 })).statusCode,
    ).toBe(404);

    const audit = await ctx.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'announcement.create',
      'announcement.update',
      'announcement.update',
      'announcement.delete',
    ]);
    await waitFor(() => events.find((e) => e.type === 'announcement.deleted'));
    const mine = events.filter((e) => (e.data as { id: number }).id === created.id);
    expect(mine.map((e) => e.type)).toEqual([
      'announcement.created',
      'announcement.updated',
      'announcement.updated',
      'announcement.deleted',
    ]);
  });

  it('a corrected content gets a new summary, is marked updated and is unread again for those who had read it', async () => {
    const created = (
      await admin('POST', '/api/admin/announcements', {
        title: 'Dinner',
        content: 'Dinner is at 19:00 in the Great Hall.',
        // What the admin form used to send: the generated summary, which must not freeze it.
        summary: 'Dinner is at 19:00 in the Great Hall.',
      })
    ).json<AdminAnnouncement>();
    expect(created.writtenSummary).toBeNull();
    expect(created.updatedAt).toBe(created.createdAt);
    const reader = new CookieJar();
    await visitor(reader, 'POST', `/api/announcements/${created.id}/read`);
    await as(attendeeCookie)('POST', `/api/announcements/${created.id}/read`);

    // Saving the form unchanged (it sends the summary it showed) changes nothing, and tells no open page.
    events.length = 0;
    const same = await admin('PATCH', `/api/admin/announcements/${created.id}`, {
      title: 'Dinner',
      content: 'Dinner is at 19:00 in the Great Hall.',
      summary: created.summary,
      version: 1,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ version: 1, updatedAt: created.updatedAt });
    expect((await visitor(reader, 'GET', '/api/announcements/read')).json<{ ids: number[] }>().ids).toContain(
      created.id,
    );

    const corrected = await admin('PATCH', `/api/admin/announcements/${created.id}`, {
      content: 'Dinner is at 19:30 in the Great Hall.',
      summary: created.summary,
      version: 1,
    });
    expect(corrected.statusCode).toBe(200);
    const after = corrected.json<AdminAnnouncement>();
    expect(after).toMatchObject({ summary: 'Dinner is at 19:30 in the Great Hall.', writtenSummary: null, version: 2 });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(after.createdAt));

    const news = (await ctx.app.inject({ method: 'GET', url: '/api/announcements' })).json<AnnouncementList>();
    expect(news.announcements.find((a) => a.id === created.id)).toMatchObject({
      summary: 'Dinner is at 19:30 in the Great Hall.',
      updatedAt: after.updatedAt,
    });
    expect((await visitor(reader, 'GET', '/api/announcements/read')).json<{ ids: number[] }>().ids).not.toContain(
      created.id,
    );
    const account = await as(attendeeCookie)('GET', '/api/announcements/read');
    expect(account.json<{ ids: number[] }>().ids).not.toContain(created.id);
    const event = await waitFor(() => events.find((e) => e.type === 'announcement.updated'));
    expect(event.data).toMatchObject({ id: created.id, updatedAt: after.updatedAt });
    // Events arrive in order: the unchanged save, had it published, would have come first.
    expect(events.filter((e) => e.type === 'announcement.updated')).toHaveLength(1);
    expect(event.data).not.toHaveProperty('writtenSummary');

    // A written summary is kept through a content change; cleared, it follows the content again.
    const written = await admin('PATCH', `/api/admin/announcements/${created.id}`, {
      summary: ' Later dinner ',
      version: 2,
    });
    expect(written.json()).toMatchObject({ summary: 'Later dinner', writtenSummary: 'Later dinner' });
    const kept = await admin('PATCH', `/api/admin/announcements/${created.id}`, {
      content: 'Dinner is at 20:00.',
      version: 3,
    });
    expect(kept.json()).toMatchObject({ summary: 'Later dinner', content: 'Dinner is at 20:00.' });
    const cleared = await admin('PATCH', `/api/admin/announcements/${created.id}`, { summary: '', version: 4 });
    expect(cleared.json()).toMatchObject({ summary: 'Dinner is at 20:00.', writtenSummary: null });
  });

  it('refuses a cross-site create', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/announcements',
      headers: { cookie: adminCookie, origin: 'https://evil.example' },
      payload: { title: 'x', content: 'y' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('migration 2026-11-27-0055 (schedule category)', () => {
  it("files announcements of the old 'session_update' category under Schedule and refuses it afterwards", async () => {
    let undone: string[] = [];
    for (let step = 0; step < 40 && !undone.includes('2026-11-27-0055-schedule-category'); step++) {
      undone = await migrateDown(ctx.db);
    }
    expect(undone).toEqual(['2026-11-27-0055-schedule-category']);
    const old = await ctx.db
      .insertInto('announcements')
      .values({ title: 'Session Cancelled: An old one', content: 'Gone.', category: 'session_update' as 'schedule' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await migrateToLatest(ctx.db);

    const list = (await as('')('GET', '/api/announcements')).json<AnnouncementList>();
    expect(list.announcements.find((a) => a.id === old.id)?.category).toBe('schedule');
    await expect(
      ctx.db
        .insertInto('announcements')
        .values({ title: 'x', content: 'y', category: 'session_update' as 'schedule' })
        .execute(),
    ).rejects.toThrow(/announcements_category_check/);
  });
});
