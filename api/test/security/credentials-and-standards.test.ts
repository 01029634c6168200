/**
 * Issue 34, credentials and standards: passwords that are keyboard walks or the conference's own name with a
 * year are refused wherever a password is chosen; a new address that would pass for an existing account's
 * (a dotless ı, a punycode look-alike domain) is refused wherever an address is chosen; and a route that takes
 * no body refuses one, on every route of the OpenAPI document.
 */
import { domainToASCII } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDown, migrateToLatest } from '../../src/db/migrate';
import { LOOKALIKE_DOMAIN_MESSAGE } from '../../src/modules/auth/email-address';
import { LOOKALIKE_TAKEN_MESSAGE } from '../../src/modules/auth/look-alike-accounts';
import { CONTEXT_MESSAGE, KEYBOARD_MESSAGE } from '../../src/modules/auth/password-patterns';
import { COMMON_PASSWORD_MESSAGE } from '../../src/modules/auth/passwords';
import { NO_BODY_MESSAGE } from '../../src/plugins/no-body-routes';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from '../helpers/test-app';
import { type ApiRoute, fillPath, listApiRoutes, realParam, seedIds } from './helpers/api-routes';

let ctx: TestContext;
let adminCookie: string;
let attendeeCookie: string;

beforeAll(async () => {
  ctx = await setupTestApp();
  adminCookie = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  attendeeCookie = `cc_session=${await signIn(ctx.app, ATTENDEE)}`;
});
afterAll(async () => {
  await ctx?.close();
});

let nextAddress = 1;
const signUp = (email: string, password = 'lantern orchard quay') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { email, password },
    remoteAddress: `10.34.0.${nextAddress++}`,
  });

describe('passwords (issue 34)', () => {
  it.each([
    ['qwertyuiopas', KEYBOARD_MESSAGE],
    ['1qaz2wsx3edc', COMMON_PASSWORD_MESSAGE],
    ["asdfghjkl;'1", KEYBOARD_MESSAGE],
    ['zxcvbnm,./12', KEYBOARD_MESSAGE],
    ['Conference2027', CONTEXT_MESSAGE],
    ['conference-companion2026', CONTEXT_MESSAGE],
    ['iloveaac2027', CONTEXT_MESSAGE],
  ])('sign-up refuses %s with 400 and a message that says what works', async (password, message) => {
    const response = await signUp(`new-${nextAddress}@example.org`, password);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PASSWORD');
    expect(response.json().message).toBe(message);
    expect(response.json().message).toMatch(/unrelated words/);
  });

  it('sign-up accepts a passphrase of unrelated words', async () => {
    const response = await signUp('passphrase.person@example.org', 'violet meadow compass tide');
    expect(response.statusCode, response.body).toBe(201);
  });

  it('a password change refuses a keyboard walk the same way', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: attendeeCookie },
      payload: { currentPassword: ATTENDEE.password, newPassword: 'qwertyuiopas' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PASSWORD', message: KEYBOARD_MESSAGE });
  });
});

describe('look-alike addresses (issue 34)', () => {
  const lookAlikeDomain = domainToASCII('cοnference.test'); // a Greek omicron: xn--cnference-….test

  it('sign-up refuses admın@conference.test (dotless ı) beside admin@conference.test, as it refuses a taken address', async () => {
    const taken = await signUp(ADMIN.email);
    const lookAlike = await signUp('admın@conference.test');
    expect(lookAlike.statusCode).toBe(taken.statusCode);
    expect(lookAlike.json()).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN', message: LOOKALIKE_TAKEN_MESSAGE });
    // It does not name the account it resembles.
    expect(lookAlike.body).not.toContain(ADMIN.email);
    const rows = await ctx.db.selectFrom('users').select('id').where('email', '=', 'admın@conference.test').execute();
    expect(rows).toEqual([]);
  });

  it('sign-up refuses an address at a punycode look-alike of an account’s domain', async () => {
    expect(lookAlikeDomain).toMatch(/^xn--cnference-/);
    for (const email of [`admin@${lookAlikeDomain}`, `someone.new@${lookAlikeDomain}`]) {
      const response = await signUp(email);
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_EMAIL', message: LOOKALIKE_DOMAIN_MESSAGE });
    }
  });

  it('sign-up accepts a plain different address at the same domain, and keeps its skeleton', async () => {
    const response = await signUp('robin.reader@conference.test');
    expect(response.statusCode, response.body).toBe(201);
    const row = await ctx.db
      .selectFrom('users')
      .select(['emailSkeleton', 'emailDomainSkeleton'])
      .where('email', '=', 'robin.reader@conference.test')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ emailSkeleton: 'robin.reader@conference.test', emailDomainSkeleton: 'conference.test' });
  });

  it('sign-up refuses a look-alike of an account made without a skeleton (filled when first compared)', async () => {
    await ctx.db
      .insertInto('users')
      .values({ email: 'olga@example.org', name: 'Olga', role: 'attendee', passwordHash: 'x' })
      .execute();
    // "rn" reads as "m": Unicode's confusables give both one skeleton.
    const modern = await signUp('olga@exarnple.org');
    expect(modern.json()).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
    const filled = await ctx.db
      .selectFrom('users')
      .select('emailSkeleton')
      .where('email', '=', 'olga@example.org')
      .executeTakeFirstOrThrow();
    expect(filled.emailSkeleton).toBe('olga@exarnple.org');
  });

  it('an admin invitation to a look-alike of an account’s address is refused without naming the account', async () => {
    const dotless = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: { cookie: adminCookie },
      payload: { email: 'admın@conference.test', name: 'Not Ada' },
    });
    expect(dotless.json()).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
    expect(dotless.json().message).toMatch(/looks the same/);
    expect(dotless.body).not.toContain(ADMIN.email);
  });

  it('a chair invitation to a look-alike of an account’s address is refused with 400', async () => {
    const { sessionId } = await seedIds(ctx);
    // A Latin alpha "ɑ" for the "a": one script, so only its look gives it away.
    const alpha = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/session-chairs',
      headers: { cookie: adminCookie },
      payload: { email: 'ɑttendee@conference.test', name: 'Not Ari', sessionIds: [sessionId] },
    });
    expect(alpha.json()).toMatchObject({ statusCode: 400, code: 'EMAIL_LOOKS_TAKEN' });
    expect(alpha.body).not.toContain(ATTENDEE.email);
  });
});

/**
 * Upload routes: their multipart body is not in the OpenAPI document (it names no requestBody for them), so they
 * look bodiless there; their schema's `consumes` tells the app otherwise. A new upload route belongs here.
 */
const UPLOAD_ROUTES = [
  'POST /api/admin/sponsor-adverts',
  'POST /api/admin/sponsors',
  'PUT /api/admin/sponsors/{id}/logo',
];

describe('a route that takes no body (issue 34)', () => {
  let routes: ApiRoute[];
  beforeAll(async () => {
    routes = await listApiRoutes(ctx);
  });

  it('refuses one with 400 on every route of the OpenAPI document without a body, before reading it', async () => {
    const ids = await seedIds(ctx);
    const bodiless = routes.filter((route) => !route.body && !route.multipart && !UPLOAD_ROUTES.includes(route.key));
    expect(bodiless.length).toBeGreaterThan(40);
    for (const route of bodiless) {
      const url = fillPath(route.path, (name) => realParam(route.path, name, ids));
      for (const [type, payload] of [
        ['application/json', '{"everywhere":true}'],
        ['text/plain', 'anything'],
      ]) {
        const response = await ctx.app.inject({
          method: route.method,
          url,
          headers: { cookie: adminCookie, 'content-type': type as string },
          payload,
        });
        expect(response.statusCode, `${route.key} with ${type}: ${response.body}`).toBe(400);
        expect(response.json(), route.key).toEqual({
          statusCode: 400,
          code: 'BODY_NOT_ALLOWED',
          message: NO_BODY_MESSAGE,
        });
      }
    }
    console.log(`no-body routes: ${bodiless.length} routes refused a body`);
  });

  it('still answers the same routes without a body, and with Content-Type: application/json and no body', async () => {
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: `cc_session=${await signIn(ctx.app, ATTENDEE)}`, 'content-type': 'application/json' },
    });
    expect(signOut.statusCode).toBeLessThan(300);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/sessions' });
    expect(read.statusCode).toBe(200);
  });

  it('answers 404 for a path no route takes, body or not (also a parameter longer than the router reads)', async () => {
    for (const url of ['/api/no-such-thing', `/api/admin/speakers/${'x'.repeat(1001)}`]) {
      for (const payload of [undefined, '{"name":"a"}']) {
        const response = await ctx.app.inject({
          method: 'PATCH',
          url,
          ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}),
        });
        expect(response.statusCode, `${url.slice(0, 40)} ${payload ?? 'no body'}`).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    }
  });

  it('leaves upload routes to read their multipart body', async () => {
    const ids = await seedIds(ctx);
    for (const key of UPLOAD_ROUTES) {
      const route = routes.find((candidate) => candidate.key === key);
      expect(route, key).toBeDefined();
      if (!route) continue;
      const response = await ctx.app.inject({
        method: route.method,
        url: fillPath(route.path, (name) => realParam(route.path, name, ids)),
        headers: { cookie: adminCookie, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
      // Refused for what the form lacks, never for having a body.
      expect(response.statusCode, `${key}: ${response.body}`).toBe(400);
      expect(response.json().code, key).not.toBe('BODY_NOT_ALLOWED');
    }
  });
});

describe('migration 2026-11-28-0067 (email skeletons)', () => {
  it('gives the accounts that were there their skeletons, and comes back down', async () => {
    const undone: string[] = [];
    for (let step = 0; step < 10 && !undone.includes('2026-11-28-0067-email-skeletons'); step += 1) {
      undone.push(...(await migrateDown(ctx.db)));
    }
    expect(undone.at(-1)).toBe('2026-11-28-0067-email-skeletons');
    await sql`insert into users (email, name, role, password_hash) values ('yıldız@example.org', 'Y', 'attendee', 'x')`.execute(
      ctx.db,
    );
    await migrateToLatest(ctx.db);
    const row = await ctx.db
      .selectFrom('users')
      .select(['emailSkeleton', 'emailDomainSkeleton'])
      .where('email', '=', 'yıldız@example.org')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ emailSkeleton: 'yildiz@exarnple.org', emailDomainSkeleton: 'exarnple.org' });
    expect((await signUp('yildiz@example.org')).json()).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
  });
});
