/**
 * The authorization matrix (issue 7): every route of /api/openapi.json is classified below, and the test
 * proves each class holds — anonymous callers and signed-in attendees are refused on protected routes, admins
 * are let through — and that one visitor or attendee cannot read or change another's bookmarks, read state,
 * votes, calendar feed or account. A route missing from ACCESS fails the test, so none slips in unclassified.
 * Behind a proxy (TRUST_PROXY=1, forwarded headers the client chose) the same holds, and when an admin's session
 * ends in any way while its live socket is open, every admin route refuses it and the socket loses moderation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/modules/auth/session-store';
import { createEmailToken } from '../../src/modules/password-reset/email-tokens';
import { CookieJar } from '../helpers/cookie-jar';
import { TestLiveClient } from '../helpers/live-client';
import { ADMIN, ATTENDEE, createUser, setupTestApp, signIn, type TestContext } from '../helpers/test-app';
import { type ApiRoute, fillPath, listApiRoutes, realParam, type SeedIds, seedIds } from './helpers/api-routes';
import { tableCounts } from './helpers/table-counts';

/**
 * public     anyone; the answer is the same for everybody (programme, open data, health).
 * own        anyone; the answer and any change are scoped to the caller's own visitor or account.
 * credential anyone holding the secret in the URL (the private calendar feed token).
 * signed-in  any signed-in account; anonymous callers get 401.
 * admin      admins only: anonymous 401, signed-in non-admins 403.
 * chair      the chairs of the session in the path only (issue 26): anonymous 401, anyone else 403 NOT_CHAIR —
 *            attendees, admins who do not chair it, chairs of other sessions.
 * polls      the chairs of the session in the path and admins (issue 37, polls): anonymous 401, anyone else 403
 *            NOT_CHAIR — attendees, chairs of other sessions.
 */
type Access = 'public' | 'own' | 'credential' | 'signed-in' | 'admin' | 'chair' | 'polls';

const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/conference': 'public',
  'GET /api/sessions': 'public',
  'GET /api/sessions/{key}': 'public',
  'GET /api/sessions/{key}/calendar.ics': 'public',
  'GET /api/sessions/{key}/resources': 'public',
  'GET /api/venues': 'public',
  'GET /api/speakers': 'public',
  'GET /api/speakers/{slug}': 'public',
  'GET /api/sponsors': 'public',
  'GET /api/starter-phrases': 'public',
  'GET /api/sponsors/logos/{fileName}': 'public',
  'GET /api/sponsor-adverts': 'public',
  'GET /api/sponsor-adverts/{id}/image': 'public',
  'GET /api/announcements': 'public',
  'GET /api/open-data/programme.json': 'public',
  'GET /api/open-data/programme.ics': 'public',
  'GET /api/open-data/schedule.xml': 'public',
  'GET /config.json': 'public',
  // Anyone may submit; the link is stored pending until an admin approves it.
  'POST /api/sessions/{key}/resources': 'own',
  'POST /api/auth/sign-up': 'own',
  'POST /api/auth/sign-in': 'own',
  'POST /api/auth/sign-out': 'own',
  // Answered alike for any address; the token in the email is the credential.
  'POST /api/auth/password-reset': 'own',
  'POST /api/auth/password-reset/complete': 'own',
  'POST /api/auth/invitations/accept': 'own',
  // Issue 35: what a chair invitation is for, to the holder of its link only (400 without a working token).
  'POST /api/auth/invitations/chair-sessions': 'own',
  'GET /api/auth/session': 'own',
  'GET /api/me': 'own',
  // What is stored for the caller: the account's, or this browser's visitor's (issue 19).
  'GET /api/account/data': 'own',
  'POST /api/account/password': 'signed-in',
  'GET /api/account/sessions': 'signed-in',
  'POST /api/account/sessions/end-others': 'signed-in',
  'DELETE /api/account': 'signed-in',
  // The caller's own phrases (issue 26): another's id answers 404, as if it did not exist.
  'GET /api/phrases': 'own',
  'POST /api/phrases': 'own',
  'PATCH /api/phrases/{id}': 'own',
  'PUT /api/phrases/order': 'own',
  'DELETE /api/phrases/{id}': 'own',
  'GET /api/bookmarks': 'own',
  'PUT /api/bookmarks/{sessionId}': 'own',
  'DELETE /api/bookmarks/{sessionId}': 'own',
  'GET /api/agenda': 'own',
  // Web Push (issue 29): the server's public key, and this browser's subscription of the caller's own.
  'GET /api/push': 'public',
  'PUT /api/push/subscription': 'own',
  'POST /api/push/subscription/check': 'own',
  'DELETE /api/push/subscription': 'own',
  'GET /api/agenda/my-agenda.ics': 'own',
  'GET /api/agenda/feed-token': 'own',
  'POST /api/agenda/feed-token/rotate': 'own',
  'GET /api/calendar/{token}.ics': 'credential',
  'POST /api/user-actions': 'own',
  'GET /api/announcements/read': 'own',
  'POST /api/announcements/read': 'own',
  'POST /api/announcements/{id}/read': 'own',
  // Public questions, each with `voted` for the caller.
  'GET /api/questions': 'own',
  // The caller's own questions only (issue 19).
  'GET /api/questions/mine': 'own',
  'POST /api/questions': 'own',
  'POST /api/questions/{id}/vote': 'own',
  // Question drafts (issue 26): only ever the caller's own; another's answers 404.
  'GET /api/question-drafts': 'own',
  'PUT /api/question-drafts/{id}': 'own',
  'DELETE /api/question-drafts/{id}': 'own',
  'POST /api/question-drafts/{id}/send': 'own',
  'POST /api/question-drafts/{id}/unschedule': 'own',
  'GET /api/sessions/{id}/questions-status': 'public',
  'POST /api/admin/sessions/{id}/questions/open': 'admin',
  'POST /api/admin/sessions/{id}/questions/close': 'admin',
  // Issue 26: anyone writing a question may say so (opted in); only an anonymous count leaves the server.
  'POST /api/sessions/{sessionId}/writing': 'own',
  'GET /api/chair/sessions': 'signed-in',
  'GET /api/chair/sessions/{sessionId}': 'chair',
  'POST /api/chair/sessions/{sessionId}/turns/next': 'chair',
  'POST /api/chair/sessions/{sessionId}/turns/{questionId}/answered': 'chair',
  'POST /api/chair/sessions/{sessionId}/questions/open': 'chair',
  'POST /api/chair/sessions/{sessionId}/questions/close': 'chair',
  // Issue 37: polls and the room screen (its short address /s/{sessionId} is a page, outside the API document).
  'GET /api/sessions/{sessionId}/polls': 'public',
  'GET /api/sessions/{sessionId}/polls/mine': 'own',
  'GET /api/polls/open': 'public',
  'PUT /api/polls/{pollId}/answer': 'own',
  'GET /api/room/{sessionId}': 'public',
  'GET /api/room/{sessionId}/qr.svg': 'public',
  'GET /api/chair/sessions/{sessionId}/polls': 'polls',
  'POST /api/chair/sessions/{sessionId}/polls': 'polls',
  'PUT /api/chair/sessions/{sessionId}/polls/{pollId}': 'polls',
  'DELETE /api/chair/sessions/{sessionId}/polls/{pollId}': 'polls',
  'POST /api/chair/sessions/{sessionId}/polls/{pollId}/open': 'polls',
  'POST /api/chair/sessions/{sessionId}/polls/{pollId}/close': 'polls',
  'POST /api/chair/sessions/{sessionId}/polls/{pollId}/results-visibility': 'polls',
  'POST /api/chair/sessions/{sessionId}/polls/{pollId}/answers/{answerId}/approve': 'polls',
  'POST /api/chair/sessions/{sessionId}/polls/{pollId}/answers/{answerId}/reject': 'polls',
  'GET /api/chair/sessions/{sessionId}/polls.csv': 'polls',
  'GET /api/admin/announcements': 'admin',
  'POST /api/admin/announcements': 'admin',
  'PATCH /api/admin/announcements/{id}': 'admin',
  'DELETE /api/admin/announcements/{id}': 'admin',
  'GET /api/admin/questions': 'admin',
  'PATCH /api/admin/questions/{id}': 'admin',
  'DELETE /api/admin/questions/{id}': 'admin',
  'POST /api/admin/questions/bulk-moderate': 'admin',
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/system-status': 'admin',
  'GET /api/admin/presenter-urls': 'admin',
  'POST /api/admin/presenter-urls/{id}/moderate': 'admin',
  'DELETE /api/admin/presenter-urls/{id}': 'admin',
  'GET /api/admin/sessions': 'admin',
  'PATCH /api/admin/sessions/{id}': 'admin',
  'DELETE /api/admin/sessions/{id}': 'admin',
  'POST /api/admin/sessions/bulk-delete': 'admin',
  'POST /api/admin/sessions/{id}/cancel': 'admin',
  'POST /api/admin/sessions': 'admin',
  'POST /api/admin/sessions/{id}/reinstate': 'admin',
  'GET /api/admin/sessions/{id}/delete-impact': 'admin',
  'GET /api/admin/speakers': 'admin',
  'POST /api/admin/speakers': 'admin',
  'PATCH /api/admin/speakers/{id}': 'admin',
  'DELETE /api/admin/speakers/{id}': 'admin',
  'POST /api/admin/speakers/{id}/merge': 'admin',
  'GET /api/admin/sponsor-adverts': 'admin',
  'POST /api/admin/sponsor-adverts': 'admin',
  'DELETE /api/admin/sponsor-adverts/{id}': 'admin',
  'GET /api/admin/sponsors': 'admin',
  'POST /api/admin/sponsors': 'admin',
  'PATCH /api/admin/sponsors/{id}': 'admin',
  'PUT /api/admin/sponsors/{id}/logo': 'admin',
  'PUT /api/admin/sponsors/order': 'admin',
  'DELETE /api/admin/sponsors/{id}': 'admin',
  'POST /api/admin/starter-phrases': 'admin',
  'PATCH /api/admin/starter-phrases/{id}': 'admin',
  'PUT /api/admin/starter-phrases/order': 'admin',
  'DELETE /api/admin/starter-phrases/{id}': 'admin',
  'GET /api/admin/venues': 'admin',
  'POST /api/admin/venues': 'admin',
  'PATCH /api/admin/venues/{id}': 'admin',
  'DELETE /api/admin/venues/{id}': 'admin',
  'POST /api/admin/programme-import/preview': 'admin',
  'POST /api/admin/programme-import/apply': 'admin',
  'GET /api/admin/users': 'admin',
  'POST /api/admin/users': 'admin',
  'POST /api/admin/users/bulk-delete': 'admin',
  'GET /api/admin/analytics': 'admin',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/overview': 'admin',
  'GET /api/admin/sign-in-locks': 'admin',
  'POST /api/admin/sign-in-locks/clear': 'admin',
  'POST /api/admin/attendees/erase': 'admin',
  'POST /api/admin/invitations': 'admin',
  'GET /api/admin/session-chairs': 'admin',
  'POST /api/admin/session-chairs': 'admin',
  'DELETE /api/admin/session-chairs/{sessionId}/{userId}': 'admin',
  'GET /api/admin/chair-settings': 'admin',
  'PUT /api/admin/chair-settings': 'admin',
  'GET /api/admin/invitations': 'admin',
  'POST /api/admin/invitations/{id}/resend': 'admin',
  'DELETE /api/admin/invitations/{id}': 'admin',
  // Pending chair invitations withdrawn and resent like admin invitations (issue 34).
  'POST /api/admin/chair-invitations/{id}/resend': 'admin',
  'DELETE /api/admin/chair-invitations/{id}': 'admin',
};

const SECOND_ATTENDEE = {
  email: 'second.attendee@conference.test',
  password: 'another-long-passphrase-27',
  name: 'Sam Second',
};

let ctx: TestContext;
let routes: ApiRoute[];
let ids: SeedIds;
let adminToken: string;
let attendeeToken: string;
let secondAttendeeToken: string;

beforeAll(async () => {
  // Push endpoints' names resolve to a public address here, never through the network's DNS (nothing is sent).
  ctx = await setupTestApp({ push: { resolveHost: async () => [{ address: '142.250.180.10', family: 4 }] } });
  routes = await listApiRoutes(ctx);
  ids = await seedIds(ctx);
  await createUser(ctx.db, SECOND_ATTENDEE, 'attendee');
  [adminToken, attendeeToken, secondAttendeeToken] = await Promise.all([
    signIn(ctx.app, ADMIN),
    signIn(ctx.app, ATTENDEE),
    signIn(ctx.app, SECOND_ATTENDEE),
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

/** A request as a browser of the app would send it: real ids in the path, an empty JSON object as body. */
function call(route: ApiRoute, sessionToken?: string) {
  const url = fillPath(route.path, (name) => realParam(route.path, name, ids));
  return ctx.app.inject({
    method: route.method,
    url,
    headers: sessionToken ? { cookie: `cc_session=${sessionToken}` } : {},
    ...(route.body ? { payload: {} } : {}),
  });
}

const label = (route: ApiRoute, who: string, status: number, body: string) =>
  `${route.key} as ${who} → ${status} ${body.slice(0, 200)}`;

/** Reads first, then changes, deletions last: the admin pass really runs them on seeded rows. */
const byRisk = (a: ApiRoute, b: ApiRoute) => {
  const rank = (route: ApiRoute) => (route.method === 'GET' ? 0 : route.method === 'DELETE' ? 2 : 1);
  return rank(a) - rank(b);
};

describe('every route in the OpenAPI document', () => {
  it('is classified, and every classification names a route that exists', () => {
    const documented = routes.map((route) => route.key).sort();
    const unclassified = documented.filter((key) => !(key in ACCESS));
    expect(unclassified, 'routes missing from ACCESS in authorization-matrix.test.ts').toEqual([]);
    expect(Object.keys(ACCESS).filter((key) => !documented.includes(key))).toEqual([]);
    // The closing note of issue 7 quotes this count.
    console.info(`authorization matrix: ${routes.length} routes checked`);
    expect(routes.length).toBe(Object.keys(ACCESS).length);
  });

  it('has the admin tag and session-cookie security exactly when it is admin-only', async () => {
    for (const route of routes) {
      const isAdmin = ACCESS[route.key] === 'admin';
      expect(route.tags.includes('admin'), route.key).toBe(isAdmin);
      expect(route.path.startsWith('/api/admin/'), route.key).toBe(isAdmin);
    }
  });
});

describe('protected routes', () => {
  const protectedRoutes = () =>
    routes.filter((route) => ['admin', 'signed-in', 'chair', 'polls'].includes(ACCESS[route.key] ?? ''));

  it('refuse anonymous callers with 401 and change nothing', async () => {
    expect(protectedRoutes().length).toBeGreaterThan(20);
    const before = await tableCounts(ctx.db);
    for (const route of protectedRoutes().sort(byRisk)) {
      const response = await call(route);
      expect(response.statusCode, label(route, 'anonymous', response.statusCode, response.body)).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in.' });
    }
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('refuse signed-in attendees with 403 on admin routes and change nothing', async () => {
    const before = await tableCounts(ctx.db);
    for (const token of [attendeeToken, secondAttendeeToken]) {
      for (const route of protectedRoutes().sort(byRisk)) {
        const response = await call(route, token);
        if (ACCESS[route.key] === 'signed-in') {
          expect([401, 403], label(route, 'attendee', response.statusCode, response.body)).not.toContain(
            response.statusCode,
          );
          continue;
        }
        expect(response.statusCode, label(route, 'attendee', response.statusCode, response.body)).toBe(403);
        expect(response.json()).toEqual(
          ACCESS[route.key] === 'chair' || ACCESS[route.key] === 'polls'
            ? { statusCode: 403, code: 'NOT_CHAIR', message: 'You are not a chair of this session.' }
            : { statusCode: 403, code: 'FORBIDDEN', message: 'Access denied: Admin privileges required' },
        );
      }
    }
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('refuse a forged or signed-out session token like no token at all', async () => {
    const adminOnly = routes.filter((route) => ACCESS[route.key] === 'admin' && route.method === 'GET');
    const signedOut = await signIn(ctx.app, ADMIN);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: `cc_session=${signedOut}` } });
    const forged = [signedOut, `${adminToken.slice(0, -2)}xx`, 'admin', ''];
    for (const token of forged) {
      for (const route of adminOnly) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: route.path,
          headers: { cookie: `cc_session=${token}` },
        });
        expect(response.statusCode, `${route.key} with token ${JSON.stringify(token)}`).toBe(401);
      }
    }
  });
});

describe('public and own-scope routes', () => {
  it('answer anonymous callers and attendees without 401/403 or 5xx', async () => {
    const open = routes.filter((route) => ['public', 'own', 'credential'].includes(ACCESS[route.key] ?? ''));
    for (const route of open.sort(byRisk)) {
      // Signing out would end the shared attendee session; it runs with a session of its own.
      const token = route.key === 'POST /api/auth/sign-out' ? await signIn(ctx.app, ATTENDEE) : attendeeToken;
      for (const [who, cookie] of [
        ['anonymous', undefined],
        ['attendee', token],
      ] as const) {
        const response = await call(route, cookie);
        const text = label(route, who, response.statusCode, response.body);
        expect([401, 403], text).not.toContain(response.statusCode);
        expect(response.statusCode, text).toBeLessThan(500);
      }
    }
  });
});

describe('what reaches a browser', () => {
  it('no answer to an anonymous caller or an attendee carries a secret: cookie secret, password hashes, tokens', async () => {
    const users = await ctx.db.selectFrom('users').select('passwordHash').execute();
    const sessions = await ctx.db.selectFrom('authSessions').select('tokenHash').execute();
    const secrets = [
      ctx.config.cookieSecret,
      adminToken,
      ...users.map((user) => user.passwordHash),
      ...sessions.map((session) => session.tokenHash),
    ];
    const reads = routes.filter((route) => route.method === 'GET' && ACCESS[route.key] !== 'admin');
    for (const route of reads) {
      for (const token of [undefined, attendeeToken]) {
        const response = await call(route, token);
        for (const secret of secrets) expect(response.body, route.key).not.toContain(secret);
        expect(response.body, route.key).not.toMatch(/\$argon2/);
      }
    }
  });
});

describe('one visitor and another', () => {
  async function send(jar: CookieJar, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
    const response = await ctx.app.inject({
      method,
      url,
      headers: { cookie: jar.header() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    jar.update(response);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(400);
    return response;
  }

  async function twoVisitors() {
    const a = new CookieJar();
    const b = new CookieJar();
    await send(a, 'GET', '/api/me');
    await send(b, 'GET', '/api/me');
    expect(a.get('cc_visitor')).toBeTruthy();
    expect(a.get('cc_visitor')).not.toBe(b.get('cc_visitor'));
    return { a, b };
  }

  it("cannot read or remove another visitor's bookmarks", async () => {
    const { a, b } = await twoVisitors();
    await send(a, 'PUT', `/api/bookmarks/${ids.sessionId}`);
    expect((await send(b, 'GET', '/api/bookmarks')).json()).toEqual({ sessionIds: [] });
    expect((await send(b, 'GET', '/api/agenda')).json()).toEqual({ entries: [] });
    // Removing "the same" bookmark only ever touches the caller's own.
    await send(b, 'DELETE', `/api/bookmarks/${ids.sessionId}`);
    expect((await send(a, 'GET', '/api/bookmarks')).json()).toEqual({ sessionIds: [ids.sessionId] });
  });

  it("cannot read, rename, reorder or delete another visitor's phrases", async () => {
    const { a, b } = await twoVisitors();
    const phrase = (await send(a, 'POST', '/api/phrases', { text: 'Only for a' })).json() as { id: number };
    expect((await send(b, 'GET', '/api/phrases')).json()).toEqual({ phrases: [] });
    const refused = [
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/phrases/${phrase.id}`,
        headers: { cookie: b.header() },
        payload: { text: 'Changed by b' },
      }),
      await ctx.app.inject({ method: 'DELETE', url: `/api/phrases/${phrase.id}`, headers: { cookie: b.header() } }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([404, 404]);
    const reorder = await ctx.app.inject({
      method: 'PUT',
      url: '/api/phrases/order',
      headers: { cookie: b.header() },
      payload: { ids: [phrase.id] },
    });
    expect(reorder.statusCode).toBe(409);
    expect((await send(a, 'GET', '/api/phrases')).json()).toEqual({ phrases: [{ id: phrase.id, text: 'Only for a' }] });
  });

  it("cannot read, change or remove another visitor's push subscription", async () => {
    const { a, b } = await twoVisitors();
    const subscription = {
      endpoint: 'https://push.example.net/send/visitor-a',
      keys: {
        p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
        auth: Buffer.alloc(16, 3).toString('base64url'),
      },
    };
    const preferences = { remindMinutes: 10, changes: true, urgent: false, quietHours: null, vibrate: true };
    await send(a, 'PUT', '/api/push/subscription', { ...subscription, preferences });
    const check = (jar: CookieJar) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/push/subscription/check',
        headers: { cookie: jar.header() },
        payload: { endpoint: subscription.endpoint },
      });
    expect((await check(b)).statusCode).toBe(404);
    await send(b, 'DELETE', '/api/push/subscription', { endpoint: subscription.endpoint });
    const takeOver = await ctx.app.inject({
      method: 'PUT',
      url: '/api/push/subscription',
      headers: { cookie: b.header() },
      payload: { ...subscription, preferences: { ...preferences, urgent: true } },
    });
    expect(takeOver.statusCode).toBe(409);
    expect((await check(a)).json()).toEqual({ preferences });
  });

  it("cannot read, change, send or delete another visitor's question drafts", async () => {
    const { a, b } = await twoVisitors();
    const id = '6b1f2a4e-8c3d-4e5f-9a0b-1c2d3e4f5a6b';
    const body = { sessionId: ids.sessionId, text: 'Private until sent', readOutLoud: true, deviceTurn: false };
    await send(a, 'PUT', `/api/question-drafts/${id}`, { ...body, seat: 'Row 2', shownName: null });
    expect((await send(b, 'GET', '/api/question-drafts')).json()).toEqual({ drafts: [] });
    for (const [method, url] of [
      ['DELETE', `/api/question-drafts/${id}`],
      ['POST', `/api/question-drafts/${id}/unschedule`],
    ] as const) {
      const answer = await ctx.app.inject({ method, url, headers: { cookie: b.header() } });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    const sendOthers = await ctx.app.inject({
      method: 'POST',
      url: `/api/question-drafts/${id}/send`,
      headers: { cookie: b.header() },
      payload: { when: 'now' },
    });
    expect(sendOthers.statusCode).toBe(404);
    const [kept] = (await send(a, 'GET', '/api/question-drafts')).json().drafts;
    expect(kept).toMatchObject({ id, text: 'Private until sent', state: 'draft', seat: 'Row 2' });
  });

  it("cannot read or change another visitor's read state", async () => {
    const { a, b } = await twoVisitors();
    await send(a, 'POST', `/api/announcements/${ids.announcementId}/read`);
    expect((await send(a, 'GET', '/api/announcements/read')).json().ids).toContain(ids.announcementId);
    expect((await send(b, 'GET', '/api/announcements/read')).json()).toEqual({ ids: [] });
    const others = await ctx.db.selectFrom('announcements').select('id').execute();
    await send(b, 'POST', '/api/announcements/read', { ids: others.map((row) => row.id) });
    expect((await send(a, 'GET', '/api/announcements/read')).json()).toEqual({ ids: [ids.announcementId] });
  });

  it("cannot see or use another visitor's vote", async () => {
    const { a, b } = await twoVisitors();
    const votes = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('questionVotes')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('questionId', '=', ids.questionId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const start = await votes();
    expect((await send(a, 'POST', `/api/questions/${ids.questionId}/vote`)).json()).toMatchObject({ success: true });
    const seenBy = async (jar: CookieJar) =>
      (await send(jar, 'GET', '/api/questions')).json().questions.find((q: { id: number }) => q.id === ids.questionId);
    expect(await seenBy(a)).toMatchObject({ voted: true });
    expect(await seenBy(b)).toMatchObject({ voted: false });
    // B's vote is B's own: it is counted, not taken as A's "already voted".
    expect((await send(b, 'POST', `/api/questions/${ids.questionId}/vote`)).json()).toMatchObject({
      success: true,
      newVoteCount: start + 2,
    });
    expect((await send(a, 'POST', `/api/questions/${ids.questionId}/vote`)).json()).toMatchObject({
      success: false,
      newVoteCount: start + 2,
    });
    expect(await votes()).toBe(start + 2);
  });

  it("cannot read or replace another visitor's calendar feed", async () => {
    const { a, b } = await twoVisitors();
    await send(a, 'PUT', `/api/bookmarks/${ids.sessionId}`);
    const feedOf = async (jar: CookieJar) =>
      (await send(jar, 'GET', '/api/agenda/feed-token')).json().feedUrl as string;
    const feedA = await feedOf(a);
    const feedB = await feedOf(b);
    expect(feedA).not.toBe(feedB);
    await send(b, 'POST', '/api/agenda/feed-token/rotate');
    expect(await feedOf(a)).toBe(feedA);
    const calendar = async (feedUrl: string) =>
      (await ctx.app.inject({ method: 'GET', url: new URL(feedUrl).pathname })).body;
    expect(await calendar(feedA)).toMatch(new RegExp(`UID:[^\\r\\n]*${ids.sessionId}`));
    expect(await calendar(await feedOf(b))).not.toContain('BEGIN:VEVENT');
  });

  it("cannot act as another visitor by sending that visitor's id without a valid signature", async () => {
    const { a, b } = await twoVisitors();
    await send(a, 'PUT', `/api/bookmarks/${ids.sessionId}`);
    const [idA] = String(a.get('cc_visitor')).split('.');
    const [, signatureB] = String(b.get('cc_visitor')).split('.');
    for (const forged of [idA, `${idA}.${signatureB}`, `${idA}.`, `${idA}.AAAA`]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/bookmarks',
        headers: { cookie: `cc_visitor=${forged}` },
      });
      expect(response.json(), forged).toEqual({ sessionIds: [] });
      // A new visitor is issued instead.
      const issued = response.cookies.find((c) => c.name === 'cc_visitor');
      expect(String(issued?.value).split('.')[0]).not.toBe(idA);
    }
  });
});

describe('one signed-in attendee and another', () => {
  it("see only their own account, bookmarks, read state and votes, and can't reach each other's", async () => {
    const first = { cookie: `cc_session=${attendeeToken}` };
    const second = { cookie: `cc_session=${secondAttendeeToken}` };
    const get = async (headers: Record<string, string>, url: string) =>
      (await ctx.app.inject({ method: 'GET', url, headers })).json();

    expect((await get(first, '/api/me')).user).toMatchObject({ email: ATTENDEE.email, role: 'attendee' });
    expect((await get(second, '/api/me')).user).toMatchObject({ email: SECOND_ATTENDEE.email, role: 'attendee' });

    const other = await ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '!=', ids.sessionId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await ctx.app.inject({ method: 'PUT', url: `/api/bookmarks/${other.id}`, headers: first });
    await ctx.app.inject({ method: 'POST', url: `/api/announcements/${ids.announcementId}/read`, headers: first });
    const question = await ctx.db
      .selectFrom('questions')
      .select('id')
      .where('status', '=', 'answered')
      .executeTakeFirstOrThrow();
    await ctx.app.inject({ method: 'POST', url: `/api/questions/${question.id}/vote`, headers: first });

    expect((await get(first, '/api/bookmarks')).sessionIds).toContain(other.id);
    expect((await get(second, '/api/bookmarks')).sessionIds).not.toContain(other.id);
    expect((await get(second, '/api/announcements/read')).ids).not.toContain(ids.announcementId);
    const seen = (await get(second, '/api/questions')).questions.find((q: { id: number }) => q.id === question.id);
    expect(seen).toMatchObject({ voted: false });

    // The second attendee cannot list accounts or change them (admin-only), nor remove the first one's bookmark.
    const users = await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: second });
    expect(users.statusCode).toBe(403);
    await ctx.app.inject({ method: 'DELETE', url: `/api/bookmarks/${other.id}`, headers: second });
    expect((await get(first, '/api/bookmarks')).sessionIds).toContain(other.id);
  });

  it("leave none of the account's data to the browser after signing out", async () => {
    const jar = new CookieJar();
    const signInResponse = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: ATTENDEE.email, password: ATTENDEE.password },
    });
    jar.update(signInResponse);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/bookmarks', headers: { cookie: jar.header() } });
    expect(mine.json().sessionIds.length).toBeGreaterThan(0);
    jar.update(await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: jar.header() } }));
    expect(jar.get('cc_session')).toBeUndefined();
    const after = await ctx.app.inject({ method: 'GET', url: '/api/bookmarks', headers: { cookie: jar.header() } });
    expect(after.json()).toEqual({ sessionIds: [] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: jar.header() } })).json()).toEqual(
      {
        user: null,
      },
    );
  });
});

describe('behind a proxy (TRUST_PROXY=1), with forwarded headers the client chose', () => {
  it('refuse anonymous callers and attendees alike on every protected route, and change nothing', async () => {
    const proxied = await ctx.buildAnotherApp({ config: { ...ctx.config, trustProxy: 1 } });
    const forwarded = {
      'x-forwarded-for': '127.0.0.1, 10.0.0.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'admin.internal',
    };
    const before = await tableCounts(ctx.db);
    const guarded = routes.filter((r) => ['admin', 'signed-in', 'chair', 'polls'].includes(ACCESS[r.key] ?? ''));
    for (const route of guarded.sort(byRisk)) {
      const url = fillPath(route.path, (name) => realParam(route.path, name, ids));
      for (const token of [undefined, attendeeToken]) {
        const response = await proxied.inject({
          method: route.method,
          url,
          headers: { ...forwarded, ...(token ? { cookie: `cc_session=${token}` } : {}) },
          remoteAddress: '192.0.2.10',
          ...(route.body ? { payload: {} } : {}),
        });
        const text = label(
          route,
          token ? 'attendee via proxy' : 'anonymous via proxy',
          response.statusCode,
          response.body,
        );
        if (ACCESS[route.key] === 'admin' || ACCESS[route.key] === 'chair' || ACCESS[route.key] === 'polls') {
          expect([401, 403], text).toContain(response.statusCode);
        } else if (!token) expect(response.statusCode, text).toBe(401);
      }
    }
    expect(await tableCounts(ctx.db)).toEqual(before);
  });
});

describe('a session that ends while its live socket is open, behind a proxy (TRUST_PROXY=1)', () => {
  type App = TestContext['app'];
  let proxied: App;
  let nextAdmin = 1;
  const sockets: TestLiveClient[] = [];
  const PROXY = '192.0.2.10';
  const forwarded = { 'x-forwarded-for': '203.0.113.9, 198.51.100.20', 'x-forwarded-proto': 'http' };

  beforeAll(async () => {
    proxied = await ctx.buildAnotherApp({ config: { ...ctx.config, trustProxy: 1 } });
    await proxied.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) await socket.close();
  });

  const through = (method: ApiRoute['method'], url: string, token?: string, payload?: object) =>
    proxied.inject({
      method,
      url,
      remoteAddress: PROXY,
      headers: { ...forwarded, ...(token ? { cookie: `cc_session=${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** A new admin signed in through the proxy, with a socket (through the proxy too) that holds moderation. */
  async function adminWithSocket(token?: string) {
    const person = { email: `ending-${nextAdmin++}@conference.test`, password: 'lantern-orchard-quay', name: 'E' };
    const id = await createUser(ctx.db, person, 'admin');
    let sessionToken = token;
    if (!sessionToken) {
      const signedIn = await through('POST', '/api/auth/sign-in', undefined, {
        email: person.email,
        password: person.password,
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      sessionToken = String(signedIn.cookies.find((c) => c.name === 'cc_session')?.value);
    } else {
      const now = Date.now();
      await ctx.db
        .insertInto('authSessions')
        .values({
          tokenHash: hashToken(sessionToken),
          userId: id,
          createdAt: new Date(now),
          lastUsedAt: new Date(now),
          expiresAt: new Date(now + 1500),
        })
        .execute();
    }
    const socket = await TestLiveClient.open(proxied, { cookie: `cc_session=${sessionToken}`, ...forwarded });
    sockets.push(socket);
    expect(await socket.subscribe('moderation', 'announcements')).toEqual(['moderation', 'announcements']);
    return { id, person, token: sessionToken, socket };
  }

  /** After the ending: no admin route lets the token through (changing nothing), and the socket lost moderation. */
  async function refusedEverywhere(token: string, socket: TestLiveClient, status: 401 | 403) {
    await socket.waitFor(() =>
      socket.frames.find((f) => f.kind === 'unsubscribed' && f.topics.includes('moderation' as never)),
    );
    const before = await tableCounts(ctx.db);
    for (const route of routes.filter((r) => ACCESS[r.key] === 'admin').sort(byRisk)) {
      const url = fillPath(route.path, (name) => realParam(route.path, name, ids));
      const response = await through(route.method, url, token, route.body ? {} : undefined);
      expect(response.statusCode, label(route, 'ended session via proxy', response.statusCode, response.body)).toBe(
        status,
      );
    }
    expect(await tableCounts(ctx.db)).toEqual(before);
    const asked = await through('POST', '/api/questions', undefined, {
      text: `After it ended ${Date.now()}?`,
      sessionId: null,
    });
    expect(asked.statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.events().some((event) => event.topic === 'moderation')).toBe(false);
  }

  it('at sign-out', async () => {
    const { token, socket } = await adminWithSocket();
    expect((await through('POST', '/api/auth/sign-out', token)).statusCode).toBe(204);
    await refusedEverywhere(token, socket, 401);
  });

  it('when another admin deletes the account', async () => {
    const { id, token, socket } = await adminWithSocket();
    const deleted = await through('POST', '/api/admin/users/bulk-delete', adminToken, { ids: [id] });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await refusedEverywhere(token, socket, 401);
  });

  it('when the account stops being an admin (role changed)', async () => {
    const { id, token, socket } = await adminWithSocket();
    await ctx.db.updateTable('users').set({ role: 'attendee' }).where('id', '=', id).execute();
    await refusedEverywhere(token, socket, 403);
  });

  it("when the account's password is reset through the emailed link", async () => {
    const { id, person, token, socket } = await adminWithSocket();
    const link = await createEmailToken(ctx.db, {
      purpose: 'password_reset',
      email: person.email,
      userId: id,
      ttlMs: 3600_000,
    });
    const reset = await through('POST', '/api/auth/password-reset/complete', undefined, {
      token: link,
      password: 'a-brand-new-harbour-lamp',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await refusedEverywhere(token, socket, 401);
  });

  it('when the session expires', async () => {
    const { token, socket } = await adminWithSocket(`matrix-expiring-${Date.now()}-long-enough-token`);
    await refusedEverywhere(token, socket, 401);
  });
});

describe('personal and admin answers', () => {
  it('carry Cache-Control: no-store, so that no browser or shared cache keeps them', async () => {
    const personal = routes.filter(
      (route) => route.method === 'GET' && ['own', 'signed-in', 'admin'].includes(ACCESS[route.key] ?? ''),
    );
    expect(personal.length).toBeGreaterThan(15);
    for (const route of personal) {
      for (const token of ACCESS[route.key] === 'admin' ? [adminToken] : [undefined, attendeeToken]) {
        const response = await call(route, token);
        if (!String(response.headers['content-type']).startsWith('application/json')) continue;
        const text = label(route, token ? 'signed in' : 'anonymous', response.statusCode, response.body);
        expect(String(response.headers['cache-control']), text).toMatch(/\bno-store\b/);
      }
    }
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: SECOND_ATTENDEE.email, password: SECOND_ATTENDEE.password },
    });
    expect(signedIn.headers['cache-control']).toMatch(/\bno-store\b/);
    secondAttendeeToken = String(signedIn.cookies.find((c) => c.name === 'cc_session')?.value);
  });
});

describe('chairs (issue 26)', () => {
  const OTHER_CHAIR = { email: 'other.chair@conference.test', password: 'other-chair-passphrase-27', name: 'Oli' };
  const CHAIR = { email: 'the.chair@conference.test', password: 'the-chair-passphrase-2027', name: 'Cai Chair' };
  let chairToken: string;
  let otherChairToken: string;

  beforeAll(async () => {
    const other = await ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '!=', ids.sessionId)
      .executeTakeFirstOrThrow();
    const [chairId, otherId] = await Promise.all([
      createUser(ctx.db, CHAIR, 'attendee'),
      createUser(ctx.db, OTHER_CHAIR, 'attendee'),
    ]);
    await ctx.db
      .insertInto('sessionChairs')
      .values([
        { userId: chairId, sessionId: ids.sessionId, assignedBy: null },
        { userId: otherId, sessionId: other.id, assignedBy: null },
      ])
      .execute();
    [chairToken, otherChairToken] = await Promise.all([signIn(ctx.app, CHAIR), signIn(ctx.app, OTHER_CHAIR)]);
  });

  const chairRoutes = () => routes.filter((route) => ACCESS[route.key] === 'chair').sort(byRisk);

  it('are refused on sessions they do not chair, as admins are, and nothing changes', async () => {
    expect(chairRoutes().length).toBeGreaterThanOrEqual(3);
    const before = await tableCounts(ctx.db);
    for (const token of [otherChairToken, adminToken]) {
      for (const route of chairRoutes()) {
        const response = await call(route, token);
        const text = label(route, 'not its chair', response.statusCode, response.body);
        expect(response.statusCode, text).toBe(403);
        expect(response.json().code, text).toBe('NOT_CHAIR');
      }
    }
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  const pollRoutes = () => routes.filter((route) => ACCESS[route.key] === 'polls').sort(byRisk);

  it("are refused another session's polls; admins are not, and nothing changes", async () => {
    expect(pollRoutes().length).toBe(10);
    const before = await tableCounts(ctx.db);
    for (const route of pollRoutes()) {
      const refused = await call(route, otherChairToken);
      const text = label(route, 'not its chair', refused.statusCode, refused.body);
      expect(refused.statusCode, text).toBe(403);
      expect(refused.json().code, text).toBe('NOT_CHAIR');
      const admin = await call(route, adminToken);
      const adminText = label(route, 'admin', admin.statusCode, admin.body);
      expect([401, 403], adminText).not.toContain(admin.statusCode);
      expect(admin.statusCode, adminText).toBeLessThan(500);
    }
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it("are let through their own session's routes, and its answers are not stored by any cache", async () => {
    for (const route of [...chairRoutes(), ...pollRoutes()]) {
      const response = await call(route, chairToken);
      const text = label(route, 'its chair', response.statusCode, response.body);
      expect([401, 403], text).not.toContain(response.statusCode);
      expect(response.statusCode, text).toBeLessThan(500);
      if (route.method === 'GET') expect(String(response.headers['cache-control']), text).toMatch(/\bno-store\b/);
    }
  });

  it("hold the session's chair topic on the live socket, as admins do (issue 37); anonymous callers, attendees and other chairs do not", async () => {
    const live = await ctx.buildAnotherApp();
    await live.listen({ port: 0, host: '127.0.0.1' });
    const topic = `chair:${ids.sessionId}`;
    const sockets: TestLiveClient[] = [];
    try {
      for (const token of [undefined, attendeeToken, otherChairToken]) {
        const socket = await TestLiveClient.open(live, token ? { cookie: `cc_session=${token}` } : {});
        sockets.push(socket);
        expect(await socket.subscribe(topic), String(token)).toEqual([]);
        expect(socket.frames.some((frame) => frame.kind === 'error')).toBe(true);
      }
      for (const token of [chairToken, adminToken]) {
        const socket = await TestLiveClient.open(live, { cookie: `cc_session=${token}` });
        sockets.push(socket);
        expect(await socket.subscribe(topic)).toEqual([topic]);
      }
      // Issue 37: the polls and room topics are public, as the room screen needs no sign-in.
      const anonymous = await TestLiveClient.open(live);
      sockets.push(anonymous);
      const open = ['polls', `polls:${ids.sessionId}`, `room:${ids.sessionId}`];
      expect(await anonymous.subscribe(...open)).toEqual(open);
    } finally {
      for (const socket of sockets) await socket.close();
    }
  });
});

describe('admins', () => {
  it('are let through every admin route (last: it runs the changes for real)', async () => {
    const adminRoutes = routes.filter((route) => ACCESS[route.key] === 'admin').sort(byRisk);
    for (const route of adminRoutes) {
      const response = await call(route, adminToken);
      const text = label(route, 'admin', response.statusCode, response.body);
      expect([401, 403], text).not.toContain(response.statusCode);
      expect(response.statusCode, text).toBeLessThan(500);
    }
  });
});
