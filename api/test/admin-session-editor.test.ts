/**
 * The programme editor's session routes (issue 21): create, edit every field with the room chosen from the
 * venues, reinstate a cancellation, and the counts a delete confirmation shows.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminSession, SessionDeleteImpact, SessionReinstateResult } from '../src/contract/index';
import type { LiveEvent } from '../src/modules/realtime/realtime-plugin';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let admin: string;
let attendee: string;
const events: LiveEvent[] = [];
let venues: { id: number; name: string; building: string }[];

beforeAll(async () => {
  ctx = await setupTestApp();
  admin = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  attendee = `cc_session=${await signIn(ctx.app, ATTENDEE)}`;
  ctx.app.realtime.onEvent((event) => events.push(event));
  venues = (await ctx.app.inject({ method: 'GET', url: '/api/venues' })).json().venues;
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, payload?: Record<string, unknown>, cookie = admin) {
  return ctx.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}

const venue = (index: number) => {
  const found = venues[index];
  if (!found) throw new Error(`the seed has no venue ${index}`);
  return found;
};

async function create(fields: Record<string, unknown>): Promise<AdminSession> {
  const response = await call('POST', '/api/admin/sessions', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminSession>();
}

async function auditActions(entityId: number) {
  const rows = await ctx.db
    .selectFrom('auditLog')
    .select('action')
    .where('entity', '=', 'session')
    .where('entityId', '=', String(entityId))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

const sessionEvent = (id: number, change: string) => ({
  topic: 'sessions',
  type: 'session.updated',
  data: { sessionIds: [id], change },
});

describe('POST /api/admin/sessions', () => {
  it('creates an active session with every field, in a venue, audited and published to attendees', async () => {
    events.length = 0;
    const room = venue(0);
    const session = await create({
      title: '  Switch scanning clinic ',
      sessionNumber: 'E21-1',
      track: 'E21',
      speaker: 'Ann One; Ben Two',
      description: 'Hands-on with switches.',
      abstractContent: 'An abstract.',
      sessionLevel: 'Beginner',
      topicCategory: 'Access methods',
      sessionFormat: 'Workshop',
      ageGroup: 'Adults',
      sessionDate: '2027-09-14',
      startTime: '06:00',
      endTime: '07:30',
      venueId: room.id,
    });
    expect(session).toMatchObject({
      title: 'Switch scanning clinic',
      sessionNumber: 'E21-1',
      track: 'E21',
      presenters: ['Ann One', 'Ben Two'],
      hasAbstract: true,
      sessionLevel: 'Beginner',
      topicCategory: 'Access methods',
      sessionFormat: 'Workshop',
      ageGroup: 'Adults',
      sessionDate: '2027-09-14',
      day: 'Tuesday',
      startTime: '06:00',
      endTime: '07:30',
      venueId: room.id,
      location: room.name,
      building: room.building,
      status: 'active',
      version: 1,
    });
    expect(await auditActions(session.id)).toEqual(['session.create']);
    await vi.waitFor(() => expect(events).toContainEqual(sessionEvent(session.id, 'created')));
    // The public programme has it at once.
    const listed = (await call('GET', `/api/sessions/${session.id}`, undefined, '')).json();
    expect(listed).toMatchObject({ title: 'Switch scanning clinic', location: room.name });
  });

  it('needs only a title; everything else is TBA', async () => {
    const session = await create({ title: 'Bare session' });
    expect(session).toMatchObject({ sessionDate: null, startTime: null, venueId: null, location: null, speaker: null });
  });

  it('refuses what a person must correct, with a message saying what', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Title is required'],
      [{ title: '  ' }, 'Title is required'],
      [{ title: 'x', startTime: '11:00', endTime: '10:30' }, 'End time must be after the start time (11:00)'],
      [{ title: 'x', startTime: '11:00', endTime: '11:00' }, 'End time must be after the start time (11:00)'],
      [{ title: 'x', endTime: '10:30' }, 'Give a start time as well as the end time'],
      [
        { title: 'x', startTime: '9.30' },
        'Start time must be written HH:MM on a 24-hour clock, for example 09:30 (got "9.30")',
      ],
      [
        { title: 'x', sessionDate: '2027-02-30' },
        'Date must be a real day written YYYY-MM-DD, for example 2027-09-14 (got "2027-02-30")',
      ],
      [{ title: 'x', venueId: 999_999 }, 'Choose a room from the list of venues: this one does not exist (any more).'],
      [{ title: 'x', venueId: 'Hall' }, 'Venue id must be a whole number'],
      [
        { title: 'x', status: 'cancelled' },
        'Status cannot be changed by an edit: cancel or reinstate the session instead',
      ],
      [{ title: 'x', colour: 'red' }, '"colour" is not a session field that can be set here'],
    ];
    const before = await ctx.db.selectFrom('sessions').select('id').execute();
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/admin/sessions', body);
      expect({ status: response.statusCode, message: response.json().message }, JSON.stringify(body)).toEqual({
        status: 400,
        message,
      });
    }
    expect(await ctx.db.selectFrom('sessions').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses attendees (403) and anonymous callers (401)', async () => {
    expect((await call('POST', '/api/admin/sessions', { title: 'Nope' }, attendee)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/sessions', { title: 'Nope' }, '')).statusCode).toBe(401);
    const row = await ctx.db.selectFrom('sessions').select('id').where('title', '=', 'Nope').executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('PATCH /api/admin/sessions/:id: date, time and room', () => {
  it('moves a session to another day, time and room; venue, building and room move together', async () => {
    const first = venue(0);
    const second = venue(3);
    expect(second.building).not.toBe(first.building);
    const created = await create({
      title: 'Moving session',
      sessionDate: '2027-09-13',
      startTime: '06:00',
      endTime: '06:45',
      venueId: first.id,
    });
    await ctx.db.updateTable('sessions').set({ room: 'G.01' }).where('id', '=', created.id).execute();
    events.length = 0;
    const response = await call('PATCH', `/api/admin/sessions/${created.id}`, {
      version: created.version,
      sessionDate: '2027-09-14',
      startTime: '06:15',
      endTime: '07:00',
      venueId: second.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      day: 'Tuesday',
      sessionDate: '2027-09-14',
      startTime: '06:15',
      endTime: '07:00',
      venueId: second.id,
      location: second.name,
      building: second.building,
      // The old room number belonged to the old venue.
      room: null,
      version: created.version + 1,
    });
    await vi.waitFor(() => expect(events).toContainEqual(sessionEvent(created.id, 'updated')));
    expect(await auditActions(created.id)).toEqual(['session.create', 'session.update']);
  });

  it('checks the end against the stored start, and clears the place with a free-text location', async () => {
    const created = await create({ title: 'Checked move', startTime: '12:00', endTime: '13:00', venueId: venue(1).id });
    const early = await call('PATCH', `/api/admin/sessions/${created.id}`, { version: 1, endTime: '11:00' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('End time must be after the start time (12:00)');
    const foyer = await call('PATCH', `/api/admin/sessions/${created.id}`, { version: 1, location: 'Main foyer' });
    expect(foyer.json()).toMatchObject({ location: 'Main foyer', venueId: null, building: null, room: null });
    const tba = await call('PATCH', `/api/admin/sessions/${created.id}`, {
      version: 2,
      venueId: null,
      sessionDate: '',
      startTime: '',
      endTime: '',
    });
    expect(tba.json()).toMatchObject({ location: null, sessionDate: null, startTime: null, endTime: null, version: 3 });
  });

  it('a save that changes nothing keeps the version and records no change', async () => {
    const created = await create({ title: 'Unchanged', startTime: '12:00' });
    events.length = 0;
    const response = await call('PATCH', `/api/admin/sessions/${created.id}`, {
      version: 1,
      title: 'Unchanged',
      startTime: '12:00',
    });
    expect(response.json()).toMatchObject({ version: 1 });
    expect(await auditActions(created.id)).toEqual(['session.create']);
  });

  it('answers 409 to an edit from an older version, whichever field it touches', async () => {
    const created = await create({ title: 'Raced', startTime: '12:00' });
    expect(
      (await call('PATCH', `/api/admin/sessions/${created.id}`, { version: 1, startTime: '12:30' })).statusCode,
    ).toBe(200);
    const late = await call('PATCH', `/api/admin/sessions/${created.id}`, { version: 1, venueId: venue(2).id });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('STALE_VERSION');
  });
});

describe('POST /api/admin/sessions/:id/reinstate', () => {
  it('brings a cancelled session back, clears its notes, announces it, audits and publishes', async () => {
    const created = await create({
      title: 'Back again',
      sessionDate: '2027-09-14',
      startTime: '12:15',
      venueId: venue(0).id,
    });
    const cancelled = await call('POST', `/api/admin/sessions/${created.id}/cancel`, { reason: 'Flu', version: 1 });
    expect(cancelled.statusCode).toBe(200);
    events.length = 0;
    const response = await call('POST', `/api/admin/sessions/${created.id}/reinstate`, { version: 2 });
    expect(response.statusCode).toBe(200);
    const body = response.json<SessionReinstateResult>();
    expect(body.session).toMatchObject({ status: 'active', cancellationNotes: null, version: 3 });
    expect(body.announcement).toMatchObject({
      title: 'Session Reinstated: Back again',
      summary: 'Session "Back again" is no longer cancelled',
      content: `The session "Back again" is no longer cancelled. It takes place on Tuesday 14 September 2027 at 12:15 in ${venue(0).name}.`,
    });
    // Under Schedule with a link to the session, as the cancellation was (issue 27).
    const stored = await ctx.db
      .selectFrom('announcements')
      .selectAll()
      .where('id', '=', body.announcement.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ category: 'schedule', actionUrl: `/session/${created.id}` });
    expect(await auditActions(created.id)).toEqual(['session.create', 'session.cancel', 'session.reinstate']);
    await vi.waitFor(() => expect(events).toContainEqual(sessionEvent(created.id, 'reinstated')));
    const publicSession = (await call('GET', `/api/sessions/${created.id}`, undefined, '')).json();
    expect(publicSession).toMatchObject({ status: 'active', cancellationNotes: null });
  });

  it('answers 409 for a session that is not cancelled or a stale version, 404 for none, 403 for attendees', async () => {
    const created = await create({ title: 'Never cancelled' });
    const active = await call('POST', `/api/admin/sessions/${created.id}/reinstate`, { version: 1 });
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe('This session is not cancelled, so there is nothing to reinstate.');
    await call('POST', `/api/admin/sessions/${created.id}/cancel`, { version: 1 });
    const stale = await call('POST', `/api/admin/sessions/${created.id}/reinstate`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      statusCode: 409,
      code: 'STALE_VERSION',
      message:
        'This session was changed by someone else since you opened it, so it was not reinstated. ' +
        'Reload to see their changes, then reinstate it again if you still want to.',
    });
    expect((await call('POST', '/api/admin/sessions/999999/reinstate', { version: 1 })).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/admin/sessions/${created.id}/reinstate`, { version: 2 }, attendee)).statusCode,
    ).toBe(403);
    const row = await ctx.db
      .selectFrom('sessions')
      .select(['status', 'version'])
      .where('id', '=', created.id)
      .executeTakeFirst();
    expect(row).toEqual({ status: 'cancelled', version: 2 });
    expect(await auditActions(created.id)).toEqual(['session.create', 'session.cancel']);
  });

  it('refuses a reinstate without the version with 400 naming it, changing nothing', async () => {
    const created = await create({ title: 'Reinstated blind' });
    await call('POST', `/api/admin/sessions/${created.id}/cancel`, { version: 1 });
    for (const payload of [{}, { saveAnyway: { reason: 'Room is free' } }, undefined]) {
      const refused = await call('POST', `/api/admin/sessions/${created.id}/reinstate`, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Version is required' });
    }
    const row = await ctx.db.selectFrom('sessions').select('status').where('id', '=', created.id).executeTakeFirst();
    expect(row?.status).toBe('cancelled');
  });
});

describe('GET /api/admin/sessions/:id/delete-impact', () => {
  it('counts the bookmarks and presenter links a delete removes, and the questions it unlinks', async () => {
    const created = await create({ title: 'Well loved' });
    await ctx.db.insertInto('bookmarks').values({ sessionId: created.id, userId: ctx.attendeeId }).execute();
    await ctx.db
      .insertInto('presenterUrls')
      .values({
        sessionId: created.id,
        presenterName: 'Pat',
        presenterEmail: 'pat@example.test',
        url: 'https://example.test/slides',
      })
      .execute();
    const response = await call('GET', `/api/admin/sessions/${created.id}/delete-impact`);
    expect(response.statusCode).toBe(200);
    expect(response.json<SessionDeleteImpact>()).toEqual({ bookmarks: 1, presenterLinks: 1, questions: 0 });
    expect((await call('GET', '/api/admin/sessions/999999/delete-impact')).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/sessions/${created.id}/delete-impact`, undefined, attendee)).statusCode).toBe(
      403,
    );
  });
});
