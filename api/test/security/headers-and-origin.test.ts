/**
 * Requests (issue 7): security headers on every answer; the Origin check on every state change and on the
 * live socket's handshake, proven for every non-GET route of /api/openapi.json; and no state change on GET,
 * proven for every GET route by comparing every table's rows before and after.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_COOKIE } from '../../src/lib/cookies';
import { TestLiveClient } from '../helpers/live-client';
import { ADMIN, setupTestApp, signIn, type TestContext, testConfig } from '../helpers/test-app';

const HOST = 'companion.example';
const SAME_ORIGIN = `http://${HOST}`;
const FOREIGN_ORIGIN = 'https://evil.example';
const ALLOWED_ORIGIN = 'https://partner.example';
const CDN = 'https://cdn.example';
const LOADING_STYLE = 'min-height: 100vh; display: grid';

type Route = { method: string; url: string };

let ctx: TestContext;
let adminToken: string;
let visitorCookie: string;
let routes: Route[];
let sessionKey: string;

/** A built front end in a temporary folder: the host's index.html (with one inline style) and a remote file. */
function fakeBuild() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cc-headers-'));
  const dirs = { hostDist: path.join(root, 'host'), attendeeDist: path.join(root, 'attendee') };
  mkdirSync(dirs.hostDist);
  mkdirSync(dirs.attendeeDist);
  writeFileSync(
    path.join(dirs.hostDist, 'index.html'),
    `<!doctype html><html><body><div id="root"><div style="${LOADING_STYLE}">Loading</div></div></body></html>`,
  );
  writeFileSync(path.join(dirs.attendeeDist, 'remoteEntry.js'), 'console.log("remote")');
  return dirs;
}

function fillParams(template: string): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (name === 'key') return encodeURIComponent(sessionKey);
    if (name === 'token') return 'no-such-token';
    return '1';
  });
}

let tableNames: string[] | undefined;

/** Every table's row count and a digest of its rows. `auth_sessions.last_used_at` is left out: see below. */
async function snapshot(): Promise<Record<string, string>> {
  tableNames ??= (
    await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(ctx.db)
  ).rows.map((row) => row.name);
  // One query for all tables: this runs twice per route.
  const perTable = tableNames.map((name) => {
    const row = sql.raw(name === 'auth_sessions' ? `(to_jsonb(t) - 'last_used_at')::text` : 'to_jsonb(t)::text');
    return sql`select ${name}::text as name, count(*)::int as rows,
      coalesce(md5(string_agg(${row}, '|' order by ${row})), '') as digest from ${sql.table(name)} as t`;
  });
  const result = await sql<{
    name: string;
    rows: number;
    digest: string;
  }>`${sql.join(perTable, sql` union all `)}`.execute(ctx.db);
  return Object.fromEntries(result.rows.map((row) => [row.name, `${row.rows} rows ${row.digest}`]));
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

beforeAll(async () => {
  const build = fakeBuild();
  const base = testConfig();
  ctx = await setupTestApp({
    config: {
      ...base,
      remotes: { attendee: `${CDN}/attendee/mf-manifest.json`, admin: '/remotes/admin/mf-manifest.json' },
      paths: { ...base.paths, ...build },
    },
  });
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const paths = doc.paths as Record<string, Record<string, unknown>>;
  // A real session, by id, so that a route that were let through would act on something.
  sessionKey = String((await ctx.db.selectFrom('sessions').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
  routes = Object.entries(paths).flatMap(([template, operations]) =>
    Object.keys(operations).map((method) => ({ method: method.toUpperCase(), url: fillParams(template) })),
  );
  adminToken = await signIn(ctx.app, ADMIN, { host: HOST });
  const first = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { host: HOST } });
  const visitor = first.cookies.find((cookie: { name: string }) => cookie.name === VISITOR_COOKIE) as
    | { value: string }
    | undefined;
  if (!visitor) throw new Error('no visitor cookie issued');
  visitorCookie = `${VISITOR_COOKIE}=${visitor.value}`;
});

afterAll(async () => {
  await ctx?.close();
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>, what: string) => {
    expect(headers['content-security-policy'], what).toBeTypeOf('string');
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('same-origin');
    expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
    expect(headers['x-frame-options'], what).toBe('DENY');
    expect(headers['permissions-policy'], what).toContain('camera=()');
    expect(headers['strict-transport-security'], what).toBeUndefined(); // plain HTTP here
  };

  it('are on every kind of answer: JSON, errors, refusals, the host page and remote files', async () => {
    const answers = {
      'an API read': await ctx.app.inject({ method: 'GET', url: '/api/conference' }),
      'a validation error': await ctx.app.inject({ method: 'GET', url: '/api/sponsor-adverts/x/image' }),
      'an unknown API path': await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      'a cross-site refusal': await ctx.app.inject({
        method: 'POST',
        url: '/api/user-actions',
        headers: { host: HOST, origin: FOREIGN_ORIGIN },
        payload: {},
      }),
      'the host page': await ctx.app.inject({ method: 'GET', url: '/programme' }),
      'a remote file': await ctx.app.inject({ method: 'GET', url: '/remotes/attendee/remoteEntry.js' }),
      'the run-time config': await ctx.app.inject({ method: 'GET', url: '/config.json' }),
    };
    expect(answers['a validation error'].statusCode).toBe(400);
    expect(answers['an unknown API path'].statusCode).toBe(404);
    expect(answers['a cross-site refusal'].statusCode).toBe(403);
    expect(answers['the host page'].statusCode).toBe(200);
    expect(answers['the host page'].body).toContain('Loading');
    for (const [what, response] of Object.entries(answers)) expectSecurityHeaders(response.headers, what);
  });

  it('a CSP that allows this origin and the configured remote origin, and nothing more', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );
    const styleHash = `'sha256-${createHash('sha256').update(LOADING_STYLE).digest('base64')}'`;
    expect(directives).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", CDN],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", CDN],
      'style-src-attr': ["'unsafe-hashes'", styleHash],
      'img-src': ["'self'", CDN, 'blob:'],
      'font-src': ["'self'", CDN],
      'connect-src': ["'self'", CDN],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
  });

  it('HSTS only when the request came over HTTPS (through a trusted proxy)', async () => {
    const proxied = await ctx.buildAnotherApp({ config: { ...ctx.config, trustProxy: 1 } });
    const https = await proxied.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await proxied.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY anyone could claim HTTPS: the header is ignored.
    const untrusted = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it('open data and remote files stay loadable by other sites (CORS *, cross-origin resource policy)', async () => {
    const openData = await ctx.app.inject({
      method: 'GET',
      url: '/api/open-data/programme.json',
      headers: { origin: 'https://calendar.example' },
    });
    expect(openData.statusCode).toBe(200);
    expect(openData.headers['access-control-allow-origin']).toBe('*');
    expect(openData.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const remote = await ctx.app.inject({ method: 'GET', url: '/remotes/attendee/remoteEntry.js' });
    expect(remote.headers['access-control-allow-origin']).toBe('*');
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Everything else is for this site's own pages only.
    const api = await ctx.app.inject({ method: 'GET', url: '/api/conference' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('Origin check on every state change in the OpenAPI document', () => {
  const writes = () => routes.filter((route) => route.method !== 'GET');
  const send = (app: TestContext['app'], route: Route, headers: Record<string, string>) =>
    app.inject({
      method: route.method as 'POST',
      url: route.url,
      headers: { host: HOST, 'content-type': 'application/json', ...headers },
      payload: '{}',
    });

  it('refuses a foreign Origin with 403 on every non-GET route, even for a signed-in admin, and nothing changes', async () => {
    expect(writes().length).toBeGreaterThanOrEqual(25);
    const before = await snapshot();
    for (const route of writes()) {
      const response = await send(ctx.app, route, {
        origin: FOREIGN_ORIGIN,
        cookie: `cc_session=${adminToken}; ${visitorCookie}`,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json(), `${route.method} ${route.url}`).toEqual({
        statusCode: 403,
        code: 'CROSS_SITE_REQUEST',
        message: 'Cross-site request refused',
      });
    }
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  it('refuses the opaque origin "null" (sandboxed frames, some redirects) the same way', async () => {
    for (const route of writes()) {
      const response = await send(ctx.app, route, { origin: 'null' });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('lets the same origin and a configured allowed origin through on every non-GET route', async () => {
    const withAllowed = await ctx.buildAnotherApp({ config: { ...ctx.config, allowedOrigins: [ALLOWED_ORIGIN] } });
    for (const [app, origin] of [
      [ctx.app, SAME_ORIGIN],
      [withAllowed, ALLOWED_ORIGIN],
      [withAllowed, SAME_ORIGIN],
    ] as const) {
      for (const route of writes()) {
        // Anonymous: admin routes answer 401, others validate the empty body; none is refused for its origin.
        const response = await send(app, route, { origin });
        expect(response.statusCode, `${origin} ${route.method} ${route.url}`).not.toBe(403);
        expect(response.statusCode, `${origin} ${route.method} ${route.url}`).toBeLessThan(500);
      }
    }
    // An allowed origin is only allowed on the app that is configured with it.
    const refused = await send(ctx.app, { method: 'POST', url: '/api/user-actions' }, { origin: ALLOWED_ORIGIN });
    expect(refused.statusCode).toBe(403);
  });

  it('the same origin on its default port matches a Host header that names the port', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-actions',
      headers: { host: `${HOST}:80`, origin: SAME_ORIGIN },
      payload: { actionType: 'page_view', actionDetails: { page: 'home' }, pageUrl: '/' },
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('Origin check on the live socket handshake', () => {
  it('refuses a foreign Origin and accepts this origin', async () => {
    const app = await ctx.buildAnotherApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    await expect(TestLiveClient.open(app, { origin: FOREIGN_ORIGIN })).rejects.toThrow('HTTP 403');
    const client = await TestLiveClient.open(app, { origin: `http://127.0.0.1:${port}` });
    try {
      // The socket works behind the security headers: a subscription is answered.
      expect(await client.subscribe('announcements')).toEqual(['announcements']);
    } finally {
      client.socket.close();
    }
  });
});

describe('no state change on GET', () => {
  const gets = () => routes.filter((route) => route.method === 'GET');
  const read = (route: Route, cookie: string) =>
    ctx.app.inject({ method: 'GET', url: route.url, headers: { host: HOST, cookie } });

  // A third, not a change of anything a person sees: a signed-in session's last use is slid forward at most
  // once every few minutes (idle expiry), so the snapshot leaves out auth_sessions.last_used_at.
  it('the deliberate exception: the calendar feed address is made on first read (and with it the visitor row)', async () => {
    // 1. An API call without a visitor cookie gets a cookie but stores nothing (issue 17: the visitor row is
    //    made when the visitor first stores something).
    let before = await snapshot();
    const first = await ctx.app.inject({ method: 'GET', url: '/api/bookmarks', headers: { host: HOST } });
    expect(first.statusCode).toBe(200);
    expect(changedTables(before, await snapshot())).toEqual([]);

    // 2. GET /api/agenda/feed-token creates the caller's private feed address the first time (for a visitor
    //    not yet stored, its row too), then only reads it.
    for (const [cookie, made] of [
      [`cc_session=${adminToken}; ${visitorCookie}`, ['agenda_feed_tokens']],
      [visitorCookie, ['agenda_feed_tokens', 'visitors']],
    ] as const) {
      before = await snapshot();
      expect((await read({ method: 'GET', url: '/api/agenda/feed-token' }, cookie)).statusCode).toBe(200);
      expect([...changedTables(before, await snapshot())].sort()).toEqual(made);
      before = await snapshot();
      expect((await read({ method: 'GET', url: '/api/agenda/feed-token' }, cookie)).statusCode).toBe(200);
      expect(changedTables(before, await snapshot())).toEqual([]);
    }
  });

  it('every GET route, anonymous and as an admin, leaves every table as it was', async () => {
    expect(gets().length).toBeGreaterThanOrEqual(30);
    for (const cookie of [visitorCookie, `cc_session=${adminToken}; ${visitorCookie}`]) {
      for (const route of gets()) {
        const before = await snapshot();
        const response = await read(route, cookie);
        expect(response.statusCode, route.url).toBeLessThan(500);
        expect(changedTables(before, await snapshot()), `GET ${route.url}`).toEqual([]);
      }
    }
  });
});
