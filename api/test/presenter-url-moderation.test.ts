/** Presenter URL moderation (admin.md §2, §4, §8; BEYOND D4): list, approve/reject once, delete moderated only. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPresenterUrl, AdminPresenterUrlList } from '../src/contract/index';
import type { LiveEvent } from '../src/modules/realtime/realtime-plugin';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let adminCookie: string;
let attendeeCookie: string;
let sessionId: number;
const events: LiveEvent[] = [];

beforeAll(async () => {
  ctx = await setupTestApp();
  adminCookie = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  attendeeCookie = `cc_session=${await signIn(ctx.app, ATTENDEE)}`;
  ctx.app.realtime.onEvent((event) => events.push(event));
  const session = await ctx.db
    .selectFrom('sessions')
    .select(['id'])
    .where('sessionDate', 'is not', null)
    .where('startTime', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  sessionId = session.id;
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
function call(method: Method, url: string, payload?: unknown, cookie: string | null = adminCookie) {
  return ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A pending URL of our own, so no test depends on the seed's moderation state. */
async function createPending(name = 'Pat Presenter'): Promise<number> {
  const row = await ctx.db
    .insertInto('presenterUrls')
    .values({
      sessionId,
      presenterName: name,
      presenterEmail: 'pat@example.org',
      url: `https://example.org/slides/${Math.random().toString(36).slice(2)}`,
      description: 'Slides and handout',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function auditRows(entityId: number) {
  return ctx.db
    .selectFrom('auditLog')
    .selectAll()
    .where('entity', '=', 'presenter_url')
    .where('entityId', '=', String(entityId))
    .orderBy('id')
    .execute();
}

describe('GET /api/admin/presenter-urls', () => {
  it('lists every URL newest first with its session, and the counts of each status', async () => {
    const id = await createPending();
    const response = await call('GET', '/api/admin/presenter-urls');
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminPresenterUrlList>();
    const total = await ctx.db
      .selectFrom('presenterUrls')
      .select(ctx.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(body.urls).toHaveLength(Number(total.n));
    expect(body.counts.total).toBe(Number(total.n));
    expect(body.counts.pending + body.counts.approved + body.counts.rejected).toBe(body.counts.total);
    const times = body.urls.map((u) => u.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const mine = body.urls.find((u) => u.id === id) as AdminPresenterUrl;
    expect(mine).toMatchObject({
      sessionId,
      presenterName: 'Pat Presenter',
      presenterEmail: 'pat@example.org',
      description: 'Slides and handout',
      status: 'pending',
      moderatedBy: null,
      moderatedAt: null,
      moderationNotes: null,
    });
    expect(mine.session.id).toBe(sessionId);
    expect(mine.session.title.length).toBeGreaterThan(0);
    expect(mine.session.day).toMatch(/day$/);
    expect(mine.session.startTime).toMatch(/^\d\d:\d\d$/);
  });

  it('filters by status', async () => {
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      const body = (await call('GET', `/api/admin/presenter-urls?status=${status}`)).json<AdminPresenterUrlList>();
      expect(body.urls.length).toBe(body.counts[status]);
      expect(body.urls.every((u) => u.status === status)).toBe(true);
    }
    const all = (await call('GET', '/api/admin/presenter-urls?status=all')).json<AdminPresenterUrlList>();
    expect(all.urls.length).toBe(all.counts.total);
  });

  it('refuses an unknown status with 400, anonymous callers with 401 and attendees with 403', async () => {
    const bad = await call('GET', '/api/admin/presenter-urls?status=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status/i);
    expect((await call('GET', '/api/admin/presenter-urls', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/presenter-urls', undefined, attendeeCookie)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/presenter-urls/:id/moderate', () => {
  it('approves a pending URL, recording moderator, time and notes; audited; published; then public', async () => {
    const id = await createPending('Alex Approved');
    const before = Date.now();
    const response = await call('POST', `/api/admin/presenter-urls/${id}/moderate`, {
      status: 'approved',
      notes: '  Checked the link works.  ',
    });
    expect(response.statusCode).toBe(200);
    const url = response.json<AdminPresenterUrl>();
    expect(url).toMatchObject({
      id,
      status: 'approved',
      moderatedBy: ctx.adminId,
      moderatedByName: ADMIN.name,
      moderatedByEmail: ADMIN.email,
      moderationNotes: 'Checked the link works.',
    });
    expect(Date.parse(url.moderatedAt as string)).toBeGreaterThanOrEqual(before - 1000);

    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'presenter_url.approve',
      actorUserId: ctx.adminId,
      actorEmail: ADMIN.email,
    });
    expect(audit[0]?.before).toMatchObject({ status: 'pending' });
    expect(audit[0]?.after).toMatchObject({ status: 'approved', moderationNotes: 'Checked the link works.' });

    // Events travel through the database's NOTIFY on PostgreSQL: they arrive a moment after the answer.
    await vi.waitFor(() =>
      expect(events).toContainEqual({ topic: 'moderation', type: 'presenter_url.updated', data: url }),
    );

    // Approved links are listed on the session's page.
    const resources = (await call('GET', `/api/sessions/${sessionId}/resources`, undefined, null)).json();
    expect(resources.resources.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('rejects with blank notes stored as none, and the link stays off the session page', async () => {
    const id = await createPending();
    const response = await call('POST', `/api/admin/presenter-urls/${id}/moderate`, {
      status: 'rejected',
      notes: '  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', moderationNotes: null, moderatedBy: ctx.adminId });
    expect((await auditRows(id))[0]?.action).toBe('presenter_url.reject');
    const resources = (await call('GET', `/api/sessions/${sessionId}/resources`, undefined, null)).json();
    expect(resources.resources.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('moderates only once: a second decision is refused with 409 and changes nothing', async () => {
    const id = await createPending();
    await call('POST', `/api/admin/presenter-urls/${id}/moderate`, { status: 'approved' });
    const again = await call('POST', `/api/admin/presenter-urls/${id}/moderate`, { status: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      code: 'PRESENTER_URL_NOT_PENDING',
      message: 'This URL has already been approved. Only pending URLs can be moderated.',
    });
    const row = await ctx.db
      .selectFrom('presenterUrls')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('approved');
    expect(await auditRows(id)).toHaveLength(1);
  });

  it("answers 404 'Presenter URL not found' for an unknown id", async () => {
    const response = await call('POST', '/api/admin/presenter-urls/999999/moderate', { status: 'approved' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Presenter URL not found');
  });

  it('refuses bad input with 400 and leaves the URL pending', async () => {
    const id = await createPending();
    const bad: [string, unknown][] = [
      [`/api/admin/presenter-urls/${id}/moderate`, {}],
      [`/api/admin/presenter-urls/${id}/moderate`, { status: 'pending' }],
      [`/api/admin/presenter-urls/${id}/moderate`, { status: 'approved', notes: 'x'.repeat(2001) }],
      ['/api/admin/presenter-urls/abc/moderate', { status: 'approved' }],
      ['/api/admin/presenter-urls/0/moderate', { status: 'approved' }],
    ];
    for (const [url, payload] of bad) {
      const response = await call('POST', url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
      expect(response.json().code).toBeTruthy();
    }
    const row = await ctx.db
      .selectFrom('presenterUrls')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('refuses anonymous callers and attendees, changing nothing', async () => {
    const id = await createPending();
    const anonymous = await call('POST', `/api/admin/presenter-urls/${id}/moderate`, { status: 'approved' }, null);
    expect(anonymous.statusCode).toBe(401);
    const attendee = await call(
      'POST',
      `/api/admin/presenter-urls/${id}/moderate`,
      { status: 'approved' },
      attendeeCookie,
    );
    expect(attendee.statusCode).toBe(403);
    const row = await ctx.db
      .selectFrom('presenterUrls')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});

describe('DELETE /api/admin/presenter-urls/:id', () => {
  it('refuses to delete a pending URL with 409', async () => {
    const id = await createPending();
    const response = await call('DELETE', `/api/admin/presenter-urls/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Pending URLs cannot be deleted. Approve or reject it first.');
    expect(await ctx.db.selectFrom('presenterUrls').select('id').where('id', '=', id).executeTakeFirst()).toBeTruthy();
  });

  it('deletes a moderated URL: 204, audited with the record before, published; then 404', async () => {
    const id = await createPending();
    await call('POST', `/api/admin/presenter-urls/${id}/moderate`, { status: 'rejected' });
    const response = await call('DELETE', `/api/admin/presenter-urls/${id}`);
    expect(response.statusCode).toBe(204);
    expect(
      await ctx.db.selectFrom('presenterUrls').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    const audit = await auditRows(id);
    expect(audit.map((row) => row.action)).toEqual(['presenter_url.reject', 'presenter_url.delete']);
    expect(audit[1]?.before).toMatchObject({ id, status: 'rejected' });
    await vi.waitFor(() =>
      expect(events).toContainEqual({ topic: 'moderation', type: 'presenter_url.deleted', data: { id } }),
    );

    const again = await call('DELETE', `/api/admin/presenter-urls/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Presenter URL not found');
  });

  it('refuses anonymous callers and attendees', async () => {
    const id = await createPending();
    await call('POST', `/api/admin/presenter-urls/${id}/moderate`, { status: 'approved' });
    expect((await call('DELETE', `/api/admin/presenter-urls/${id}`, undefined, null)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/presenter-urls/${id}`, undefined, attendeeCookie)).statusCode).toBe(403);
    expect(await ctx.db.selectFrom('presenterUrls').select('id').where('id', '=', id).executeTakeFirst()).toBeTruthy();
  });
});
