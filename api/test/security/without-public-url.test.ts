/**
 * Without PUBLIC_URL (issue 30; the default of `npm start`), links are built from each request's Host header. No
 * answer a shared cache may keep depends on that header: every answer that embeds the caller's host names Host in
 * Vary and is private, so a proxy in front never hands one caller's links to another; and the links in emails
 * never follow Host at all. The start-up log says to set PUBLIC_URL.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from '../../src/config';
import { CookieJar } from '../helpers/cookie-jar';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from '../helpers/test-app';
import { type ApiRoute, fillPath, listApiRoutes, realParam, type SeedIds, seedIds } from './helpers/api-routes';

let ctx: TestContext;
let routes: ApiRoute[];
let ids: SeedIds;
let nextAddress = 1;
const newAddress = () => `10.31.0.${nextAddress++}`;

beforeAll(async () => {
  ctx = await setupTestApp();
  expect(ctx.config.publicUrl).toBeNull();
  routes = await listApiRoutes(ctx);
  ids = await seedIds(ctx);
  // The feed's owner has a session in the agenda, so that the feed carries a session's link.
  const feed = await ctx.db
    .selectFrom('agendaFeedTokens')
    .select('visitorId')
    .where('token', '=', ids.feedToken)
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('bookmarks')
    .values({ visitorId: feed.visitorId, userId: null, sessionId: ids.sessionId })
    .execute();
});
afterAll(async () => {
  await ctx?.close();
});

type Headers = Record<string, string | string[] | number | undefined>;
const header = (headers: Headers, name: string) => String(headers[name] ?? '').toLowerCase();

/** What RFC 9111 lets a shared cache store: a 200 that is neither private nor no-store. */
function sharedCacheMayStore(status: number, headers: Headers): boolean {
  const cacheControl = header(headers, 'cache-control');
  return status === 200 && !/(^|[\s,])(private|no-store)([\s,=]|$)/.test(cacheControl);
}

/** A shared cache serves a stored answer without asking while it is fresh (max-age or s-maxage, and no no-cache). */
function servedFromStoreWhileFresh(headers: Headers): boolean {
  const cacheControl = header(headers, 'cache-control');
  if (/(^|[\s,])no-cache([\s,=]|$)/.test(cacheControl)) return false;
  const age = /(?:s-maxage|max-age)\s*=\s*(\d+)/.exec(cacheControl);
  return age !== null && Number(age[1]) > 0;
}

/** The request headers a stored answer is keyed by (its Vary), besides the URL. */
function varyKey(headers: Headers, request: Record<string, string>): string | null {
  const names = header(headers, 'vary')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*')) return null;
  return names.map((name) => `${name}=${request[name] ?? ''}`).join('&');
}

/** The GET routes a browser or a calendar app reads, with real ids in the path. */
const readable = () => routes.filter((route) => route.method === 'GET' && !route.tags.includes('admin'));

describe('answers built from the Host header (no PUBLIC_URL)', () => {
  it('never reach another Host through a shared cache: each is private and varies on Host', async () => {
    const jar = new CookieJar();
    jar.update(await ctx.app.inject({ method: 'GET', url: '/api/me' }));
    const checked: string[] = [];
    for (const route of readable()) {
      const url = fillPath(route.path, (name) => realParam(route.path, name, ids));
      const first = { host: 'first.example', cookie: jar.header() };
      const answer = await ctx.app.inject({ method: 'GET', url, headers: first });
      if (!answer.body.includes('first.example')) continue;
      checked.push(route.key);
      const label = `${route.key}: ${answer.headers['cache-control']} / vary ${answer.headers.vary}`;
      expect(sharedCacheMayStore(answer.statusCode, answer.headers), label).toBe(false);
      expect(header(answer.headers, 'vary').split(/\s*,\s*/), label).toContain('host');
    }
    // The answers that embed absolute links: open data, calendar files and feeds, the feed address.
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/open-data/programme.json',
        'GET /api/open-data/programme.ics',
        'GET /api/open-data/schedule.xml',
        'GET /api/sessions/{key}/calendar.ics',
        'GET /api/calendar/{token}.ics',
        'GET /api/agenda/feed-token',
      ]),
    );
  });

  it('two callers with different Host headers never get the same cached body with the other’s host in it', async () => {
    // A proxy in front, keeping what it may and serving it while fresh, keyed by URL and the Vary headers.
    const store = new Map<string, { status: number; headers: Headers; body: string }>();
    async function throughProxy(url: string, request: Record<string, string>) {
      for (const [key, stored] of store) {
        if (!key.startsWith(`${url} `)) continue;
        if (key === `${url} ${varyKey(stored.headers, request)}` && servedFromStoreWhileFresh(stored.headers)) {
          return stored.body;
        }
      }
      const answer = await ctx.app.inject({ method: 'GET', url, headers: request });
      const key = varyKey(answer.headers, request);
      if (key !== null && sharedCacheMayStore(answer.statusCode, answer.headers)) {
        store.set(`${url} ${key}`, { status: answer.statusCode, headers: answer.headers, body: answer.body });
      }
      return answer.body;
    }
    for (const route of readable()) {
      const url = fillPath(route.path, (name) => realParam(route.path, name, ids));
      const first = await throughProxy(url, { host: 'first.example', 'accept-encoding': 'identity' });
      const second = await throughProxy(url, { host: 'second.example', 'accept-encoding': 'identity' });
      expect(second, route.key).not.toContain('first.example');
      if (first.includes('first.example')) expect(second, route.key).toContain('second.example');
    }
  });

  it('keep the answer’s own caching for the browser: the ETag still answers 304', async () => {
    const url = '/api/open-data/programme.json';
    const answer = await ctx.app.inject({ method: 'GET', url, headers: { host: 'first.example' } });
    expect(answer.headers['cache-control']).toBe('private, max-age=300, must-revalidate');
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { host: 'first.example', 'if-none-match': String(answer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(header(again.headers, 'vary')).toContain('host');
  });

  it('are public as before once PUBLIC_URL is set, and name no Host', async () => {
    const app = await ctx.buildAnotherApp({ config: { ...ctx.config, publicUrl: 'https://conf.example' } });
    const answer = await app.inject({
      method: 'GET',
      url: '/api/open-data/programme.json',
      headers: { host: 'first.example' },
    });
    expect(answer.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(header(answer.headers, 'vary')).not.toContain('host');
    expect(answer.body).not.toContain('first.example');
  });
});

describe('links in emails without PUBLIC_URL', () => {
  async function emailedLinks(allowedOrigins: string[]): Promise<string> {
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'cc-outbox-'));
    const app = await ctx.buildAnotherApp({
      config: { ...ctx.config, allowedOrigins, mail: { ...ctx.config.mail, outboxDir } },
    });
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: ATTENDEE.email },
      headers: forged,
      remoteAddress: newAddress(),
    });
    expect(reset.statusCode).toBe(202);
    const invite = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      payload: { email: `organiser-${nextAddress}@example.org`, name: 'New Organiser' },
      // The Origin check compares with Host: the forged Host is the one this browser really used.
      headers: { ...forged, origin: 'http://evil.example', cookie: `cc_session=${await signIn(ctx.app, ADMIN)}` },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const mails = () =>
      existsSync(outboxDir)
        ? readdirSync(outboxDir).map((name) => readFileSync(path.join(outboxDir, name), 'utf8'))
        : [];
    // The reset email leaves in the background.
    const deadline = Date.now() + 5000;
    while (mails().length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mails()).toHaveLength(2);
    return mails()
      .join('\n')
      .replace(/=\r?\n/g, '');
  }

  it('start with the first allowed origin, never with a forged Host', async () => {
    const text = await emailedLinks(['https://conf.example', 'https://other.example']);
    expect(text).toContain('https://conf.example/account/reset-password#token=');
    expect(text).toContain('https://conf.example/account/accept-invitation#token=');
    expect(text).not.toContain('evil.example');
  });

  it('start with this machine when no origin is configured, never with a forged Host', async () => {
    const text = await emailedLinks([]);
    expect(text).toContain(`http://localhost:${ctx.config.port}/account/reset-password#token=`);
    expect(text).toContain(`http://localhost:${ctx.config.port}/account/accept-invitation#token=`);
    expect(text).not.toContain('evil.example');
  });
});

describe('the start-up warning', () => {
  it('says to set PUBLIC_URL when it is unset, and nothing once it is set', () => {
    const [warning, ...more] = configWarnings(loadConfig({}));
    expect(warning).toMatch(/^PUBLIC_URL is not set: set it to the app's public address/);
    expect(warning).toContain('links in emails start with http://localhost:3000');
    expect(more).toEqual([]);
    expect(configWarnings(loadConfig({ PUBLIC_URL: 'https://conf.example' }))).toEqual([]);
  });
});
