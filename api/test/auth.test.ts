import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredSessions, hashToken } from '../src/modules/auth/session-store';
import { purgeStaleFailures } from '../src/modules/auth/sign-in-limiter';
import { CookieJar } from './helpers/cookie-jar';
import { ADMIN, ATTENDEE, createUser, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let sessionIds: number[];

beforeAll(async () => {
  ctx = await setupTestApp();
  const rows = await ctx.db.selectFrom('sessions').select('id').orderBy('id').limit(3).execute();
  sessionIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await ctx?.close();
});

/** Each test gets its own client address, so per-address failure counts do not leak between tests. */
let nextAddress = 10;
const newAddress = () => `10.0.0.${nextAddress++}`;

function signInRequest(body: unknown, options: { jar?: CookieJar; ip?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: body as object,
    remoteAddress: options.ip ?? newAddress(),
    headers: options.jar ? { cookie: options.jar.header() } : {},
  });
}

describe('POST /api/auth/sign-in', () => {
  it('refuses a wrong password and an unknown email alike: 401 The email or password is not right', async () => {
    for (const body of [
      { email: ATTENDEE.email, password: 'not-the-password' },
      { email: 'nobody@conference.test', password: ATTENDEE.password },
    ]) {
      const response = await signInRequest(body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'The email or password is not right.',
      });
      expect(response.cookies.find((c) => c.name === 'cc_session')).toBeUndefined();
    }
  });

  it('asks for blank fields with the spec messages', async () => {
    const noEmail = await signInRequest({ email: '  ', password: 'x' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'Email is required' });
    const noPassword = await signInRequest({ email: ATTENDEE.email, password: '' });
    expect(noPassword.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'Password is required' });
    const missing = await signInRequest({ email: ATTENDEE.email });
    expect(missing.json()).toMatchObject({ statusCode: 400, message: 'Password is required' });
  });

  it('signs in with the right password (email in any case) and sets the session cookie', async () => {
    const response = await signInRequest({ email: ATTENDEE.email.toUpperCase(), password: ATTENDEE.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({ id: ctx.attendeeId, email: ATTENDEE.email, name: ATTENDEE.name, role: 'attendee' });
    const idleMs = Date.parse(body.expiresAt) - Date.now();
    expect(idleMs).toBeGreaterThan(7.9 * 3600_000);
    expect(idleMs).toBeLessThanOrEqual(8 * 3600_000);

    const cookie = response.cookies.find((c) => c.name === 'cc_session') as Record<string, unknown>;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 7 * 24 * 3600 });
    const token = String(cookie.value);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only the hash is stored.
    const stored = await ctx.db
      .selectFrom('authSessions')
      .select('tokenHash')
      .where('userId', '=', ctx.attendeeId)
      .execute();
    expect(stored.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
  });

  it('refuses a deactivated account', async () => {
    const id = await createUser(
      ctx.db,
      { email: 'gone@conference.test', password: ATTENDEE.password, name: 'Gone' },
      'attendee',
    );
    await ctx.db.updateTable('users').set({ isActive: false }).where('id', '=', id).execute();
    const response = await signInRequest({ email: 'gone@conference.test', password: ATTENDEE.password });
    expect(response.statusCode).toBe(401);
  });
});

describe('audit trail', () => {
  it("records an admin's sign-in, and not an attendee's (the trail is the admins')", async () => {
    const count = async (userId: string) =>
      (
        await ctx.db
          .selectFrom('auditLog')
          .select('id')
          .where('actorUserId', '=', userId)
          .where('action', '=', 'auth.sign_in')
          .execute()
      ).length;
    const [adminBefore, attendeeBefore] = [await count(ctx.adminId), await count(ctx.attendeeId)];
    await signIn(ctx.app, ADMIN);
    await signIn(ctx.app, ATTENDEE);
    expect(await count(ctx.adminId)).toBe(adminBefore + 1);
    expect(await count(ctx.attendeeId)).toBe(attendeeBefore);
  });
});

describe('session lifecycle', () => {
  it('GET /api/auth/session and /api/me tell who is signed in', async () => {
    const token = await signIn(ctx.app, ADMIN);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `cc_session=${token}` },
    });
    expect(session.json()).toMatchObject({ user: { email: ADMIN.email, role: 'admin' } });
    expect(Date.parse(session.json().expiresAt)).toBeGreaterThan(Date.now());
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `cc_session=${token}` } });
    expect(me.json()).toEqual({ user: { id: ctx.adminId, email: ADMIN.email, name: ADMIN.name, role: 'admin' } });

    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(anonymous.json()).toEqual({ user: null });
  });

  it('sign-out deletes the server session and clears the cookie', async () => {
    const token = await signIn(ctx.app, ATTENDEE);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: `cc_session=${token}` },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((c) => c.name === 'cc_session') as Record<string, unknown>;
    expect(cleared.value).toBe('');
    const row = await ctx.db
      .selectFrom('authSessions')
      .select('tokenHash')
      .where('tokenHash', '=', hashToken(token))
      .executeTakeFirst();
    expect(row).toBeUndefined();
    // The old token no longer works even if a copy was kept.
    const replay = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `cc_session=${token}` } });
    expect(replay.json()).toEqual({ user: null });
  });
});

describe('merging the visitor into the account at sign-in', () => {
  it('moves bookmarks into the account without duplicates', async () => {
    const [a, b, c] = sessionIds as [number, number, number];
    // The account already has a and b.
    const user = await createUser(
      ctx.db,
      { email: 'merge@conference.test', password: ATTENDEE.password, name: 'Merge' },
      'attendee',
    );
    await ctx.db
      .insertInto('bookmarks')
      .values([
        { userId: user, visitorId: null, sessionId: a },
        { userId: user, visitorId: null, sessionId: b },
      ])
      .execute();

    // Anonymously, this browser bookmarks b and c.
    const jar = new CookieJar();
    for (const id of [b, c]) {
      jar.update(
        await ctx.app.inject({ method: 'PUT', url: `/api/bookmarks/${id}`, headers: { cookie: jar.header() } }),
      );
    }
    const signInResponse = await signInRequest(
      { email: 'merge@conference.test', password: ATTENDEE.password },
      { jar },
    );
    expect(signInResponse.statusCode).toBe(200);
    jar.update(signInResponse);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/bookmarks', headers: { cookie: jar.header() } });
    expect([...list.json().sessionIds].sort()).toEqual([a, b, c].sort());
    const rows = await ctx.db.selectFrom('bookmarks').select('sessionId').where('userId', '=', user).execute();
    expect(rows).toHaveLength(3);

    // After sign-out the browser is an anonymous visitor again, whose agenda was handed over.
    jar.update(await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: jar.header() } }));
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/bookmarks', headers: { cookie: jar.header() } });
    expect(anonymous.json()).toEqual({ sessionIds: [] });
  });

  it('moves votes so that a question voted both ways counts once', async () => {
    const question = await ctx.db.selectFrom('questions').select('id').orderBy('id').executeTakeFirstOrThrow();
    const user = await createUser(
      ctx.db,
      { email: 'voter@conference.test', password: ATTENDEE.password, name: 'Voter' },
      'attendee',
    );
    const jar = new CookieJar();
    jar.update(await ctx.app.inject({ method: 'GET', url: '/api/me' }));
    const visitorId = jar.get('cc_visitor')!.split('.')[0]!;
    // The row is made when a visitor first stores something; this test stores by hand.
    await ctx.db.insertInto('visitors').values({ id: visitorId }).execute();
    await ctx.db
      .insertInto('questionVotes')
      .values([
        { questionId: question.id, visitorId, userId: null },
        { questionId: question.id, visitorId: null, userId: user },
      ])
      .execute();

    expect(
      (await signInRequest({ email: 'voter@conference.test', password: ATTENDEE.password }, { jar })).statusCode,
    ).toBe(200);
    const votes = await ctx.db
      .selectFrom('questionVotes')
      .select(['visitorId', 'userId'])
      .where('questionId', '=', question.id)
      .where((eb) => eb.or([eb('userId', '=', user), eb('visitorId', '=', visitorId)]))
      .execute();
    expect(votes).toEqual([{ visitorId: null, userId: user }]);
    // One vote per voter is a database rule.
    await expect(
      ctx.db.insertInto('questionVotes').values({ questionId: question.id, visitorId: null, userId: user }).execute(),
    ).rejects.toThrow(/unique|duplicate/i);
  });
});

// Token rotation, expiry, cookie attributes and the sign-in failure limits: security/sessions-and-passwords.test.ts.

describe('POST /api/user-actions', () => {
  const action = { actionType: 'page_view', actionDetails: { page: 'programme' }, pageUrl: '/programme' };
  const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

  it('records nothing for an anonymous visitor, and still answers 204', async () => {
    const before = await ctx.db.selectFrom('userActions').select('id').execute();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/user-actions', payload: action });
    expect(response.statusCode).toBe(204);
    expect(await ctx.db.selectFrom('userActions').select('id').execute()).toHaveLength(before.length);
  });

  it('records the action with device type for a signed-in user', async () => {
    const token = await signIn(ctx.app, ATTENDEE);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-actions',
      payload: action,
      headers: { cookie: `cc_session=${token}`, 'user-agent': iPhone, 'analytics-consent': 'granted' },
    });
    expect(response.statusCode).toBe(204);
    const row = await ctx.db
      .selectFrom('userActions')
      .selectAll()
      .where('userId', '=', ctx.attendeeId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      actionType: 'page_view',
      actionDetails: { page: 'programme' },
      pageUrl: '/programme',
      deviceType: 'mobile',
      userAgent: iPhone,
    });
    expect(row.sessionId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('records nothing for a signed-in user who refused analytics (no consent header), and still answers 204', async () => {
    const token = await signIn(ctx.app, ATTENDEE);
    const before = await ctx.db.selectFrom('userActions').select('id').where('userId', '=', ctx.attendeeId).execute();
    for (const consent of [undefined, 'denied', '']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/user-actions',
        payload: action,
        headers: { cookie: `cc_session=${token}`, ...(consent === undefined ? {} : { 'analytics-consent': consent }) },
      });
      expect(response.statusCode).toBe(204);
    }
    const after = await ctx.db.selectFrom('userActions').select('id').where('userId', '=', ctx.attendeeId).execute();
    expect(after).toHaveLength(before.length);
  });

  it('validates the action type', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-actions',
      payload: { ...action, actionType: 'hack' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Action type must be one of: page_view, /);
  });
});

describe('housekeeping', () => {
  it('deletes ended sessions and forgotten sign-in failures, and keeps live ones', async () => {
    const live = await signIn(ctx.app, ATTENDEE);
    const ended = await signIn(ctx.app, ATTENDEE);
    await ctx.db
      .updateTable('authSessions')
      .set({ lastUsedAt: new Date(Date.now() - 9 * 3600_000) })
      .where('tokenHash', '=', hashToken(ended))
      .execute();
    expect(await deleteExpiredSessions(ctx.db)).toBeGreaterThanOrEqual(1);
    const left = await ctx.db.selectFrom('authSessions').select('tokenHash').execute();
    expect(left.map((row) => row.tokenHash)).toContain(hashToken(live));
    expect(left.map((row) => row.tokenHash)).not.toContain(hashToken(ended));

    const old = new Date(Date.now() - 2 * 3600_000);
    await ctx.db
      .insertInto('signInFailures')
      .values([
        { key: 'ip:192.0.2.1', count: 3, lastFailedAt: old, lockedUntil: null },
        { key: 'ip:192.0.2.2', count: 30, lastFailedAt: old, lockedUntil: new Date(Date.now() + 3600_000) },
      ])
      .execute();
    await purgeStaleFailures(ctx.db);
    const keys = (await ctx.db.selectFrom('signInFailures').select('key').execute()).map((row) => row.key);
    expect(keys).not.toContain('ip:192.0.2.1');
    expect(keys).toContain('ip:192.0.2.2');
  });
});
