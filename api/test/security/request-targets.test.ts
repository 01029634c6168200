/**
 * Requests the router sees differently (issue 17): an absolute-form request target (`GET http://host/api/x
 * HTTP/1.1`, RFC 9112 §3.2.2) and odd forwarded headers behind a proxy reach the same routes as any other
 * request, so identity is decided from the routed path, never from the raw URL text, and no such request gets a
 * 5xx. Every route of the OpenAPI document is tried, over a real socket (app.inject would normalise the target).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDEE, setupTestApp, signIn, type TestContext } from '../helpers/test-app';
import { type ApiRoute, fillPath, listApiRoutes, realParam, type SeedIds, seedIds } from './helpers/api-routes';

let ctx: TestContext;
let routes: ApiRoute[];
let ids: SeedIds;
let attendeeCookie: string;
let port: number;

beforeAll(async () => {
  ctx = await setupTestApp();
  routes = await listApiRoutes(ctx);
  ids = await seedIds(ctx);
  attendeeCookie = `cc_session=${await signIn(ctx.app, ATTENDEE)}`;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await ctx?.close();
});

/** Sends one raw HTTP/1.1 request and resolves with the status code and body of the answer. */
function raw(target: string, method: string, headers: Record<string, string>, body = '', to = port) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = net.connect(to, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.on('error', reject);
    const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (body) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}

const urlOf = (route: ApiRoute) => fillPath(route.path, (name) => realParam(route.path, name, ids));
const readsFirst = (a: ApiRoute, b: ApiRoute) => Number(a.method !== 'GET') - Number(b.method !== 'GET');

describe('absolute-form request targets', () => {
  it('reach owner-scoped routes with the caller identified, like the origin form', async () => {
    const sessionId = ids.sessionId;
    await ctx.app.inject({ method: 'PUT', url: `/api/bookmarks/${sessionId}`, headers: { cookie: attendeeCookie } });
    const answer = await raw(`http://127.0.0.1:${port}/api/bookmarks`, 'GET', { Cookie: attendeeCookie });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).sessionIds).toContain(sessionId);
    const anonymous = await raw('http://example.org/api/agenda', 'GET', {});
    expect(anonymous.status).toBe(200);
  });

  it('never get a 5xx at any route, anonymous or signed in', async () => {
    const tried: string[] = [];
    for (const route of [...routes].filter((r) => !r.multipart && r.method !== 'DELETE').sort(readsFirst)) {
      for (const cookie of [undefined, attendeeCookie]) {
        const target = `http://127.0.0.1:${port}${urlOf(route)}`;
        const answer = await raw(target, route.method, cookie ? { Cookie: cookie } : {}, route.body ? '{}' : '');
        expect(answer.status, `${route.key} (${cookie ? 'attendee' : 'anonymous'}): ${answer.body}`).toBeGreaterThan(0);
        expect(answer.status, `${route.key} (${cookie ? 'attendee' : 'anonymous'}): ${answer.body}`).toBeLessThan(500);
        tried.push(route.key);
      }
    }
    expect(tried.length).toBeGreaterThan(80);
  });

  it('with other hosts, schemes and odd forms get 4xx or an answer, never a 5xx', async () => {
    for (const target of [
      'http://evil.example/api/bookmarks',
      'https://127.0.0.1/api/me',
      'HTTP://127.0.0.1/api/agenda',
      'http://127.0.0.1',
      'http://127.0.0.1/api',
      'http://[::1]/api/bookmarks',
      'http://user:pass@127.0.0.1/api/me',
      'ftp://127.0.0.1/api/me',
      '*',
      '127.0.0.1:80',
    ]) {
      const answer = await raw(target, 'GET', {});
      expect(answer.status, `${target}: ${answer.body}`).toBeGreaterThan(0);
      expect(answer.status, `${target}: ${answer.body}`).toBeLessThan(500);
    }
  });
});

describe('behind a proxy, with hostile forwarded headers', () => {
  it('every route answers below 500', async () => {
    const app = await ctx.buildAnotherApp({ config: { ...ctx.config, trustProxy: 1 } });
    const hostile: Record<string, string>[] = [
      { 'x-forwarded-for': 'not an address', 'x-forwarded-proto': 'gopher', 'x-forwarded-host': '' },
      { 'x-forwarded-for': ', , ,', 'x-forwarded-host': 'a b c', 'x-forwarded-proto': 'https, http' },
      { 'x-forwarded-for': '::ffff:1.2.3.4, 300.1.1.1', 'x-forwarded-host': 'evil.example:99999' },
    ];
    for (const route of [...routes].filter((r) => !r.multipart && r.method !== 'DELETE').sort(readsFirst)) {
      for (const headers of hostile) {
        const response = await app.inject({
          method: route.method,
          url: urlOf(route),
          headers: { ...headers, cookie: attendeeCookie },
          remoteAddress: '192.0.2.1',
          ...(route.body ? { payload: {} } : {}),
        });
        expect(response.statusCode, `${route.key} ${JSON.stringify(headers)}: ${response.body}`).toBeLessThan(500);
      }
    }
  });
});
