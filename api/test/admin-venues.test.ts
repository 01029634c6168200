/**
 * The venue editor's routes (issue 21): list, create, edit with a version, delete that says how many sessions use
 * the venue; a rename reaches the sessions in it and is published to attendees; every change is audited.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminSession, AdminVenue, AdminVenueList, Session } from '../src/contract/index';
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
function call(method: Method, url: string, payload?: unknown, cookie: string | null = admin) {
  return ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const ACCESS = {
  stepFreeRoute: 'Level path from Central Square.',
  lifts: 'No lift needed: ground floor.',
  toilets: 'Accessible toilet by the door.',
  hearingLoop: 'Portable loop on request.',
  quietSpace: 'The reading room next door.',
};

async function listVenues(): Promise<AdminVenue[]> {
  const response = await call('GET', '/api/admin/venues');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminVenueList>().venues;
}

async function create(fields: Record<string, unknown>): Promise<AdminVenue> {
  const response = await call('POST', '/api/admin/venues', { building: 'Meridian House', ...ACCESS, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminVenue>();
}

async function auditActions(entity: string, entityId: number) {
  const rows = await ctx.db
    .selectFrom('auditLog')
    .select(['action', 'before', 'after'])
    .where('entity', '=', entity)
    .where('entityId', '=', String(entityId))
    .orderBy('id')
    .execute();
  return rows;
}

describe('who may use the venue editor', () => {
  it('answers 401 to anyone signed out and 403 to an attendee, and changes nothing', async () => {
    const before = await listVenues();
    for (const cookie of [null, attendee]) {
      const expected = cookie === null ? 401 : 403;
      expect((await call('GET', '/api/admin/venues', undefined, cookie)).statusCode).toBe(expected);
      expect(
        (await call('POST', '/api/admin/venues', { name: 'X', building: 'Y', ...ACCESS }, cookie)).statusCode,
      ).toBe(expected);
      expect(
        (await call('PATCH', `/api/admin/venues/${before[0]?.id}`, { version: 1, name: 'X' }, cookie)).statusCode,
      ).toBe(expected);
      expect((await call('DELETE', `/api/admin/venues/${before[0]?.id}?version=1`, undefined, cookie)).statusCode).toBe(
        expected,
      );
    }
    expect(await listVenues()).toEqual(before);
  });
});

describe('GET /api/admin/venues', () => {
  it('lists every venue in display order with its version and how many sessions use it', async () => {
    const venues = await listVenues();
    const hall = venues.find((v) => v.slug === 'linden-hall');
    expect(hall).toMatchObject({ name: 'Linden Hall', building: 'Linden Building', version: 1 });
    const stored = await ctx.db
      .selectFrom('sessions')
      .select(ctx.db.fn.countAll<string>().as('n'))
      .where('venueId', '=', hall?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(hall?.sessionCount).toBe(Number(stored.n));
    expect(hall?.sessionCount).toBeGreaterThan(0);
  });
});

describe('POST /api/admin/venues', () => {
  it('creates a venue with a slug made from its name, public at once, audited', async () => {
    const venue = await create({
      name: '  Lakeside Pavilion ',
      description: 'A glass pavilion.',
      capacity: 40,
      facilities: ['Screen', ' ', 'Screen', 'Loop'],
      location: 'By the lake',
      sortOrder: 50,
    });
    expect(venue).toMatchObject({
      name: 'Lakeside Pavilion',
      slug: 'lakeside-pavilion',
      capacity: 40,
      facilities: ['Screen', 'Loop'],
      version: 1,
      sessionCount: 0,
      ...ACCESS,
    });
    const publicList = (await call('GET', '/api/venues', undefined, null)).json<{ venues: { slug: string }[] }>();
    expect(publicList.venues.map((v) => v.slug)).toContain('lakeside-pavilion');
    const audit = await auditActions('venue', venue.id);
    expect(audit.map((row) => row.action)).toEqual(['venue.create']);
    expect(audit[0]?.after).toMatchObject({ name: 'Lakeside Pavilion' });
  });

  it('refuses blank access details, unknown fields, wrong types and a name already used, saying what to do', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ name: 'Room A', building: 'B', ...ACCESS, lifts: '   ' }, 400, /Lifts is required/],
      [{ name: 'Room A', building: 'B', ...ACCESS, quietSpace: undefined }, 400, /Quiet space is required/],
      [{ name: 'Room A', building: 'B', ...ACCESS, capacity: -1 }, 400, /capacity/i],
      [{ name: 'Room A', building: 'B', ...ACCESS, capacity: '12' }, 400, /capacity/i],
      [{ name: 'Room A', building: 'B', ...ACCESS, slug: 'mine' }, 400, /"slug" is not a venue field/],
      [{ name: 'Room A', building: 'B', ...ACCESS, facilities: 'Screen' }, 400, /facilities/i],
      [{ name: 'linden hall', building: 'B', ...ACCESS }, 409, /already called "linden hall"/],
    ];
    for (const [body, status, message] of cases) {
      const response = await call('POST', '/api/admin/venues', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toMatch(message);
    }
  });
});

describe('PATCH /api/admin/venues/:id', () => {
  it('saves access details with the version, and refuses an edit from an older version (409)', async () => {
    const venue = await create({ name: 'Access Lab' });
    const saved = await call('PATCH', `/api/admin/venues/${venue.id}`, {
      version: 1,
      hearingLoop: 'Fixed loop over the whole room.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      venue: { hearingLoop: 'Fixed loop over the whole room.', version: 2 },
      sessionsUpdated: 0,
    });
    const stale = await call('PATCH', `/api/admin/venues/${venue.id}`, { version: 1, hearingLoop: 'Old' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', message: expect.stringMatching(/Reload/) });
    const audit = await auditActions('venue', venue.id);
    expect(audit.map((row) => row.action)).toEqual(['venue.create', 'venue.update']);
    expect(audit[1]?.before).toMatchObject({ hearingLoop: 'Portable loop on request.', version: 1 });
    expect(audit[1]?.after).toMatchObject({ hearingLoop: 'Fixed loop over the whole room.', version: 2 });
  });

  it('answers 404 for a venue that does not exist and 400 for a bad id or a blank name', async () => {
    expect((await call('PATCH', '/api/admin/venues/999999', { version: 1, name: 'X' })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/venues/abc', { version: 1, name: 'X' })).statusCode).toBe(400);
    const hall = (await listVenues()).find((v) => v.slug === 'linden-hall');
    const blank = await call('PATCH', `/api/admin/venues/${hall?.id}`, { version: 1, name: ' ' });
    expect(blank.statusCode, blank.body).toBe(400);
    expect(blank.json().message).toBe('Name is required');
    const unversioned = await call('PATCH', `/api/admin/venues/${hall?.id}`, { name: 'No version' });
    expect(unversioned.statusCode, unversioned.body).toBe(400);
  });

  it('copies a new name and building to the sessions in the venue, bumps and audits them, and tells attendees', async () => {
    const venue = await create({ name: 'Pod 1' });
    const made = await call('POST', '/api/admin/sessions', { title: 'Pod talk', venueId: venue.id });
    const session = made.json<AdminSession>();
    events.length = 0;
    const response = await call('PATCH', `/api/admin/venues/${venue.id}`, {
      version: 1,
      name: 'Pod One',
      building: 'Kestrel Building',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ sessionsUpdated: 1, venue: { sessionCount: 1, slug: 'pod-1' } });

    const seen = (await call('GET', `/api/sessions/${session.id}`, undefined, null)).json<Session>();
    expect(seen).toMatchObject({ location: 'Pod One', building: 'Kestrel Building', venueId: venue.id });
    const stored = await ctx.db
      .selectFrom('sessions')
      .select('version')
      .where('id', '=', session.id)
      .executeTakeFirst();
    expect(stored?.version).toBe(session.version + 1);
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        topic: 'sessions',
        type: 'session.updated',
        data: { sessionIds: [session.id], change: 'updated' },
      }),
    );
    const sessionAudit = await auditActions('session', session.id);
    expect(sessionAudit.at(-1)).toMatchObject({
      action: 'session.update',
      before: { location: 'Pod 1', building: 'Meridian House' },
      after: { location: 'Pod One', building: 'Kestrel Building' },
    });
  });
});

describe('DELETE /api/admin/venues/:id', () => {
  it('refuses while sessions use the venue, saying how many, then detaches them when asked', async () => {
    const venue = await create({ name: 'Pod 2' });
    const ids: number[] = [];
    for (const title of ['First pod talk', 'Second pod talk']) {
      ids.push((await call('POST', '/api/admin/sessions', { title, venueId: venue.id })).json<AdminSession>().id);
    }
    const refused = await call('DELETE', `/api/admin/venues/${venue.id}?version=1`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'VENUE_IN_USE',
      message: expect.stringMatching(/^2 sessions are in Pod 2\. Move them to another room first/),
    });
    expect((await listVenues()).some((v) => v.id === venue.id)).toBe(true);

    expect((await call('DELETE', `/api/admin/venues/${venue.id}?version=7&detach=true`)).statusCode).toBe(409);
    events.length = 0;
    const deleted = await call('DELETE', `/api/admin/venues/${venue.id}?version=1&detach=true`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ sessionsDetached: 2 });
    expect((await listVenues()).some((v) => v.id === venue.id)).toBe(false);
    const seen = (await call('GET', `/api/sessions/${ids[0]}`, undefined, null)).json<Session>();
    expect(seen).toMatchObject({ venueId: null, location: 'Pod 2' });
    await vi.waitFor(() => expect(events.map((e) => e.data)).toContainEqual({ sessionIds: ids, change: 'updated' }));
    expect((await auditActions('venue', venue.id)).map((row) => row.action)).toEqual(['venue.create', 'venue.delete']);
  });

  it('deletes an unused venue, and needs the version', async () => {
    const venue = await create({ name: 'Pod 3' });
    expect((await call('DELETE', `/api/admin/venues/${venue.id}`)).statusCode).toBe(400);
    const deleted = await call('DELETE', `/api/admin/venues/${venue.id}?version=1`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ sessionsDetached: 0 });
    expect((await call('DELETE', `/api/admin/venues/${venue.id}?version=1`)).statusCode).toBe(404);
  });
});
