/**
 * Web Push (issue 29): the API sends real encrypted pushes to a push service on 127.0.0.1, which decrypts them
 * with the browser's keys; reminders are jobs on the durable queue (ADR 005) that follow a moved session, are
 * dropped by a cancellation, and are sent once with two instances and across a restart. Time is moved by the test.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSession, PushPreferences } from '../src/contract/index';
import { deleteExpiredSessions } from '../src/modules/auth/session-store';
import { jobByKey } from '../src/modules/jobs/job-queue';
import { createEmailToken } from '../src/modules/password-reset/email-tokens';
import { checkEndpoint } from '../src/modules/push/push-endpoint';
import { reminderKey, URGENT_JOB } from '../src/modules/push/push-planner';
import { purgePushLeftovers } from '../src/modules/push/push-repository';
import { purgeUnusedVisitors } from '../src/modules/visitors/visitor-store';
import { CookieJar } from './helpers/cookie-jar';
import { browserSubscription, startPushService, type TestPushService, verifyVapid } from './helpers/push-service';
import { ADMIN, ATTENDEE, createUser, setupTestApp, signIn, type TestContext } from './helpers/test-app';

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
  service.requests.length = 0;
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

  it('keeps its visitor from being purged as unused, though the agenda is empty (urgent announcements only)', async () => {
    const person = visitor('urgent-only');
    await person.subscribe({ urgent: true, remindMinutes: null, changes: false });
    await purgeUnusedVisitors(ctx.db, new Date(Date.now() + 2 * 24 * 3600_000));
    expect(
      (await person.call('POST', '/api/push/subscription/check', { endpoint: person.browser.endpoint })).statusCode,
    ).toBe(200);
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

let accounts = 0;
/** A new attendee account of its own for each test, so that its sign-ins and subscriptions are the test's only. */
async function newAccount() {
  accounts += 1;
  const account = {
    email: `push-${accounts}@conference.test`,
    password: `correct-horse-push-${accounts}-2027`,
    name: `Push ${accounts}`,
  };
  return { ...account, id: await createUser(ctx.db, account, 'attendee') };
}

/** A browser signed in to `account`, with notifications on; its sign-in live at the test clock's 07:00. */
async function signedInBrowser(account: Awaited<ReturnType<typeof newAccount>>, name: string) {
  const person = visitor(name);
  const response = await person.call('POST', '/api/auth/sign-in', { email: account.email, password: account.password });
  expect(response.statusCode, response.body).toBe(200);
  await person.subscribe({ urgent: true, remindMinutes: 10 });
  await liveAtSeven(account.id);
  return person;
}

/** The account's sign-ins were last used at 06:59 on the test's clock (sign-ins start on the real one). */
async function liveAtSeven(userId: string) {
  await ctx.db
    .updateTable('authSessions')
    .set({ lastUsedAt: utc('06:59'), expiresAt: new Date(utc('06:59').getTime() + 7 * 24 * 3600_000) })
    .where('userId', '=', userId)
    .execute();
}

async function publishUrgent(title: string): Promise<number> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/announcements',
    headers: { cookie: admin },
    payload: { title, content: 'Please read.', priority: 'urgent' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: number }>().id;
}

const subscribed = async (person: ReturnType<typeof visitor>) =>
  (await ctx.db.selectFrom('pushSubscriptions').select('id').where('endpoint', '=', person.browser.endpoint).execute())
    .length === 1;

const urgentTitles = (person: ReturnType<typeof visitor>) =>
  person.browser
    .messages()
    .filter((m) => m.kind === 'urgent')
    .map((m) => m.title);

describe('a signed-in browser’s subscription ends with its sign-in', () => {
  it('at "sign out everywhere else": the other browsers’ subscriptions go and their reminders are cancelled; this one stays', async () => {
    const session = await createSession('Everywhere else', '12:00', '12:45');
    const account = await newAccount();
    const phone = await signedInBrowser(account, 'lost-phone');
    const laptop = await signedInBrowser(account, 'laptop');
    await laptop.bookmark(session.id);
    const phoneId = await subscriptionIdOf(phone.browser.endpoint);
    expect((await jobByKey(ctx.db, reminderKey(phoneId, session.id)))?.state).toBe('queued');

    const ended = await laptop.call('POST', '/api/account/sessions/end-others', { password: account.password });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await subscribed(phone)).toBe(false);
    expect(await subscribed(laptop)).toBe(true);
    expect((await jobByKey(ctx.db, reminderKey(phoneId, session.id)))?.state).toBe('cancelled');
    await publishUrgent('After sign out everywhere else');
    await runAt('07:00');
    expect(urgentTitles(phone)).toEqual([]);
    expect(urgentTitles(laptop)).toEqual(['Urgent: After sign out everywhere else']);
  });

  it('at a password change: the other sign-ins’ subscriptions go, this browser’s stays with its new sign-in', async () => {
    const account = await newAccount();
    const phone = await signedInBrowser(account, 'pw-phone');
    const laptop = await signedInBrowser(account, 'pw-laptop');
    const changed = await laptop.call('POST', '/api/account/password', {
      currentPassword: account.password,
      newPassword: 'new-violet-meadow-2027',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await subscribed(phone)).toBe(false);
    const check = await laptop.call('POST', '/api/push/subscription/check', { endpoint: laptop.browser.endpoint });
    expect(check.statusCode).toBe(200);
    await liveAtSeven(account.id);
    await publishUrgent('After a password change');
    await runAt('07:00');
    expect(urgentTitles(phone)).toEqual([]);
    expect(urgentTitles(laptop)).toEqual(['Urgent: After a password change']);
  });

  it('at a password reset: every sign-in ends, and every subscription of the account with it', async () => {
    const account = await newAccount();
    const phone = await signedInBrowser(account, 'reset-phone');
    const laptop = await signedInBrowser(account, 'reset-laptop');
    const token = await createEmailToken(ctx.db, {
      purpose: 'password_reset',
      email: account.email,
      userId: account.id,
      ttlMs: 3600_000,
    });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      payload: { token, password: 'new-violet-meadow-2027' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await subscribed(phone)).toBe(false);
    expect(await subscribed(laptop)).toBe(false);
  });

  it('at its expiry: nothing is sent once the sign-in has expired, and the housekeeping removes the subscription', async () => {
    const account = await newAccount();
    const phone = await signedInBrowser(account, 'idle-phone');
    const laptop = await signedInBrowser(account, 'idle-laptop');
    const phoneSession = await ctx.db
      .selectFrom('pushSubscriptions')
      .select('sessionTokenHash')
      .where('endpoint', '=', phone.browser.endpoint)
      .executeTakeFirstOrThrow();
    // Not used for nine hours (on the real clock, which the housekeeping reads; so also by 07:00 on the test's):
    // past the idle limit (eight), though not cleared yet.
    await ctx.db
      .updateTable('authSessions')
      .set({ lastUsedAt: new Date(Date.now() - 9 * 3600_000) })
      .where('tokenHash', '=', phoneSession.sessionTokenHash ?? '')
      .execute();
    await publishUrgent('While the phone is idle');
    await runAt('07:00');
    expect(urgentTitles(phone)).toEqual([]);
    expect(urgentTitles(laptop)).toEqual(['Urgent: While the phone is idle']);
    expect(await subscribed(phone)).toBe(true);
    await deleteExpiredSessions(ctx.db);
    expect(await subscribed(phone)).toBe(false);
    expect(await subscribed(laptop)).toBe(true);
  });

  it('at the account’s deletion', async () => {
    const account = await newAccount();
    const phone = await signedInBrowser(account, 'deleted-phone');
    const deleted = await phone.call('DELETE', '/api/account', { password: account.password });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await subscribed(phone)).toBe(false);
  });

  it('not at a new sign-in to the same account in the same browser: it moves to the new sign-in', async () => {
    const account = await newAccount();
    const phone = await signedInBrowser(account, 'again-phone');
    const again = await phone.call('POST', '/api/auth/sign-in', { email: account.email, password: account.password });
    expect(again.statusCode).toBe(200);
    expect(
      (await phone.call('POST', '/api/push/subscription/check', { endpoint: phone.browser.endpoint })).statusCode,
    ).toBe(200);
  });
});

describe('a subscription’s endpoint', () => {
  it('is not taken over by another visitor or account, and the refusal says what to do without saying whose it is', async () => {
    const owner = visitor('taken-owner');
    await owner.subscribe({ urgent: true, remindMinutes: 5 });
    const before = await ctx.db
      .selectFrom('pushSubscriptions')
      .select(['visitorId', 'userId', 'p256dh', 'remindMinutes'])
      .where('endpoint', '=', owner.browser.endpoint)
      .executeTakeFirstOrThrow();
    const stranger = visitor('taken-stranger');
    const account = await newAccount();
    const signedIn = visitor('taken-account');
    await signedIn.call('POST', '/api/auth/sign-in', { email: account.email, password: account.password });
    for (const caller of [stranger, signedIn]) {
      const response = await caller.call('PUT', '/api/push/subscription', {
        endpoint: owner.browser.endpoint,
        keys: caller.browser.keys,
        preferences: { ...PREFERENCES, remindMinutes: 30 },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'PUSH_SUBSCRIPTION_TAKEN',
        message: "This browser's notifications belong to another sign-in. Turn them off and on again.",
      });
    }
    const after = await ctx.db
      .selectFrom('pushSubscriptions')
      .select(['visitorId', 'userId', 'p256dh', 'remindMinutes'])
      .where('endpoint', '=', owner.browser.endpoint)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('may be on in ten browsers per visitor or account; the eleventh is refused with a message', async () => {
    const person = visitor('eleven');
    const endpoints = Array.from({ length: 11 }, (_, i) => `${service.origin}/push/eleven-${i}-${Date.now()}`);
    for (const endpoint of endpoints.slice(0, 10)) {
      const response = await person.call('PUT', '/api/push/subscription', {
        endpoint,
        keys: person.browser.keys,
        preferences: PREFERENCES,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const eleventh = await person.call('PUT', '/api/push/subscription', {
      endpoint: endpoints[10],
      keys: person.browser.keys,
      preferences: PREFERENCES,
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({
      code: 'PUSH_SUBSCRIPTION_LIMIT',
      message:
        'Notifications are on in 10 browsers for you already. Turn them off in one you no longer use, then try again.',
    });
    // Changing the choices of one already on is not a new one.
    const again = await person.call('PUT', '/api/push/subscription', {
      endpoint: endpoints[0],
      keys: person.browser.keys,
      preferences: { ...PREFERENCES, vibrate: false },
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('what a push service answers', () => {
  async function urgentFor(name: string) {
    const person = visitor(name);
    await person.subscribe({ urgent: true, remindMinutes: null });
    const subscriptionId = await subscriptionIdOf(person.browser.endpoint);
    const announcementId = await publishUrgent(`For ${name}`);
    const key = `${URGENT_JOB}:${subscriptionId}:${announcementId}`;
    // Only this subscription's job: the others' are not the test's.
    await ctx.db.deleteFrom('jobs').where('key', '!=', key).execute();
    return { person, subscriptionId, key };
  }
  const requestsTo = (person: ReturnType<typeof visitor>) =>
    service.requests.filter((push) => person.browser.endpoint.endsWith(push.path)).length;

  it.each([404, 410])('%i: the subscription is removed and nothing is retried', async (status) => {
    const { person, key } = await urgentFor(`gone-${status}`);
    service.answers.push(status);
    await runAt('07:00');
    expect(await subscribed(person)).toBe(false);
    expect((await jobByKey(ctx.db, key))?.state).toBe('failed');
  });

  it.each([400, 403, 413])('%i: given up at once, the subscription kept', async (status) => {
    const { person, key } = await urgentFor(`refused-${status}`);
    service.answers.push(status);
    await runAt('07:00');
    await runAt('08:00');
    expect(requestsTo(person)).toBe(1);
    expect(await jobByKey(ctx.db, key)).toMatchObject({ state: 'failed', attempts: 1 });
    expect(await subscribed(person)).toBe(true);
  });

  it('429 with Retry-After in seconds: the next attempt waits that long', async () => {
    const { person, key } = await urgentFor('retry-after-seconds');
    service.answers.push({ status: 429, headers: { 'retry-after': '120' } });
    await runAt('07:00');
    expect(await jobByKey(ctx.db, key)).toMatchObject({
      state: 'queued',
      runAt: new Date(utc('07:00').getTime() + 120_000),
    });
    clock = new Date(utc('07:00').getTime() + 119_000);
    await ctx.app.jobs.runDue();
    expect(urgentTitles(person)).toEqual([]);
    clock = new Date(utc('07:00').getTime() + 120_000);
    await ctx.app.jobs.runDue();
    expect(urgentTitles(person)).toEqual(['Urgent: For retry-after-seconds']);
  });

  it('503 with Retry-After as an HTTP date: measured from the answer’s Date; at most 30 minutes, at least the backoff', async () => {
    const { key } = await urgentFor('retry-after-date');
    const date = new Date('2027-09-14T12:00:00Z');
    service.answers.push({
      status: 503,
      headers: { date: date.toUTCString(), 'retry-after': new Date(date.getTime() + 300_000).toUTCString() },
    });
    await runAt('07:00');
    expect((await jobByKey(ctx.db, key))?.runAt).toEqual(new Date(utc('07:00').getTime() + 300_000));

    const long = await urgentFor('retry-after-long');
    service.answers.push({ status: 429, headers: { 'retry-after': '86400' } });
    await runAt('07:00');
    expect((await jobByKey(ctx.db, long.key))?.runAt).toEqual(new Date(utc('07:00').getTime() + 30 * 60_000));

    const short = await urgentFor('retry-after-short');
    service.answers.push({ status: 503, headers: { 'retry-after': '0' } });
    await runAt('07:00');
    expect((await jobByKey(ctx.db, short.key))?.runAt).toEqual(new Date(utc('07:00').getTime() + 5_000));
  });

  it('5xx without Retry-After: retried with the queue’s backoff, and sent then', async () => {
    const { person, key } = await urgentFor('server-error');
    service.answers.push(500);
    await runAt('07:00');
    expect(await jobByKey(ctx.db, key)).toMatchObject({
      state: 'queued',
      runAt: new Date(utc('07:00').getTime() + 5_000),
    });
    clock = new Date(utc('07:00').getTime() + 5_000);
    await ctx.app.jobs.runDue();
    expect(urgentTitles(person)).toEqual(['Urgent: For server-error']);
  });
});

describe('a change notice', () => {
  it('has a Topic (a newer one replaces it at the push service) and a TTL that ends when the session does', async () => {
    const session = await createSession('Topic and TTL', '10:00', '11:00');
    const person = visitor('topic');
    await person.bookmark(session.id);
    await person.subscribe({ changes: true, remindMinutes: null });
    await editSession(session, { location: 'Rowan Centre, Room 2' });
    await runAt('07:00');
    const [push] = person.browser.received();
    expect(push?.headers.topic).toBe(`s${session.id}-change`);
    expect(push?.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    // 11:00 in London is 10:00 UTC: three hours after 07:00 UTC.
    expect(Number(push?.headers.ttl)).toBe(3 * 3600);
  });

  it('for a signed-in browser is kept no longer than its sign-in, and not at all once the session is over', async () => {
    const session = await createSession('Short sign-in', '10:00', '11:00');
    const account = await newAccount();
    const person = await signedInBrowser(account, 'short-sign-in');
    await person.bookmark(session.id);
    await person.subscribe({ changes: true, remindMinutes: null });
    await ctx.db
      .updateTable('authSessions')
      .set({ expiresAt: utc('08:00') })
      .where('userId', '=', account.id)
      .execute();
    await editSession(session, { location: 'Rowan Centre, Room 3' });
    await runAt('07:00');
    expect(Number(person.browser.received().at(-1)?.headers.ttl)).toBe(3600);

    const over = await createSession('Already over', '06:00', '07:00');
    const late = visitor('over');
    await late.bookmark(over.id);
    await late.subscribe({ changes: true, remindMinutes: null });
    await editSession(over, { location: 'Rowan Centre, Room 4' });
    await runAt('07:00'); // 08:00 in London: it ended at 07:00
    expect(late.browser.received().map((push) => push.headers.ttl)).toEqual(['0']);
  });
});

describe('a push is delivered once per subscription and message', () => {
  it('when a second instance takes the job over after the first one’s lease ran out, mid-send', async () => {
    const person = visitor('lease-lost');
    await person.subscribe({ urgent: true, remindMinutes: null });
    const subscriptionId = await subscriptionIdOf(person.browser.endpoint);
    const announcementId = await publishUrgent('Once only');
    await ctx.db.deleteFrom('jobs').where('key', '!=', `${URGENT_JOB}:${subscriptionId}:${announcementId}`).execute();
    // The second instance's clock is past the first one's lease (60 s): it may take the running job over.
    const later = await ctx.buildAnotherApp({
      jobs: { now: () => new Date(clock.getTime() + 120_000) },
      push: { allowLocalEndpoints: true },
    });
    clock = utc('07:00');
    const held = service.hold();
    const first = ctx.app.jobs.runDue();
    await held.arrived;
    expect(await later.jobs.runDue()).toBe(1);
    held.release();
    await first;
    expect(service.requests.filter((push) => person.browser.endpoint.endsWith(push.path))).toHaveLength(1);
    expect(urgentTitles(person)).toEqual(['Urgent: Once only']);
  });

  it('when the same job runs again after it was done', async () => {
    const person = visitor('run-twice');
    await person.subscribe({ urgent: true, remindMinutes: null });
    const subscriptionId = await subscriptionIdOf(person.browser.endpoint);
    const announcementId = await publishUrgent('Twice run');
    const key = `${URGENT_JOB}:${subscriptionId}:${announcementId}`;
    await runAt('07:00');
    expect((await jobByKey(ctx.db, key))?.state).toBe('done');
    await ctx.db.updateTable('jobs').set({ state: 'queued', finishedAt: null }).where('key', '=', key).execute();
    await runAt('07:01');
    expect(urgentTitles(person)).toEqual(['Urgent: Twice run']);
  });

  it('and old delivery keys are purged by the housekeeping', async () => {
    const person = visitor('purged');
    await person.subscribe({ urgent: true, remindMinutes: null });
    await publishUrgent('Purged later');
    await runAt('07:00');
    const subscriptionId = await subscriptionIdOf(person.browser.endpoint);
    const keys = () =>
      ctx.db.selectFrom('pushDeliveries').select('messageKey').where('subscriptionId', '=', subscriptionId).execute();
    expect(await keys()).toHaveLength(1);
    await purgePushLeftovers(ctx.db, new Date(Date.now() + 8 * 24 * 3600_000));
    expect(await keys()).toEqual([]);
  });
});
