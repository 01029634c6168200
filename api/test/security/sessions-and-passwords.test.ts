/**
 * Sessions and passwords (issue 7, BEYOND D14): argon2id with OWASP's parameters; passwords 12–128 characters
 * and not common, wherever one is set; session tokens rotated at sign-in and sign-up, deleted at sign-out, with
 * idle and absolute expiry; cookies httpOnly, SameSite, Secure behind HTTPS; sign-in failures limited per
 * account and per address with backoff, surviving a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBootstrapAdmin } from '../../src/modules/auth/bootstrap-admin';
import { REPETITION_MESSAGE } from '../../src/modules/auth/password-patterns';
import { COMMON_PASSWORD_MESSAGE, hashPassword } from '../../src/modules/auth/passwords';
import { hashToken } from '../../src/modules/auth/session-store';
import { acceptInvitation, invitationToken } from '../helpers/invited-admin';
import { ADMIN, ATTENDEE, createUser, setupTestApp, signIn, type TestContext } from '../helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** Each test gets its own client address, so per-address counts do not leak between tests. */
let nextAddress = 10;
const newAddress = () => `10.2.0.${nextAddress++}`;
let nextEmail = 1;
const newEmail = () => `person-${nextEmail++}@example.org`;
const GOOD_PASSWORD = 'amber-kestrel-meadow';
/** Words that do not repeat as a whole, so any prefix of it is a fair password of that length. */
const LONG_PASSWORD = Array.from({ length: 20 }, (_, i) => `amber${i}-kestrel`).join(' ');

type App = TestContext['app'];

function post(
  url: string,
  payload: unknown,
  options: { app?: App; ip?: string; headers?: Record<string, string> } = {},
) {
  return (options.app ?? ctx.app).inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: options.ip ?? newAddress(),
    headers: options.headers ?? {},
  });
}

const sessionCookieOf = (response: Awaited<ReturnType<typeof post>>) =>
  response.cookies.find((c) => c.name === 'cc_session') as
    | { value: string; httpOnly?: boolean; sameSite?: string; secure?: boolean; path?: string; maxAge?: number }
    | undefined;

async function whoIs(token: string, app: App = ctx.app) {
  const response = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `cc_session=${token}` } });
  return response.json().user?.email ?? null;
}

describe('password hashing', () => {
  /** OWASP Password Storage Cheat Sheet: argon2id, at least 19 MiB memory, 2 iterations, 1 degree of parallelism. */
  function expectOwaspArgon2id(hash: string) {
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(hash);
    expect(match, hash).not.toBeNull();
    const [, m, t, p] = match!.map(Number) as [number, number, number, number];
    expect(m).toBeGreaterThanOrEqual(19_456);
    expect(t).toBeGreaterThanOrEqual(2);
    expect(p).toBeGreaterThanOrEqual(1);
  }

  it('stores argon2id with at least OWASP parameters, salted: the same password never hashes alike', async () => {
    const [one, two] = await Promise.all([hashPassword(GOOD_PASSWORD), hashPassword(GOOD_PASSWORD)]);
    expectOwaspArgon2id(one);
    expect(one).not.toBe(two);
  });

  it('does so for every way an account gets a password: sign-up, an accepted invitation and the bootstrap admin', async () => {
    const attendee = newEmail();
    expect((await post('/api/auth/sign-up', { email: attendee, password: GOOD_PASSWORD })).statusCode).toBe(201);
    const admin = newEmail();
    const token = await invitationToken(ctx, { email: admin, name: 'Second Admin' });
    expect((await acceptInvitation(ctx, token, GOOD_PASSWORD)).statusCode).toBe(201);
    const bootstrap = newEmail();
    await ensureBootstrapAdmin(ctx.db, { email: bootstrap, password: GOOD_PASSWORD });

    const rows = await ctx.db
      .selectFrom('users')
      .select(['email', 'passwordHash'])
      .where('email', 'in', [attendee, admin, bootstrap])
      .execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expectOwaspArgon2id(row.passwordHash);
      expect(row.passwordHash).not.toContain(GOOD_PASSWORD);
    }
  });
});

describe('password rules: 12–128 characters and not a common password', () => {
  const cases: [string, string, string | null][] = [
    ['11 characters', 'amber-kestr', 'Password must be at least 12 characters'],
    ['12 characters', 'amber-kestre', null],
    ['128 characters', LONG_PASSWORD.slice(0, 128), null],
    ['129 characters', LONG_PASSWORD.slice(0, 129), 'Password must be at most 128 characters'],
    ['a common password', 'password1234', COMMON_PASSWORD_MESSAGE],
    ['a common password, differently cased', 'Password1234', COMMON_PASSWORD_MESSAGE],
    ['another common one', '123456789012', COMMON_PASSWORD_MESSAGE],
    ['a repeated character', 'aaaaaaaaaaaa', REPETITION_MESSAGE],
    ['a keyboard walk', '1q2w3e4r5t6y', COMMON_PASSWORD_MESSAGE],
  ];

  it.each(cases)('sign-up: %s', async (_case, password, problem) => {
    const response = await post('/api/auth/sign-up', { email: newEmail(), password });
    if (problem === null) expect(response.statusCode).toBe(201);
    else expect(response.json()).toMatchObject({ statusCode: 400, message: problem });
  });

  it.each(cases)('an invited admin choosing a password: %s', async (_case, password, problem) => {
    const token = await invitationToken(ctx, { email: newEmail(), name: 'Rule Test' });
    const response = await acceptInvitation(ctx, token, password);
    if (problem === null) expect(response.statusCode).toBe(201);
    else expect(response.json()).toMatchObject({ statusCode: 400, message: problem });
  });

  it('the bootstrap admin refuses a common ADMIN_PASSWORD', async () => {
    await expect(ensureBootstrapAdmin(ctx.db, { email: newEmail(), password: 'password1234' })).rejects.toThrow(
      `ADMIN_PASSWORD is not acceptable: ${COMMON_PASSWORD_MESSAGE}`,
    );
  });
});

describe('session tokens', () => {
  it('are 32 random bytes in the cookie, and only their SHA-256 is stored', async () => {
    const response = await post('/api/auth/sign-in', { email: ATTENDEE.email, password: ATTENDEE.password });
    const token = sessionCookieOf(response)!.value;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await ctx.db.selectFrom('authSessions').select('tokenHash').execute();
    expect(stored.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
  });

  it('are rotated at sign-in: a token planted in the browser beforehand (session fixation) is worthless after', async () => {
    const planted = await signIn(ctx.app, ATTENDEE);
    const response = await post(
      '/api/auth/sign-in',
      { email: ADMIN.email, password: ADMIN.password },
      { headers: { cookie: `cc_session=${planted}` } },
    );
    const fresh = sessionCookieOf(response)!.value;
    expect(fresh).not.toBe(planted);
    expect(await whoIs(planted)).toBeNull();
    expect(await whoIs(fresh)).toBe(ADMIN.email);
  });

  it('are rotated at sign-up too', async () => {
    const planted = await signIn(ctx.app, ATTENDEE);
    const email = newEmail();
    const response = await post(
      '/api/auth/sign-up',
      { email, password: GOOD_PASSWORD },
      { headers: { cookie: `cc_session=${planted}` } },
    );
    expect(response.statusCode).toBe(201);
    expect(await whoIs(planted)).toBeNull();
    expect(await whoIs(sessionCookieOf(response)!.value)).toBe(email);
  });

  it('are deleted at sign-out: the row is gone and a kept copy no longer works, on any API instance', async () => {
    const token = await signIn(ctx.app, ATTENDEE);
    const other = await ctx.buildAnotherApp();
    expect(await whoIs(token, other)).toBe(ATTENDEE.email);

    const response = await post('/api/auth/sign-out', undefined, { headers: { cookie: `cc_session=${token}` } });
    expect(response.statusCode).toBe(204);
    expect(sessionCookieOf(response)).toMatchObject({ value: '', maxAge: 0 });
    const row = await ctx.db
      .selectFrom('authSessions')
      .select('tokenHash')
      .where('tokenHash', '=', hashToken(token))
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(await whoIs(token)).toBeNull();
    expect(await whoIs(token, other)).toBeNull();
  });

  it('end after 8 idle hours, and the cookie is cleared', async () => {
    const token = await signIn(ctx.app, ATTENDEE);
    await ctx.db
      .updateTable('authSessions')
      .set({ lastUsedAt: new Date(Date.now() - 8 * 3600_000 - 1000) })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `cc_session=${token}` },
    });
    expect(response.json()).toEqual({ user: null });
    expect(sessionCookieOf(response)?.value).toBe('');
    // Ended for good, even if the clock were turned back.
    expect(
      await ctx.db.selectFrom('authSessions').select('tokenHash').where('tokenHash', '=', hashToken(token)).execute(),
    ).toEqual([]);
  });

  it('slide their idle expiry while used, but never past the absolute expiry of 7 days', async () => {
    const token = await signIn(ctx.app, ATTENDEE);
    const hash = hashToken(token);
    // Used two hours ago: the idle expiry moves on when used now.
    await ctx.db
      .updateTable('authSessions')
      .set({ lastUsedAt: new Date(Date.now() - 2 * 3600_000) })
      .where('tokenHash', '=', hash)
      .execute();
    const used = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `cc_session=${token}` },
    });
    expect(Date.parse(used.json().expiresAt) - Date.now()).toBeGreaterThan(7.9 * 3600_000);

    // Created 7 days ago and used a minute ago: over all the same.
    await ctx.db
      .updateTable('authSessions')
      .set({
        createdAt: new Date(Date.now() - 7 * 24 * 3600_000),
        lastUsedAt: new Date(Date.now() - 60_000),
        expiresAt: new Date(Date.now() - 1000),
      })
      .where('tokenHash', '=', hash)
      .execute();
    expect(await whoIs(token)).toBeNull();
  });

  it('report an idle expiry that stops at the absolute one', async () => {
    const token = await signIn(ctx.app, ATTENDEE);
    const absolute = new Date(Date.now() + 30 * 60_000);
    await ctx.db
      .updateTable('authSessions')
      .set({ expiresAt: absolute })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `cc_session=${token}` },
    });
    expect(Date.parse(response.json().expiresAt)).toBe(absolute.getTime());
  });

  it('end when the account is deactivated', async () => {
    const email = newEmail();
    const id = await createUser(ctx.db, { email, password: GOOD_PASSWORD, name: 'Leaving' }, 'attendee');
    const token = await signIn(ctx.app, { email, password: GOOD_PASSWORD });
    await ctx.db.updateTable('users').set({ isActive: false }).where('id', '=', id).execute();
    expect(await whoIs(token)).toBeNull();
  });
});

describe('session cookies', () => {
  it('are httpOnly, SameSite=Lax, whole site, kept for the absolute lifetime; not Secure over plain HTTP', async () => {
    for (const response of [
      await post('/api/auth/sign-in', { email: ATTENDEE.email, password: ATTENDEE.password }),
      await post('/api/auth/sign-up', { email: newEmail(), password: GOOD_PASSWORD }),
    ]) {
      expect(sessionCookieOf(response)).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 7 * 24 * 3600,
      });
      expect(sessionCookieOf(response)?.secure).toBeFalsy();
    }
  });

  it('are Secure behind an HTTPS proxy when TRUST_PROXY is set, set and cleared alike', async () => {
    const proxied = await ctx.buildAnotherApp({ config: { ...ctx.config, trustProxy: 1 } });
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': newAddress() };
    const signedIn = await post(
      '/api/auth/sign-in',
      { email: ATTENDEE.email, password: ATTENDEE.password },
      { app: proxied, headers: https },
    );
    expect(sessionCookieOf(signedIn)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    const visitor = signedIn.cookies.find((c) => c.name === 'cc_visitor') as { secure?: boolean };
    expect(visitor.secure).toBe(true);

    const signedUp = await post(
      '/api/auth/sign-up',
      { email: newEmail(), password: GOOD_PASSWORD },
      { app: proxied, headers: https },
    );
    expect(sessionCookieOf(signedUp)).toMatchObject({ secure: true });

    const signedOut = await post('/api/auth/sign-out', undefined, {
      app: proxied,
      headers: { ...https, cookie: `cc_session=${sessionCookieOf(signedIn)!.value}` },
    });
    expect(sessionCookieOf(signedOut)).toMatchObject({ value: '', secure: true, sameSite: 'Lax', path: '/' });
  });

  it('ignore X-Forwarded-Proto from the client when TRUST_PROXY is not set', async () => {
    const response = await post(
      '/api/auth/sign-in',
      { email: ATTENDEE.email, password: ATTENDEE.password },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(sessionCookieOf(response)?.secure).toBeFalsy();
  });
});

describe('sign-in failure limits', () => {
  async function failures(email: string, count: number, ip?: () => string) {
    for (let i = 0; i < count; i++) {
      const response = await post('/api/auth/sign-in', { email, password: `wrong-${i}` }, { ip: ip?.() });
      expect(response.statusCode).toBe(401);
    }
  }

  it('lock an account for the address that failed 5 times, even against the right password, with a wait message', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: GOOD_PASSWORD, name: 'Locked' }, 'attendee');
    const ip = newAddress();
    await failures(email, 5, () => ip);
    const locked = await post('/api/auth/sign-in', { email, password: GOOD_PASSWORD }, { ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
      message: 'Too many sign-in attempts. Please wait 1 minute and try again.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(sessionCookieOf(locked)).toBeUndefined();
    // Issue 17: a stranger's failures never lock the owner out elsewhere.
    expect((await post('/api/auth/sign-in', { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it('back off: each failure after a lock doubles the wait', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: GOOD_PASSWORD, name: 'Backoff' }, 'attendee');
    const ip = newAddress();
    await failures(email, 5, () => ip);
    const waits: string[] = [];
    for (let round = 0; round < 3; round++) {
      // Let the lock run out, then fail once more.
      await ctx.db
        .updateTable('signInFailures')
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where('key', '=', `pair:${email}|${ip}`)
        .execute();
      expect((await post('/api/auth/sign-in', { email, password: 'still-wrong' }, { ip })).statusCode).toBe(401);
      waits.push((await post('/api/auth/sign-in', { email, password: GOOD_PASSWORD }, { ip })).json().message);
    }
    expect(waits).toEqual([
      'Too many sign-in attempts. Please wait 2 minutes and try again.',
      'Too many sign-in attempts. Please wait 4 minutes and try again.',
      'Too many sign-in attempts. Please wait 8 minutes and try again.',
    ]);
  });

  it('lock a client address after 100 failures across accounts, leaving other addresses alone', async () => {
    const app = await ctx.buildAnotherApp({ signInRateLimit: { max: 1000, timeWindow: 60_000 } });
    const ip = newAddress();
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post('/api/auth/sign-in', { email: `guess-${i}@example.org`, password: 'x' }, { app, ip }),
      ),
    );
    expect(guesses.map((response) => response.statusCode)).toEqual(Array(100).fill(401));
    expect(
      (await post('/api/auth/sign-in', { email: ATTENDEE.email, password: ATTENDEE.password }, { app, ip })).statusCode,
    ).toBe(429);
    expect(
      (await post('/api/auth/sign-in', { email: ATTENDEE.email, password: ATTENDEE.password }, { app })).statusCode,
    ).toBe(200);
  });

  it('cannot be dodged by sending X-Forwarded-For when TRUST_PROXY is not set', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: GOOD_PASSWORD, name: 'Spoofed' }, 'attendee');
    const ip = newAddress();
    for (let i = 0; i < 5; i++) {
      await post(
        '/api/auth/sign-in',
        { email, password: `spoof-${i}` },
        { ip, headers: { 'x-forwarded-for': `192.0.2.${i}` } },
      );
    }
    const response = await post(
      '/api/auth/sign-in',
      { email, password: GOOD_PASSWORD },
      { ip, headers: { 'x-forwarded-for': '192.0.2.200' } },
    );
    expect(response.statusCode).toBe(429);
  });

  it('survive a restart: a new app on the same database still refuses the locked account and address', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: GOOD_PASSWORD, name: 'Restarted' }, 'attendee');
    const ip = newAddress();
    await failures(email, 5, () => ip);

    const restarted = await ctx.buildAnotherApp();
    const account = await post('/api/auth/sign-in', { email, password: GOOD_PASSWORD }, { app: restarted, ip });
    expect(account.statusCode).toBe(429);
    expect(account.json().code).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
  });

  it('are forgotten for the account after a successful sign-in', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, password: GOOD_PASSWORD, name: 'Forgiven' }, 'attendee');
    const ip = newAddress();
    await failures(email, 4, () => ip);
    expect((await post('/api/auth/sign-in', { email, password: GOOD_PASSWORD }, { ip })).statusCode).toBe(200);
    await failures(email, 4, () => ip);
    expect((await post('/api/auth/sign-in', { email, password: GOOD_PASSWORD }, { ip })).statusCode).toBe(200);
  });

  it('stand behind a per-address request limit on the route itself', async () => {
    const app = await ctx.buildAnotherApp({ signInRateLimit: { max: 3, timeWindow: 60_000 } });
    const ip = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await post('/api/auth/sign-in', { email: '', password: '' }, { app, ip });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
      }
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
