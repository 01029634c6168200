import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminSession, AdminSessionList, Announcement, SessionCancelResult } from '../src/contract/index';
import type { LiveEvent } from '../src/modules/realtime/realtime-plugin';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let admin: string;
let attendee: string;
const events: LiveEvent[] = [];

beforeAll(async () => {
  ctx = await setupTestApp();
  admin = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  attendee = `cc_session=${await signIn(ctx.app, ATTENDEE)}`;
  ctx.app.realtime.onEvent((event) => events.push(event));
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, payload?: Record<string, unknown>, cookie = admin) {
  return ctx.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}

/** A session of our own, so tests do not depend on each other's changes to the seed. */
async function newSession(title: string, extra: Record<string, unknown> = {}): Promise<number> {
  const row = await ctx.db
    .insertInto('sessions')
    .values({
      title,
      track: 'P99',
      sessionNumber: `T-${title.slice(0, 20)}-${Math.random().toString(36).slice(2, 8)}`,
      sessionDate: '2027-09-14',
      startTime: '12:15',
      endTime: '13:00',
      presenters: ['Pat Presenter'],
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function auditFor(entityId: number, action: string) {
  return ctx.db
    .selectFrom('auditLog')
    .selectAll()
    .where('entity', '=', 'session')
    .where('entityId', '=', String(entityId))
    .where('action', '=', action)
    .execute();
}

describe('GET /api/admin/sessions', () => {
  it('lists every stored session with its version, for an admin', async () => {
    const response = await call('GET', '/api/admin/sessions');
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminSessionList>();
    const stored = await ctx.db.selectFrom('sessions').select('id').execute();
    expect(body.total).toBe(stored.length);
    expect(body.sessions).toHaveLength(stored.length);
    expect(body.sessions[0]).toMatchObject({
      version: 1,
      status: expect.any(String),
      hasAbstract: expect.any(Boolean),
    });
  });

  it('refuses anonymous (401) and attendee (403) callers', async () => {
    expect((await call('GET', '/api/admin/sessions', undefined, '')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/sessions', undefined, attendee)).statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/sessions/:id', () => {
  it('changes the given fields, bumps the version, audits and publishes session.updated', async () => {
    const id = await newSession('Editable session');
    events.length = 0;
    const response = await call('PATCH', `/api/admin/sessions/${id}`, {
      version: 1,
      title: '  Edited title ',
      speaker: 'Ann One; Ben Two ;',
      abstractContent: 'A new abstract',
      sessionLevel: 'Advanced',
      topicCategory: 'Literacy',
    });
    expect(response.statusCode).toBe(200);
    const session = response.json<AdminSession>();
    expect(session).toMatchObject({
      id,
      version: 2,
      title: 'Edited title',
      presenters: ['Ann One', 'Ben Two'],
      speaker: 'Ann One; Ben Two',
      abstractContent: 'A new abstract',
      hasAbstract: true,
      sessionLevel: 'Advanced',
      topicCategory: 'Literacy',
      track: 'P99',
      startTime: '12:15',
    });
    const audit = await auditFor(id, 'session.update');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: expect.objectContaining({ title: 'Editable session' }) });
    // Events travel through the database (NOTIFY on PostgreSQL), so they arrive a moment later.
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        topic: 'sessions',
        type: 'session.updated',
        data: { sessionIds: [id], change: 'updated' },
      }),
    );
  });

  it('clears an optional field with an empty string, and clearing the abstract clears the flag', async () => {
    const id = await newSession('Clearable', { abstractContent: 'Old', hasAbstract: true, sessionLevel: 'Beginner' });
    const response = await call('PATCH', `/api/admin/sessions/${id}`, {
      version: 1,
      abstractContent: ' ',
      sessionLevel: '',
    });
    expect(response.json()).toMatchObject({ abstractContent: null, hasAbstract: false, sessionLevel: null });
  });

  it("answers 409 with the spec's message when the version is stale, and changes nothing", async () => {
    const id = await newSession('Contested');
    expect((await call('PATCH', `/api/admin/sessions/${id}`, { version: 1, title: 'First editor' })).statusCode).toBe(
      200,
    );
    const late = await call('PATCH', `/api/admin/sessions/${id}`, { version: 1, title: 'Second editor' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      statusCode: 409,
      code: 'STALE_VERSION',
      message: 'This session was changed by someone else. Reload to see their changes.',
    });
    const row = await ctx.db
      .selectFrom('sessions')
      .select(['title', 'version'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toEqual({ title: 'First editor', version: 2 });
  });

  it('refuses a blank title, a missing version, a bad id and a field it does not edit with 400', async () => {
    const id = await newSession('Validated');
    const blank = await call('PATCH', `/api/admin/sessions/${id}`, { version: 1, title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Title is required');
    // Status has its own routes (cancel, reinstate): an edit that tries it is refused, not silently ignored.
    const unknown = await call('PATCH', `/api/admin/sessions/${id}`, { version: 1, status: 'cancelled' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Status cannot be changed by an edit: cancel or reinstate the session instead');
    const noVersion = await call('PATCH', `/api/admin/sessions/${id}`, { title: 'x' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toBe('Version is required');
    const badId = await call('PATCH', '/api/admin/sessions/abc', { version: 1 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('Id must be a whole number');
  });

  it('answers 404 for an unknown session', async () => {
    const response = await call('PATCH', '/api/admin/sessions/999999', { version: 1, title: 'Nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Session not found');
  });

  it('refuses attendees (403) and anonymous callers (401) and changes nothing', async () => {
    const id = await newSession('Protected');
    expect((await call('PATCH', `/api/admin/sessions/${id}`, { version: 1, title: 'Hack' }, attendee)).statusCode).toBe(
      403,
    );
    expect((await call('PATCH', `/api/admin/sessions/${id}`, { version: 1, title: 'Hack' }, '')).statusCode).toBe(401);
    const row = await ctx.db.selectFrom('sessions').select('title').where('id', '=', id).executeTakeFirst();
    expect(row?.title).toBe('Protected');
  });
});

describe('DELETE /api/admin/sessions/:id and POST /api/admin/sessions/bulk-delete', () => {
  it('deletes one session with an audit entry; a second delete answers 404', async () => {
    const id = await newSession('Doomed');
    events.length = 0;
    const response = await call('DELETE', `/api/admin/sessions/${id}`);
    expect(response.statusCode).toBe(204);
    expect(await ctx.db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await auditFor(id, 'session.delete')).toHaveLength(1);
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        topic: 'sessions',
        type: 'session.updated',
        data: { sessionIds: [id], change: 'deleted' },
      }),
    );
    expect((await call('DELETE', `/api/admin/sessions/${id}`)).statusCode).toBe(404);
  });

  it('bulk-deletes what exists and names the ids that did not', async () => {
    const a = await newSession('Bulk A');
    const b = await newSession('Bulk B');
    const response = await call('POST', '/api/admin/sessions/bulk-delete', { ids: [a, b, 999998, a] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedIds: [a, b], notFoundIds: [999998] });
    const left = await ctx.db.selectFrom('sessions').select('id').where('id', 'in', [a, b]).execute();
    expect(left).toEqual([]);
  });

  it('refuses an empty or malformed id list with 400', async () => {
    const empty = await call('POST', '/api/admin/sessions/bulk-delete', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Ids must not be empty');
    const wrong = await call('POST', '/api/admin/sessions/bulk-delete', { ids: ['x'] });
    expect(wrong.statusCode).toBe(400);
    expect((await call('POST', '/api/admin/sessions/bulk-delete', {})).json().message).toBe('Ids is required');
  });

  it('refuses attendees', async () => {
    const id = await newSession('Safe from attendees');
    expect((await call('POST', '/api/admin/sessions/bulk-delete', { ids: [id] }, attendee)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/sessions/${id}`, undefined, attendee)).statusCode).toBe(403);
    expect(await ctx.db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
  });
});

describe('POST /api/admin/sessions/:id/cancel', () => {
  it('cancels with notes and creates the cancellation announcement in the same change', async () => {
    const id = await newSession('Switch access clinic');
    events.length = 0;
    const response = await call('POST', `/api/admin/sessions/${id}/cancel`, { reason: 'Presenter unwell', version: 1 });
    expect(response.statusCode).toBe(200);
    const body = response.json<SessionCancelResult>();
    expect(body.session).toMatchObject({ id, status: 'cancelled', cancellationNotes: 'Presenter unwell', version: 2 });
    expect(body.announcement).toMatchObject({
      title: 'Session Cancelled: Switch access clinic',
      summary: 'Session "Switch access clinic" has been cancelled',
      content:
        'The session "Switch access clinic" scheduled for Tuesday 14 September 2027 at 12:15 has been cancelled.\n\nReason: Presenter unwell',
    });
    const stored = await ctx.db
      .selectFrom('announcements')
      .selectAll()
      .where('id', '=', body.announcement.id)
      .executeTakeFirstOrThrow();
    // Filed under Schedule (News › Schedule shows it) and leading to the session (issue 27).
    expect(stored).toMatchObject({
      priority: 'important',
      category: 'schedule',
      actionUrl: `/session/${id}`,
      actionText: 'View session',
      createdBy: ctx.adminId,
    });
    const news = (await call('GET', '/api/announcements', undefined, '')).json<{ announcements: Announcement[] }>();
    expect(news.announcements.find((a) => a.id === body.announcement.id)).toMatchObject({
      category: 'schedule',
      actionUrl: `/session/${id}`,
    });
    expect(await auditFor(id, 'session.cancel')).toHaveLength(1);
    await vi.waitFor(() =>
      expect(events.map((e) => `${e.topic} ${e.type}`)).toEqual([
        'announcements announcement.created',
        'sessions session.updated',
      ]),
    );
    // Attendees see it at once.
    const publicSession = (await call('GET', `/api/sessions/${id}`, undefined, '')).json();
    expect(publicSession).toMatchObject({ status: 'cancelled', cancellationNotes: 'Presenter unwell' });
  });

  it('works without a reason (no Reason line, no notes)', async () => {
    const id = await newSession('No reason given');
    const response = await call('POST', `/api/admin/sessions/${id}/cancel`, { version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().announcement.content).not.toContain('Reason:');
    expect(response.json().session.cancellationNotes).toBeNull();
  });

  it('answers 409 for an already-cancelled session and creates no second announcement', async () => {
    const id = await newSession('Twice cancelled');
    await call('POST', `/api/admin/sessions/${id}/cancel`, { version: 1 });
    const count = async () =>
      (
        await ctx.db
          .selectFrom('announcements')
          .select('id')
          .where('title', '=', 'Session Cancelled: Twice cancelled')
          .execute()
      ).length;
    expect(await count()).toBe(1);
    const again = await call('POST', `/api/admin/sessions/${id}/cancel`, { reason: 'again', version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This session is already cancelled.');
    expect(await count()).toBe(1);
  });

  it('refuses a stale version with 409 STALE_VERSION, changing nothing, and a missing session with 404', async () => {
    const id = await newSession('Versioned cancel');
    await call('PATCH', `/api/admin/sessions/${id}`, { version: 1, title: 'Versioned cancel 2' });
    const stale = await call('POST', `/api/admin/sessions/${id}/cancel`, { reason: 'Flu', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      statusCode: 409,
      code: 'STALE_VERSION',
      message:
        'This session was changed by someone else since you opened it, so it was not cancelled. ' +
        'Reload to see their changes, then cancel it again if you still want to.',
    });
    const row = await ctx.db
      .selectFrom('sessions')
      .select(['status', 'version'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toEqual({ status: 'active', version: 2 });
    expect(await auditFor(id, 'session.cancel')).toHaveLength(0);
    expect((await call('POST', '/api/admin/sessions/999999/cancel', { version: 1 })).statusCode).toBe(404);
  });

  it('refuses a cancel without the version with 400 naming it, changing nothing', async () => {
    const id = await newSession('Unversioned cancel');
    for (const body of [{ reason: 'Flu' }, {}]) {
      const refused = await call('POST', `/api/admin/sessions/${id}/cancel`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Version is required' });
    }
    const bodiless = await call('POST', `/api/admin/sessions/${id}/cancel`);
    expect(bodiless.statusCode).toBe(400);
    expect(bodiless.json().message).toBe('Version is required');
    const row = await ctx.db
      .selectFrom('sessions')
      .select(['status', 'version'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toEqual({ status: 'active', version: 1 });
  });

  it('refuses an over-long reason with 400 and attendees with 403', async () => {
    const id = await newSession('Guarded cancel');
    const long = await call('POST', `/api/admin/sessions/${id}/cancel`, { reason: 'x'.repeat(1001), version: 1 });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Reason must be at most 1000 characters');
    expect((await call('POST', `/api/admin/sessions/${id}/cancel`, { version: 1 }, attendee)).statusCode).toBe(403);
    const row = await ctx.db.selectFrom('sessions').select('status').where('id', '=', id).executeTakeFirst();
    expect(row?.status).toBe('active');
  });
});
