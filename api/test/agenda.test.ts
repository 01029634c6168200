/**
 * My Agenda API: the agenda with change flags, the agenda .ics, and the private calendar feed
 * (token creation, rotation, no cookie, cancellations, 404 for unknown tokens).
 */
import type { Agenda, AgendaFeed } from '@cc/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewSession } from '../src/db/types';
import { CookieJar } from './helpers/cookie-jar';
import { ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

async function call(jar: CookieJar, method: Method, url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method, url, headers: { cookie: jar.header(), ...headers } });
  jar.update(response);
  return response;
}

let counter = 0;
/** A session of this test's own, so nothing here depends on the seed's details. */
async function createSession(values: Partial<NewSession> = {}): Promise<number> {
  counter += 1;
  const row = await ctx.db
    .insertInto('sessions')
    .values({
      title: `Agenda test session ${counter}`,
      sessionNumber: `AT${counter}`,
      presenters: ['Ann Example', 'Bo Sample'],
      location: 'Rowan Auditorium',
      building: 'Rowan Centre',
      room: 'G.01',
      sessionDate: '2027-09-13',
      startTime: '10:00',
      endTime: '10:45',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function updateSession(id: number, values: Record<string, unknown>) {
  await ctx.db
    .updateTable('sessions')
    .set({ ...values, updatedAt: sql<Date>`now() + interval '1 second'` })
    .where('id', '=', id)
    .execute();
}

async function agenda(jar: CookieJar): Promise<Agenda> {
  const response = await call(jar, 'GET', '/api/agenda');
  expect(response.statusCode).toBe(200);
  return response.json() as Agenda;
}

/** Unfolded iCalendar content lines. */
function icsLines(body: string): string[] {
  return body.replace(/\r\n[ \t]/g, '').split('\r\n');
}

function events(body: string): string[][] {
  const lines = icsLines(body);
  const result: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current) {
      result.push(current);
      current = null;
    } else current?.push(line);
  }
  return result;
}

describe('GET /api/agenda', () => {
  it('is empty for a new visitor', async () => {
    expect(await agenda(new CookieJar())).toEqual({ entries: [] });
  });

  it('lists bookmarked sessions by date and start time (TBA last) with nothing changed', async () => {
    const jar = new CookieJar();
    const tuesday = await createSession({ sessionDate: '2027-09-14', startTime: '09:00', endTime: '10:00' });
    const tba = await createSession({ sessionDate: null, startTime: null, endTime: null });
    const mondayLate = await createSession({ startTime: '15:00', endTime: null });
    const mondayEarly = await createSession({ startTime: '09:30' });
    for (const id of [tuesday, tba, mondayLate, mondayEarly]) {
      expect((await call(jar, 'PUT', `/api/bookmarks/${id}`)).statusCode).toBe(200);
    }
    const { entries } = await agenda(jar);
    expect(entries.map((e) => e.session.id)).toEqual([mondayEarly, mondayLate, tuesday, tba]);
    const first = entries[0]!;
    expect(first.changes).toEqual({ cancelled: false, timeChanged: false, roomChanged: false });
    expect(Number.isNaN(Date.parse(first.bookmarkedAt))).toBe(false);
    expect(first.session).toMatchObject({
      id: mondayEarly,
      sessionDate: '2027-09-13',
      day: 'Monday',
      startTime: '09:30',
      endTime: '10:45',
      speaker: 'Ann Example; Bo Sample',
      building: 'Rowan Centre',
      status: 'active',
    });
  });

  it('flags a session cancelled, moved in time or moved to another room since it was added', async () => {
    const jar = new CookieJar();
    const cancelled = await createSession({ startTime: '11:00', endTime: '11:45' });
    const retimed = await createSession({ startTime: '12:00', endTime: '12:45' });
    const moved = await createSession({ startTime: '13:00', endTime: '13:45' });
    const untouched = await createSession({ startTime: '14:00', endTime: '14:45' });
    for (const id of [cancelled, retimed, moved, untouched]) await call(jar, 'PUT', `/api/bookmarks/${id}`);

    await updateSession(cancelled, { status: 'cancelled', cancellationNotes: 'Presenter unwell.' });
    await updateSession(retimed, { startTime: '12:30', endTime: '13:15' });
    await updateSession(moved, { location: 'Kestrel Lecture Theatre', building: 'Kestrel Building', room: 'G.03' });
    // A change that is neither time nor place (the title) is not flagged.
    await updateSession(untouched, { title: 'Agenda test session, retitled' });

    const byId = new Map((await agenda(jar)).entries.map((e) => [e.session.id, e]));
    expect(byId.get(cancelled)?.changes).toEqual({ cancelled: true, timeChanged: false, roomChanged: false });
    expect(byId.get(cancelled)?.session).toMatchObject({ status: 'cancelled', cancellationNotes: 'Presenter unwell.' });
    // From what to what: the agenda gives the time and place the attendee saw when adding the session.
    expect(byId.get(retimed)?.changes).toEqual({
      cancelled: false,
      timeChanged: true,
      roomChanged: false,
      timeBefore: { sessionDate: '2027-09-13', startTime: '12:00', endTime: '12:45' },
    });
    expect(byId.get(retimed)?.session.startTime).toBe('12:30');
    expect(byId.get(moved)?.changes).toEqual({
      cancelled: false,
      timeChanged: false,
      roomChanged: true,
      placeBefore: { location: 'Rowan Auditorium', building: 'Rowan Centre', room: 'G.01' },
    });
    expect(byId.get(moved)?.session).toMatchObject({ location: 'Kestrel Lecture Theatre', room: 'G.03' });
    expect(byId.get(untouched)?.changes).toEqual({ cancelled: false, timeChanged: false, roomChanged: false });

    // Another visitor who adds the sessions now sees them as they are: nothing has changed for them.
    const later = new CookieJar();
    for (const id of [cancelled, retimed, moved]) await call(later, 'PUT', `/api/bookmarks/${id}`);
    for (const entry of (await agenda(later)).entries) {
      expect(entry.changes).toEqual({ cancelled: false, timeChanged: false, roomChanged: false });
    }
  });

  it('flags a change of date and a session put back at its old time as unchanged', async () => {
    const jar = new CookieJar();
    const id = await createSession({ startTime: '16:00', endTime: '16:45' });
    await call(jar, 'PUT', `/api/bookmarks/${id}`);
    await updateSession(id, { sessionDate: '2027-09-14' });
    expect((await agenda(jar)).entries[0]?.changes).toMatchObject({
      timeChanged: true,
      timeBefore: { sessionDate: '2027-09-13', startTime: '16:00', endTime: '16:45' },
    });
    await updateSession(id, { sessionDate: '2027-09-13' });
    expect((await agenda(jar)).entries[0]?.changes.timeChanged).toBe(false);
  });

  it('does not claim a change for a bookmark without a snapshot', async () => {
    const jar = new CookieJar();
    await call(jar, 'GET', '/api/me');
    const visitorId = jar.get('cc_visitor')!.split('.')[0]!;
    // The row is made when a visitor first stores something; this test stores by hand.
    await ctx.db.insertInto('visitors').values({ id: visitorId }).execute();
    const id = await createSession({ status: 'cancelled' });
    await ctx.db.insertInto('bookmarks').values({ sessionId: id, visitorId, userId: null }).execute();
    const { entries } = await agenda(jar);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.changes).toEqual({ cancelled: false, timeChanged: false, roomChanged: false });
  });

  it("keeps the first snapshot when a session is bookmarked again, and shows only the caller's agenda", async () => {
    const alice = new CookieJar();
    const bob = new CookieJar();
    const id = await createSession({ startTime: '17:00', endTime: '17:30' });
    await call(alice, 'PUT', `/api/bookmarks/${id}`);
    await updateSession(id, { startTime: '17:15', endTime: '17:45' });
    await call(alice, 'PUT', `/api/bookmarks/${id}`); // idempotent: still flagged
    expect((await agenda(alice)).entries[0]?.changes.timeChanged).toBe(true);
    expect((await agenda(bob)).entries).toEqual([]);
  });

  it("is the account's agenda when signed in, with the visitor's bookmarks merged at sign-in", async () => {
    const jar = new CookieJar();
    const id = await createSession({ startTime: '08:30', endTime: '09:00' });
    await call(jar, 'PUT', `/api/bookmarks/${id}`);
    jar.set('cc_session', await signIn(ctx.app, ATTENDEE, { cookie: jar.header() }));
    const { entries } = await agenda(jar);
    expect(entries.map((e) => e.session.id)).toContain(id);
    const fresh = new CookieJar();
    fresh.set('cc_session', jar.get('cc_session')!);
    expect((await agenda(fresh)).entries.map((e) => e.session.id)).toContain(id);
  });
});

describe('GET /api/agenda/my-agenda.ics', () => {
  it('downloads the whole agenda as iCalendar, cancelled sessions marked', async () => {
    const jar = new CookieJar();
    const on = await createSession({ title: 'Calendar session on', startTime: '10:00', endTime: '10:45' });
    const off = await createSession({ title: 'Calendar session off', startTime: '11:00', endTime: '11:45' });
    const tba = await createSession({ title: 'Calendar session TBA', startTime: null, endTime: null });
    for (const id of [on, off, tba]) await call(jar, 'PUT', `/api/bookmarks/${id}`);
    await updateSession(off, { status: 'cancelled' });

    const response = await call(jar, 'GET', '/api/agenda/my-agenda.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-agenda.ics"');
    expect(response.headers.etag).toBeTruthy();
    const lines = icsLines(response.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('X-WR-CALNAME:My Agenda – Talking Together 2027');
    const found = events(response.body);
    // The TBA session cannot be placed in a calendar.
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('SUMMARY:Calendar session on');
    expect(found[0]).toContain('DTSTART:20270913T090000Z'); // 10:00 British Summer Time
    expect(found[0]).toContain('STATUS:CONFIRMED');
    expect(found[0]).toContain(`URL:http://localhost:80/session/${on}`);
    expect(found[1]).toContain('SUMMARY:Calendar session off (CANCELLED)');
    expect(found[1]).toContain('STATUS:CANCELLED');
  });
});

describe('calendar feed', () => {
  async function feedToken(jar: CookieJar): Promise<AgendaFeed> {
    const response = await call(jar, 'GET', '/api/agenda/feed-token');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json() as AgendaFeed;
  }

  function feed(token: string, headers: Record<string, string> = {}) {
    return ctx.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics`, headers });
  }

  it('creates a random token on first use and returns the same one after', async () => {
    const jar = new CookieJar();
    const first = await feedToken(jar);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.feedUrl).toBe(`http://localhost:80/api/calendar/${first.token}.ics`);
    expect(first.webcalUrl).toBe(`webcal://localhost:80/api/calendar/${first.token}.ics`);
    expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false);
    expect((await feedToken(jar)).token).toBe(first.token);
    // Another visitor gets another token.
    const other = await feedToken(new CookieJar());
    expect(other.token).not.toBe(first.token);
  });

  it('builds the address from the forwarded protocol and host behind a trusted proxy', async () => {
    const app = await ctx.buildAnotherApp({ config: { ...ctx.config, trustProxy: 1 } });
    const response = await app.inject({
      method: 'GET',
      url: '/api/agenda/feed-token',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'companion.example' },
    });
    const body = response.json() as AgendaFeed;
    expect(body.feedUrl).toBe(`https://companion.example/api/calendar/${body.token}.ics`);
    expect(body.webcalUrl).toBe(`webcal://companion.example/api/calendar/${body.token}.ics`);
  });

  it('serves the current agenda without a cookie and follows a later cancellation', async () => {
    const jar = new CookieJar();
    const id = await createSession({ title: 'Feed session', startTime: '15:00', endTime: '15:45' });
    await call(jar, 'PUT', `/api/bookmarks/${id}`);
    const { token } = await feedToken(jar);

    const before = await feed(token);
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(before.headers['set-cookie']).toBeUndefined();
    expect(before.headers['cache-control']).toBe('private, no-cache');
    expect(before.headers['referrer-policy']).toBe('no-referrer');
    const lines = icsLines(before.body);
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M');
    expect(events(before.body)).toHaveLength(1);
    expect(events(before.body)[0]).toContain('STATUS:CONFIRMED');

    // Unchanged: the same ETag, and 304 for a client that has it.
    const etag = before.headers.etag as string;
    expect((await feed(token)).headers.etag).toBe(etag);
    const notModified = await feed(token, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    await updateSession(id, { status: 'cancelled', cancellationNotes: 'Room flooded.' });
    const after = await feed(token, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const [event] = events(after.body);
    expect(event).toContain('STATUS:CANCELLED');
    expect(event).toContain('SUMMARY:Feed session (CANCELLED)');
    expect(event?.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Room flooded.');

    // Added and removed sessions show up too.
    const second = await createSession({ title: 'Feed session two', startTime: '16:00' });
    await call(jar, 'PUT', `/api/bookmarks/${second}`);
    expect(events((await feed(token)).body)).toHaveLength(2);
    await call(jar, 'DELETE', `/api/bookmarks/${id}`);
    const remaining = events((await feed(token)).body);
    expect(remaining).toHaveLength(1);
    expect(remaining[0]).toContain('SUMMARY:Feed session two');
  });

  it('rotation replaces the token: the old address answers 404, the new one works', async () => {
    const jar = new CookieJar();
    const id = await createSession({ title: 'Rotated feed session' });
    await call(jar, 'PUT', `/api/bookmarks/${id}`);
    const old = await feedToken(jar);
    const rotated = await call(jar, 'POST', '/api/agenda/feed-token/rotate');
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json() as AgendaFeed;
    expect(fresh.token).not.toBe(old.token);
    expect(fresh.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await feedToken(jar)).token).toBe(fresh.token);
    expect((await feed(old.token)).statusCode).toBe(404);
    const current = await feed(fresh.token);
    expect(current.statusCode).toBe(200);
    expect(current.body).toContain('SUMMARY:Rotated feed session');
  });

  it('rotation creates a token when there was none, and refuses a cross-site request', async () => {
    const jar = new CookieJar();
    const created = await call(jar, 'POST', '/api/agenda/feed-token/rotate');
    expect(created.statusCode).toBe(200);
    expect((await feedToken(jar)).token).toBe((created.json() as AgendaFeed).token);
    const crossSite = await call(jar, 'POST', '/api/agenda/feed-token/rotate', { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect((await feedToken(jar)).token).toBe((created.json() as AgendaFeed).token);
  });

  it('answers 404 with the error shape for an unknown token, and 400 for an absurd one', async () => {
    const unknown = await feed('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'CALENDAR_FEED_NOT_FOUND' });
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect((await feed('x'.repeat(500))).statusCode).toBe(400);
    // Without the .ics suffix the address is not a feed.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/calendar/abc' })).statusCode).toBe(404);
  });

  it("stops the visitor's address at sign-in: the bookmarks move to the account, which has an address of its own", async () => {
    const jar = new CookieJar();
    const id = await createSession({ title: 'Signed-in feed session' });
    await call(jar, 'PUT', `/api/bookmarks/${id}`);
    const { token } = await feedToken(jar);
    jar.set('cc_session', await signIn(ctx.app, ATTENDEE, { cookie: jar.header() }));
    // Issue 17: on a shared browser the visitor's address may have been taken by someone else before signing
    // in; it must never show the account's agenda.
    expect((await feed(token)).statusCode).toBe(404);
    const own = await feedToken(jar);
    expect(own.token).not.toBe(token);
    expect((await feed(own.token)).body).toContain('SUMMARY:Signed-in feed session');
  });
});
