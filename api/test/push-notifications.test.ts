/**
 * Web Push (issue 29): the API sends real encrypted pushes to a push service on 127.0.0.1, which decrypts them
 * with the browser's keys; reminders are jobs on the durable queue (ADR 005) that follow a moved session, are
 * dropped by a cancellation, and are sent once with two instances and across a restart. Time is moved by the test.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSession, PushPreferences } from '../src/contract/index';
import { jobByKey } from '../src/modules/jobs/job-queue';
import { checkEndpoint } from '../src/modules/push/push-endpoint';
import { reminderKey } from '../src/modules/push/push-planner';
import { CookieJar } from './helpers/cookie-jar';
import { browserSubscription, startPushService, type TestPushService, verifyVapid } from './helpers/push-service';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let service: TestPushService;
let admin: string;
let clock: Date;
let room: { id: number; name: string; building: string };
let otherBuildingRoom: { id: number; name: string; building: string };

// 14 September 2027 is in British Summer Time: 10:00 in London is 09:00 UTC.
const utc = (time: string) => new Date(`2027-09-14T${time}:00Z`);

beforeAll(async () => {
  service = await startPushService();
  ctx = await setupTestApp({ jobs: { now: () => clock }, push: { allowLocalEndpoints: true } });
  admin = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  const venues = (await ctx.app.inject({ method: 'GET', url: '/api/venues' })).json().venues as (typeof room)[];
  room = venues.find((venue) => venue.building === 'Rowan Centre') ?? (venues[0] as typeof room);
  otherBuildingRoom = venues.find((venue) => venue.building === 'Meridian House') ?? (venues[1] as typeof room);
});
afterAll(async () => {
  await ctx?.close();
  await service?.close();
});
beforeEach(async () => {
  clock = utc('07:00');
  service.received.length = 0;
  service.answers.length = 0;
  await ctx.db.deleteFrom('jobs').execute();
});

const PREFERENCES: PushPreferences = {
  remindMinutes: 10,
  changes: true,
  urgent: true,
  quietHours: null,
  vibrate: true,
};

const OVER_THE_PROGRAMME = { reason: 'A test session in a room the seeded programme uses' };

async function createSession(title: string, startTime: string, endTime: string, venueId = room.id) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/sessions',
    headers: { cookie: admin },
    // Test sessions stand over the seeded programme's: the room clash is acknowledged, as an organiser would.
    payload: { title, sessionDate: '2027-09-14', startTime, endTime, venueId, saveAnyway: OVER_THE_PROGRAMME },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminSession>();
}

async function editSession(session: AdminSession, fields: Record<string, unknown>): Promise<AdminSession> {
  const current = (
    await ctx.db.selectFrom('sessions').select('version').where('id', '=', session.id).executeTakeFirstOrThrow()
  ).version;
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/sessions/${session.id}`,
    headers: { cookie: admin },
    payload: { version: current, ...fields, saveAnyway: OVER_THE_PROGRAMME },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminSession>();
}

/** A visitor's browser: its cookies and its push subscription. */
function visitor(name: string) {
  const jar = new CookieJar();
  const browser = browserSubscription(service, name);
  const call = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
    const response = await ctx.app.inject({
      method,
      url,
      headers: { cookie: jar.header() },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    jar.update(response);
    return response;
  };
  return {
    jar,
    browser,
    call,
    async bookmark(sessionId: number) {
      expect((await call('PUT', `/api/bookmarks/${sessionId}`)).statusCode).toBe(200);
    },
    async subscribe(preferences: Partial<PushPreferences> = {}) {
      const response = await call('PUT', '/api/push/subscription', {
        endpoint: browser.endpoint,
        keys: browser.keys,
        preferences: { ...PREFERENCES, ...preferences },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    },
  };
}

async function runAt(time: string) {
  clock = utc(time);
  return ctx.app.jobs.runDue();
}

describe('a reminder before an agenda session', () => {
  it('arrives as a real encrypted push that the browser decrypts, with the title, place and "Leave by"', async () => {
    const first = await createSession('Eye gaze in the classroom', '09:00', '09:45', otherBuildingRoom.id);
    const session = await createSession('Core vocabulary for every day', '10:00', '11:00');
    const person = visitor('reminder');
    await person.bookmark(first.id);
    await person.bookmark(session.id);
    await person.subscribe({ remindMinutes: 10 });

    await runAt('08:49'); // 09:49 in London: eleven minutes before
    expect(person.browser.messages().filter((m) => m.url === `/session/${session.id}`)).toEqual([]);
    await runAt('08:50');
    const messages = person.browser.messages().filter((m) => m.url === `/session/${session.id}`);
    expect(messages).toHaveLength(1);
    // The walk from Meridian House (the session before it) to the Rowan Centre is 7 minutes: leave by 09:53.
    expect(messages[0]).toEqual({
      kind: 'reminder',
      title: 'Starts in 10 minutes: Core vocabulary for every day',
      body: `At 10:00 in ${room.name}. Leave by 09:53.`,
      url: `/session/${session.id}`,
      tag: `reminder-${session.id}`,
      vibrate: true,
      silent: false,
    });

    const [push] = person.browser.received().slice(-1);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    const key = (await ctx.app.inject({ method: 'GET', url: '/api/push' })).json().publicKey;
    expect(verifyVapid(push as NonNullable<typeof push>, service.origin)).toBe(key);

    await runAt('08:55');
    expect(person.browser.messages().filter((m) => m.url === `/session/${session.id}`)).toHaveLength(1);
  });

  it('is planned again when the session moves, and only at its new time', async () => {
    const session = await createSession('Partner-assisted scanning', '11:00', '11:45');
    const person = visitor('moved');
    await person.bookmark(session.id);
    await person.subscribe({ remindMinutes: 15, changes: false });
    const subscriptionId = await subscriptionIdOf(person.browser.endpoint);
    expect((await jobByKey(ctx.db, reminderKey(subscriptionId, session.id)))?.runAt).toEqual(utc('09:45'));

    await editSession(session, { startTime: '12:00', endTime: '12:45' });
    expect((await jobByKey(ctx.db, reminderKey(subscriptionId, session.id)))?.runAt).toEqual(utc('10:45'));
    await runAt('09:45');
    expect(person.browser.messages()).toEqual([]);
    await runAt('10:45');
    expect(person.browser.messages().map((m) => m.title)).toEqual(['Starts in 15 minutes: Partner-assisted scanning']);
  });

  it('is dropped when the session is cancelled, and the cancellation is pushed instead', async () => {
    const session = await createSession('Literacy for all', '13:00', '13:45');
    const person = visitor('cancelled');
    await person.bookmark(session.id);
    await person.subscribe({ remindMinutes: 5, changes: true });
    const subscriptionId = await subscriptionIdOf(person.browser.endpoint);

    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/sessions/${session.id}/cancel`,
      headers: { cookie: admin },
      payload: { reason: 'Speaker unwell', version: session.version },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await jobByKey(ctx.db, reminderKey(subscriptionId, session.id)))?.state).toBe('cancelled');

    await runAt('07:01');
    expect(person.browser.messages()).toEqual([
      expect.objectContaining({
        kind: 'change',
        title: 'Cancelled: Literacy for all',
        body: 'This session in your agenda has been cancelled.',
        url: `/session/${session.id}`,
      }),
    ]);
    await runAt('11:55');
    expect(person.browser.messages()).toHaveLength(1);
  });

  it('is dropped when the session leaves the agenda, and never sent to someone who did not ask for reminders', async () => {
    const session = await createSession('Symbols and signs', '14:00', '14:45');
    const leaving = visitor('unbookmarked');
    await leaving.bookmark(session.id);
    await leaving.subscribe({ remindMinutes: 10 });
    expect((await leaving.call('DELETE', `/api/bookmarks/${session.id}`)).statusCode).toBe(200);
    const notAsked = visitor('no-reminders');
    await notAsked.bookmark(session.id);
    await notAsked.subscribe({ remindMinutes: null });

    await runAt('12:50');
    expect(leaving.browser.messages()).toEqual([]);
    expect(notAsked.browser.messages()).toEqual([]);
  });

  it('is not given in the quiet hours the person chose', async () => {
    const session = await createSession('Early bird breakfast talk', '07:30', '08:15');
    const person = visitor('quiet');
    await person.bookmark(session.id);
    await person.subscribe({ remindMinutes: 10, quietHours: { from: '22:00', until: '07:30' } });
    await runAt('06:20'); // 07:20 in London, inside the quiet hours
    expect(person.browser.messages()).toEqual([]);
  });
});

describe('exactly once', () => {
  it('with two API instances running the queue at the same moment', async () => {
    const session = await createSession('Two instances', '15:00', '15:45');
    const person = visitor('two-instances');
    await person.bookmark(session.id);
    await person.subscribe({ remindMinutes: 10 });
    const other = await ctx.buildAnotherApp({ jobs: { now: () => clock }, push: { allowLocalEndpoints: true } });
    clock = utc('13:50');
    await Promise.all([ctx.app.jobs.runDue(), other.jobs.runDue(), ctx.app.jobs.runDue(), other.jobs.runDue()]);
    expect(person.browser.messages()).toHaveLength(1);
  });

  it('across a restart: planned before, sent by the instance that started after', async () => {
    const session = await createSession('After the restart', '16:00', '16:45');
    const person = visitor('restart');
    await person.bookmark(session.id);
    await person.subscribe({ remindMinutes: 10 });
    const before = await ctx.buildAnotherApp({ jobs: { now: () => clock }, push: { allowLocalEndpoints: true } });
    await before.close();
    const after = await ctx.buildAnotherApp({ jobs: { now: () => clock }, push: { allowLocalEndpoints: true } });
    clock = utc('14:50');
    await after.jobs.runDue();
    await ctx.app.jobs.runDue();
    expect(person.browser.messages().map((m) => m.title)).toEqual(['Starts in 10 minutes: After the restart']);
  });
});

describe('a push service', () => {
  it('that fails is retried with backoff, without holding up other pushes', async () => {
    const session = await createSession('Retry me', '17:00', '17:45');
    const first = visitor('retry-a');
    const second = visitor('retry-b');
    for (const person of [first, second]) {
      await person.bookmark(session.id);
      await person.subscribe({ remindMinutes: 10 });
    }
    service.answers.push(503);
    await runAt('15:50');
    expect(first.browser.messages().length + second.browser.messages().length).toBe(1);
    clock = new Date(utc('15:50').getTime() + 5_000);
    await ctx.app.jobs.runDue();
    expect(first.browser.messages()).toHaveLength(1);
    expect(second.browser.messages()).toHaveLength(1);
  });

  it('that answers 410 Gone has the subscription removed', async () => {
    const session = await createSession('Gone away', '18:00', '18:45');
    const person = visitor('gone');
    await person.bookmark(session.id);
    await person.subscribe({ remindMinutes: 10 });
    const subscriptionId = await subscriptionIdOf(person.browser.endpoint);
    service.answers.push(410);
    await runAt('16:50');
    expect(
      await ctx.db.selectFrom('pushSubscriptions').select('id').where('id', '=', subscriptionId).execute(),
    ).toEqual([]);
    expect((await jobByKey(ctx.db, reminderKey(subscriptionId, session.id)))?.state).toBe('failed');
    const check = await person.call('POST', '/api/push/subscription/check', { endpoint: person.browser.endpoint });
    expect(check.statusCode).toBe(404);
  });
});

describe('urgent announcements', () => {
  it('are pushed to those who asked for them only', async () => {
    const wants = visitor('urgent-yes');
    await wants.subscribe({ urgent: true, remindMinutes: null });
    const doesNot = visitor('urgent-no');
    await doesNot.subscribe({ urgent: false, remindMinutes: null });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/announcements',
      headers: { cookie: admin },
      payload: { title: 'Fire alarm test at 11:00', content: 'Please stay where you are.', priority: 'urgent' },
    });
    expect(created.statusCode, created.body).toBe(201);
    await runAt('07:00');
    expect(wants.browser.messages()).toEqual([
      expect.objectContaining({ kind: 'urgent', title: 'Urgent: Fire alarm test at 11:00', url: '/announcements' }),
    ]);
    expect(doesNot.browser.messages()).toEqual([]);
  });
});

describe('a subscription', () => {
  it('is kept for the visitor, moves to the account at sign-in, and is gone at sign-out', async () => {
    const session = await createSession('Signed in', '19:00', '19:45');
    const person = visitor('sign-in');
    await person.bookmark(session.id);
    await person.subscribe({ remindMinutes: 10 });
    const check = () => person.call('POST', '/api/push/subscription/check', { endpoint: person.browser.endpoint });
    expect((await check()).json()).toEqual({ preferences: { ...PREFERENCES, remindMinutes: 10 } });

    const signedIn = await person.call('POST', '/api/auth/sign-in', {
      email: ATTENDEE.email,
      password: ATTENDEE.password,
    });
    expect(signedIn.statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('pushSubscriptions')
      .select(['userId', 'visitorId'])
      .where('endpoint', '=', person.browser.endpoint)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ userId: ctx.attendeeId, visitorId: null });
    expect((await check()).statusCode).toBe(200);

    expect((await person.call('POST', '/api/auth/sign-out')).statusCode).toBe(204);
    expect(
      await ctx.db
        .selectFrom('pushSubscriptions')
        .select('id')
        .where('endpoint', '=', person.browser.endpoint)
        .execute(),
    ).toEqual([]);
    await runAt('17:50');
    expect(person.browser.messages()).toEqual([]);
  });

  it('is removed by unsubscribing, and only by its owner', async () => {
    const person = visitor('unsubscribe');
    await person.subscribe();
    const stranger = visitor('stranger');
    await stranger.call('GET', '/api/bookmarks');
    expect(
      (await stranger.call('DELETE', '/api/push/subscription', { endpoint: person.browser.endpoint })).statusCode,
    ).toBe(204);
    const check = () => person.call('POST', '/api/push/subscription/check', { endpoint: person.browser.endpoint });
    expect((await check()).statusCode).toBe(200);
    expect(
      (await stranger.call('POST', '/api/push/subscription/check', { endpoint: person.browser.endpoint })).statusCode,
    ).toBe(404);
    expect(
      (await person.call('DELETE', '/api/push/subscription', { endpoint: person.browser.endpoint })).statusCode,
    ).toBe(204);
    expect((await check()).statusCode).toBe(404);
  });

  it("is refused with a message for keys that are not a browser's, and for a local endpoint in production", async () => {
    const person = visitor('bad-keys');
    const response = await person.call('PUT', '/api/push/subscription', {
      endpoint: person.browser.endpoint,
      keys: { p256dh: 'bm90LWEta2V5', auth: person.browser.keys.auth },
      preferences: PREFERENCES,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/p256dh must be the browser's P-256 public key/);
    const production = { allowLocal: false, domains: null, port: 443 };
    expect(() => checkEndpoint('http://127.0.0.1:9/push', production)).toThrow(/https/);
    expect(() => checkEndpoint('https://10.0.0.8/push', production)).toThrow(/public address/);
    expect(() => checkEndpoint('https://localhost/push', production)).toThrow(/public address/);
    expect(() => checkEndpoint('https://localhost./push', production)).toThrow(/public address/);
    expect(() => checkEndpoint('https://metadata.google.internal/push', production)).toThrow(/public address/);
    expect(() => checkEndpoint('https://[::ffff:127.0.0.1]/push', production)).toThrow(/public address/);
    expect(() => checkEndpoint('https://fcm.googleapis.com/fcm/send/abc', production)).not.toThrow();
  });
});

async function subscriptionIdOf(endpoint: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('pushSubscriptions')
    .select('id')
    .where('endpoint', '=', endpoint)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
