/**
 * Lock-out must not be a weapon (issue 17): a stranger's failures never refuse the right password to a browser
 * that has signed in to the account before, and failures from one address never lock the account for another
 * address; a venue's shared address is not locked by a few dozen typos; brute force from one client still
 * stops; admins can see and clear locks.
 */
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmailToken } from '../../src/modules/password-reset/email-tokens';
import { CookieJar } from '../helpers/cookie-jar';
import { invitationToken } from '../helpers/invited-admin';
import { ADMIN, createUser, setupTestApp, signIn, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let adminCookie: string;
let nextAddress = 10;
const newAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
let nextEmail = 1;
const newEmail = () => `lockout-${nextEmail++}@example.org`;
const PASSWORD = 'saffron-lighthouse-window';

beforeAll(async () => {
  ctx = await setupTestApp();
  adminCookie = `cc_session=${await signIn(ctx.app, ADMIN)}`;
});
afterAll(async () => {
  await ctx?.close();
});

async function attempt(
  email: string,
  password: string,
  ip: string,
  jar?: CookieJar,
  app: TestContext['app'] = ctx.app,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: ip,
    headers: jar ? { cookie: jar.header() } : {},
  });
  jar?.update(response);
  return response;
}

/** Wrong passwords: refused as wrong (401), or as locked (429) once the guesser's own limit is reached. */
async function fail(email: string, times: number, ip: () => string) {
  for (let i = 0; i < times; i++) {
    expect([401, 429]).toContain((await attempt(email, `wrong-guess-${i}`, ip())).statusCode);
  }
}

describe('a stranger failing against an account', () => {
  it('from another address never refuses the right password', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: PASSWORD, name: 'Target' }, 'admin');
    const stranger = newAddress();
    await fail(email, 12, () => stranger);
    expect((await attempt(email, PASSWORD, stranger)).statusCode).toBe(429);
    expect((await attempt(email, PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('from many addresses never refuses the right password in a browser that signed in before', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: PASSWORD, name: 'Target' }, 'admin');
    const usual = new CookieJar();
    const home = newAddress();
    expect((await attempt(email, PASSWORD, home, usual)).statusCode).toBe(200);
    await fail(email, 60, newAddress);
    expect((await attempt(email, PASSWORD, home, usual)).statusCode).toBe(200);
  });

  it("behind the venue's one address never refuses that browser either", async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: PASSWORD, name: 'Target' }, 'attendee');
    const venue = newAddress();
    const usual = new CookieJar();
    expect((await attempt(email, PASSWORD, venue, usual)).statusCode).toBe(200);
    await fail(email, 8, () => venue);
    expect((await attempt(email, PASSWORD, venue, usual)).statusCode).toBe(200);
  });
});

describe("the signed-in owner's own password checks (issue 30)", () => {
  /** Signs in from `ip` and returns a jar holding the session (and the device cookie). */
  async function signedIn(email: string, ip: string): Promise<CookieJar> {
    const jar = new CookieJar();
    expect((await attempt(email, PASSWORD, ip, jar)).statusCode).toBe(200);
    return jar;
  }
  const changePassword = (jar: CookieJar, currentPassword: string, newPassword: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword, newPassword },
      remoteAddress: ip,
      headers: { cookie: jar.header() },
    });

  it('remember the browser with a cookie that names no one: no plain hash of the address in it', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: PASSWORD, name: 'Owner' }, 'attendee');
    const response = await attempt(email, PASSWORD, newAddress());
    const device = response.cookies.find((cookie) => cookie.name === 'cc_device');
    expect(device?.value).toBeTruthy();
    const plainTag = createHash('sha256').update(email).digest('base64url').slice(0, 22);
    expect(decodeURIComponent(String(device?.value))).not.toContain(plainTag);
  });

  it('are not locked by strangers: after 60 failures from everywhere and 5 from its own address, the owner changes the password', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: PASSWORD, name: 'Owner' }, 'attendee');
    const home = newAddress();
    const jar = await signedIn(email, home);
    await fail(email, 60, newAddress);
    await fail(email, 5, () => home);
    // The account is locked for browsers that never signed in to it, from anywhere and from home.
    expect((await attempt(email, PASSWORD, newAddress())).statusCode).toBe(429);
    expect((await attempt(email, PASSWORD, home)).statusCode).toBe(429);
    const changed = await changePassword(jar, PASSWORD, 'a-fresh-lantern-orchard', home);
    expect(changed.statusCode, changed.body).toBe(200);
    jar.update(changed);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'a-fresh-lantern-orchard' },
      remoteAddress: home,
      headers: { cookie: jar.header() },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
  });

  it("limit guessing through one session to that session: five wrong, then a wait; the owner's other session is unaffected", async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: PASSWORD, name: 'Owner' }, 'attendee');
    const thief = await signedIn(email, newAddress());
    const owner = await signedIn(email, newAddress());
    for (let i = 0; i < 5; i++) {
      expect(
        (await changePassword(thief, `wrong-guess-${i}`, 'a-fresh-lantern-orchard', newAddress())).statusCode,
      ).toBe(400);
    }
    const locked = await changePassword(thief, PASSWORD, 'a-fresh-lantern-orchard', newAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many sign-in attempts\. Please wait 1 minute/);
    expect((await changePassword(owner, PASSWORD, 'a-fresh-lantern-orchard', newAddress())).statusCode).toBe(200);
  });

  it('include "sign out everywhere else": a thief gets five guesses through the session, strangers lock nothing, the owner throws the thief out', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: PASSWORD, name: 'Owner' }, 'attendee');
    const home = newAddress();
    const owner = await signedIn(email, home);
    const thief = await signedIn(email, newAddress());
    const endOthers = (jar: CookieJar, password: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/sessions/end-others',
        payload: { password },
        remoteAddress: ip,
        headers: { cookie: jar.header() },
      });
    for (let i = 0; i < 5; i++) expect((await endOthers(thief, `wrong-guess-${i}`, newAddress())).statusCode).toBe(400);
    const locked = await endOthers(thief, PASSWORD, newAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many sign-in attempts\. Please wait 1 minute/);
    await fail(email, 60, newAddress);
    await fail(email, 5, () => home);
    const ended = await endOthers(owner, PASSWORD, home);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toBe('Signed out on 1 other device. This device stays signed in.');
    const thiefMe = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: thief.header() } });
    expect(thiefMe.json().user).toBeNull();
  });
});

describe("a venue's shared address", () => {
  it("is not locked by twenty people's typos: others there still sign in", async () => {
    const venue = newAddress();
    for (let i = 0; i < 20; i++) {
      const email = newEmail();
      await createUser(ctx.db, { email, password: PASSWORD, name: `Typo ${i}` }, 'attendee');
      expect((await attempt(email, `${PASSWORD}-typo`, venue)).statusCode).toBe(401);
    }
    const someone = newEmail();
    await createUser(ctx.db, { email: someone, password: PASSWORD, name: 'Someone' }, 'attendee');
    expect((await attempt(someone, PASSWORD, venue)).statusCode).toBe(200);
  });
});

describe("a venue's shared address, over a conference day", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never adds typos spread over hours up to a lock: after 150 in three hours, a new browser there signs in', async () => {
    // The route's own per-address request limit is not what this is about.
    const app = await ctx.buildAnotherApp({ signInRateLimit: { max: 100_000, timeWindow: 60_000 } });
    const venue = newAddress();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-09-13T08:00:00Z'));
    for (let i = 0; i < 150; i++) {
      // One attendee's typo every 72 seconds, 09:00 to 12:00.
      vi.setSystemTime(new Date(Date.parse('2027-09-13T08:00:00Z') + i * 72_000));
      expect((await attempt(newEmail(), `${PASSWORD}-typo`, venue, undefined, app)).statusCode, `typo ${i}`).toBe(401);
    }
    const someone = newEmail();
    await createUser(ctx.db, { email: someone, password: PASSWORD, name: 'Late arrival' }, 'attendee');
    expect((await attempt(someone, PASSWORD, venue, undefined, app)).statusCode).toBe(200);
  });

  it('locks a burst from one address for a minute at a time, never for an hour', async () => {
    const app = await ctx.buildAnotherApp({ signInRateLimit: { max: 100_000, timeWindow: 60_000 } });
    const venue = newAddress();
    const start = Date.parse('2027-09-13T09:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    for (let i = 0; i < 100; i++) await attempt(`spray-${i}@example.org`, 'a-sprayed-password', venue, undefined, app);
    const someone = newEmail();
    await createUser(ctx.db, { email: someone, password: PASSWORD, name: 'Caught in it' }, 'attendee');
    const waits: string[] = [];
    for (let round = 1; round <= 8; round++) {
      const locked = await attempt(someone, PASSWORD, venue, undefined, app);
      expect(locked.statusCode).toBe(429);
      waits.push(locked.json().message);
      // The lock runs out; the sprayer tries once more.
      vi.setSystemTime(start + round * 61_000);
      expect(
        (await attempt(`spray-again-${round}@example.org`, 'x-x-x-x-x-x-x', venue, undefined, app)).statusCode,
      ).toBe(401);
    }
    expect(new Set(waits)).toEqual(new Set(['Too many sign-in attempts. Please wait 1 minute and try again.']));
    // An hour after the burst began the address counts afresh.
    vi.setSystemTime(start + 61 * 60_000);
    expect((await attempt(someone, PASSWORD, venue, undefined, app)).statusCode).toBe(200);
  });
});

describe('proving the address in a browser', () => {
  /** A venue address that a burst of failures over many accounts has locked, plus a stranger's at the target. */
  async function lockedVenueFor(email: string, app: TestContext['app']) {
    const venue = newAddress();
    for (let i = 0; i < 100; i++) await attempt(`burst-${i}-${email}`, 'a-sprayed-password', venue, undefined, app);
    await fail(email, 8, () => venue);
    return venue;
  }

  it('by completing a password reset there lets that browser sign in, whatever strangers failed', async () => {
    const app = await ctx.buildAnotherApp({ signInRateLimit: { max: 100_000, timeWindow: 60_000 } });
    const email = newEmail();
    const userId = await createUser(ctx.db, { email, password: PASSWORD, name: 'Resetting' }, 'attendee');
    const venue = await lockedVenueFor(email, app);
    const phone = new CookieJar();
    expect((await attempt(email, PASSWORD, venue, phone, app)).statusCode).toBe(429);

    const token = await createEmailToken(ctx.db, { purpose: 'password_reset', email, userId, ttlMs: 3600_000 });
    const fresh = 'new-quiet-harbour-lantern';
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      payload: { token, password: fresh },
      remoteAddress: venue,
      headers: { cookie: phone.header() },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    phone.update(reset);
    expect((await attempt(email, fresh, venue, phone, app)).statusCode).toBe(200);
    // Another browser at the venue that proved nothing is still held by the venue's lock.
    expect((await attempt(email, fresh, venue, undefined, app)).statusCode).toBe(429);
  });

  it('by accepting an admin invitation there lets that browser sign in, whatever strangers failed', async () => {
    const app = await ctx.buildAnotherApp({ signInRateLimit: { max: 100_000, timeWindow: 60_000 } });
    const email = newEmail();
    const venue = await lockedVenueFor(email, app);
    const laptop = new CookieJar();
    const token = await invitationToken(ctx, { email, name: 'Invited' });
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/auth/invitations/accept',
      payload: { token, password: PASSWORD },
      remoteAddress: venue,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    laptop.update(accepted);
    expect((await attempt(email, PASSWORD, venue, laptop, app)).statusCode).toBe(200);
  });
});

describe('brute force still stops', () => {
  it('one client guessing one account is refused after 5 failures, with the wait in words', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: PASSWORD, name: 'Guessed' }, 'attendee');
    const ip = newAddress();
    await fail(email, 5, () => ip);
    const locked = await attempt(email, PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_SIGN_IN_ATTEMPTS' });
    expect(locked.json().message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  it('guessing through a remembered browser is limited on that browser too', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: PASSWORD, name: 'Device' }, 'attendee');
    const jar = new CookieJar();
    expect((await attempt(email, PASSWORD, newAddress(), jar)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(email, `nope-${i}`, newAddress(), jar)).statusCode).toBe(401);
    expect((await attempt(email, PASSWORD, newAddress(), jar)).statusCode).toBe(429);
  });

  it('many addresses guessing one account lock it for unknown browsers', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: PASSWORD, name: 'Spread' }, 'attendee');
    await fail(email, 50, newAddress);
    expect((await attempt(email, PASSWORD, newAddress())).statusCode).toBe(429);
  });
});

describe('admins and locks', () => {
  it('an admin sees current locks and clears one; the locked person signs in again', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: PASSWORD, name: 'Cleared' }, 'attendee');
    const ip = newAddress();
    await fail(email, 5, () => ip);
    expect((await attempt(email, PASSWORD, ip)).statusCode).toBe(429);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/sign-in-locks',
      headers: { cookie: adminCookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('no-store');
    const locks = list.json().locks as { key: string; kind: string; email: string | null; lockedUntil: string }[];
    const mine = locks.filter((lock) => lock.email === email);
    expect(mine.length).toBeGreaterThan(0);

    const cleared = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/sign-in-locks/clear',
      headers: { cookie: adminCookie },
      payload: { keys: mine.map((lock) => lock.key) },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ cleared: mine.length });
    expect((await attempt(email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('the lock routes are for admins only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/sign-in-locks' })).statusCode).toBe(401);
    const clear = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/sign-in-locks/clear',
      payload: { keys: ['pair:x'] },
    });
    expect(clear.statusCode).toBe(401);
  });
});
