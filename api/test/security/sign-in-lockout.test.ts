/**
 * Lock-out must not be a weapon (issue 17): a stranger's failures never refuse the right password to a browser
 * that has signed in to the account before, and failures from one address never lock the account for another
 * address; a venue's shared address is not locked by a few dozen typos; brute force from one client still
 * stops; admins can see and clear locks.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../helpers/cookie-jar';
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

async function attempt(email: string, password: string, ip: string, jar?: CookieJar): Promise<LightMyRequestResponse> {
  const response = await ctx.app.inject({
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
