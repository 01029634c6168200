import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from './helpers/cookie-jar';
import { setupTestApp, type TestContext } from './helpers/test-app';

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

async function call(jar: CookieJar, method: 'GET' | 'PUT' | 'DELETE', url: string) {
  const response = await ctx.app.inject({ method, url, headers: { cookie: jar.header() } });
  jar.update(response);
  return response;
}

describe('anonymous visitor cookie', () => {
  it('is issued on the first API call: signed, httpOnly, SameSite=Lax, whole site, one year; the row only when something is stored', async () => {
    const before = await ctx.db.selectFrom('visitors').select('id').execute();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });

    const cookie = response.cookies.find((c) => c.name === 'cc_visitor') as Record<string, unknown>;
    expect(cookie).toBeDefined();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 60 * 60 });
    expect(cookie.secure).toBeFalsy(); // plain HTTP here
    const [id, signature] = String(cookie.value).split('.');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(signature).toBeTruthy();

    // Reading stores nothing: no visitor row yet (issue 17: rows are made lazily).
    expect((await ctx.db.selectFrom('visitors').select('id').execute()).length).toBe(before.length);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookmarks/${sessionIds[0]}`,
      headers: { cookie: `cc_visitor=${cookie.value}` },
    });
    expect(put.statusCode).toBeLessThan(400);
    const after = await ctx.db.selectFrom('visitors').select('id').execute();
    expect(after.length).toBe(before.length + 1);
    expect(after.map((row) => row.id)).toContain(id);
  });

  it('is not issued again while the browser sends a valid one', async () => {
    const jar = new CookieJar();
    await call(jar, 'GET', '/api/me');
    const second = await call(jar, 'GET', '/api/bookmarks');
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('is marked Secure when the request came over HTTPS (behind a trusted proxy)', async () => {
    const app = await ctx.buildAnotherApp({ config: { ...ctx.config, trustProxy: 1 } });
    const response = await app.inject({ method: 'GET', url: '/api/me', headers: { 'x-forwarded-proto': 'https' } });
    const cookie = response.cookies.find((c) => c.name === 'cc_visitor') as Record<string, unknown>;
    expect(cookie.secure).toBe(true);
  });

  it('replaces a forged or tampered cookie with a new visitor', async () => {
    const jar = new CookieJar();
    await call(jar, 'GET', '/api/me');
    const genuine = jar.get('cc_visitor')!;
    const [id, signature] = genuine.split('.');
    // Someone else's id with this browser's signature is not accepted.
    const otherId = '00000000-0000-4000-8000-000000000000';
    jar.set('cc_visitor', `${otherId}.${signature}`);
    const response = await call(jar, 'GET', '/api/me');
    const issued = jar.get('cc_visitor')!;
    expect(response.headers['set-cookie']).toBeDefined();
    expect(issued.split('.')[0]).not.toBe(otherId);
    expect(issued.split('.')[0]).not.toBe(id);

    jar.set('cc_visitor', 'not-even-signed');
    await call(jar, 'GET', '/api/me');
    expect(jar.get('cc_visitor')).not.toBe('not-even-signed');
  });

  it('is not issued for static files or the health probe', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['set-cookie']).toBeUndefined();
    const config = await ctx.app.inject({ method: 'GET', url: '/config.json' });
    expect(config.headers['set-cookie']).toBeUndefined();
  });
});

describe('bookmarks', () => {
  it('survive across requests with the same cookie, in the order added', async () => {
    const jar = new CookieJar();
    const [a, b] = sessionIds as [number, number];
    expect((await call(jar, 'GET', '/api/bookmarks')).json()).toEqual({ sessionIds: [] });
    expect((await call(jar, 'PUT', `/api/bookmarks/${b}`)).json()).toEqual({ sessionIds: [b] });
    expect((await call(jar, 'PUT', `/api/bookmarks/${a}`)).json()).toEqual({ sessionIds: [b, a] });
    expect((await call(jar, 'GET', '/api/bookmarks')).json()).toEqual({ sessionIds: [b, a] });
  });

  it('are idempotent: adding twice or removing twice changes nothing', async () => {
    const jar = new CookieJar();
    const [a] = sessionIds as [number];
    await call(jar, 'PUT', `/api/bookmarks/${a}`);
    const again = await call(jar, 'PUT', `/api/bookmarks/${a}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ sessionIds: [a] });
    const rows = await ctx.db
      .selectFrom('bookmarks')
      .select('id')
      .where('visitorId', '=', jar.get('cc_visitor')!.split('.')[0]!)
      .execute();
    expect(rows).toHaveLength(1);

    expect((await call(jar, 'DELETE', `/api/bookmarks/${a}`)).json()).toEqual({ sessionIds: [] });
    const twice = await call(jar, 'DELETE', `/api/bookmarks/${a}`);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ sessionIds: [] });
  });

  it('belong to one visitor: another visitor neither sees nor removes them', async () => {
    const alice = new CookieJar();
    const bob = new CookieJar();
    const [a, b] = sessionIds as [number, number];
    await call(alice, 'PUT', `/api/bookmarks/${a}`);
    await call(bob, 'PUT', `/api/bookmarks/${b}`);
    expect((await call(bob, 'GET', '/api/bookmarks')).json()).toEqual({ sessionIds: [b] });
    await call(bob, 'DELETE', `/api/bookmarks/${a}`);
    expect((await call(alice, 'GET', '/api/bookmarks')).json()).toEqual({ sessionIds: [a] });
  });

  it('accept an empty JSON body on PUT (clients that always send Content-Type)', async () => {
    const jar = new CookieJar();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookmarks/${sessionIds[0]}`,
      headers: { cookie: jar.header(), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answer 404 for an unknown session and 400 for a non-numeric one', async () => {
    const jar = new CookieJar();
    const unknown = await call(jar, 'PUT', '/api/bookmarks/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, code: 'SESSION_NOT_FOUND', message: 'Session not found' });
    expect((await call(jar, 'DELETE', '/api/bookmarks/999999')).statusCode).toBe(404);
    const zero = await call(jar, 'PUT', '/api/bookmarks/0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Session id must be at least 1' });
  });

  it('are unique per owner and session in the database itself', async () => {
    const visitor = await ctx.db.insertInto('visitors').defaultValues().returning('id').executeTakeFirstOrThrow();
    const row = { visitorId: visitor.id, userId: null, sessionId: sessionIds[0]! };
    await ctx.db.insertInto('bookmarks').values(row).execute();
    await expect(ctx.db.insertInto('bookmarks').values(row).execute()).rejects.toThrow(/unique|duplicate/i);
    // And a bookmark has exactly one owner.
    await expect(
      ctx.db.insertInto('bookmarks').values({ visitorId: null, userId: null, sessionId: sessionIds[1]! }).execute(),
    ).rejects.toThrow(/check|one_owner/i);
  });
});
