/**
 * What an operator relies on: the request id carried in and out, readiness (starting, ready, draining), and the
 * Prometheus metrics on their own port.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenWhileStarting } from '../src/modules/health/startup-listener';
import { listenForMetrics } from '../src/modules/metrics/metrics-listener';
import { setupTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(() => ctx.close());

describe('request id', () => {
  it('keeps the proxy’s X-Request-Id and sends it back', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/conference',
      headers: { 'x-request-id': 'nginx-3f2a9c1d' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('nginx-3f2a9c1d');
  });

  it('makes its own when none or an unsafe one is given, refusals included', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/conference' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/sessions/999999999',
      headers: { 'x-request-id': 'a b\tinjected="yes"' },
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/ready', () => {
  it('is ready while the database answers, and not once draining', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: 'ok' });
    expect(ready.cookies).toEqual([]);

    const other = await ctx.buildAnotherApp();
    other.lifecycle.draining = true;
    const draining = await other.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 'not-ready', database: 'ok', reason: 'draining' });
    // Liveness is not readiness: a draining instance is still alive.
    expect((await other.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 on the port while the process is still migrating', async () => {
    const starting = await listenWhileStarting(0, '127.0.0.1');
    try {
      for (const path of ['/api/ready', '/api/health', '/api/sessions']) {
        const response = await fetch(`http://127.0.0.1:${starting.port}${path}`);
        expect(response.status, path).toBe(503);
        expect(response.headers.get('retry-after')).toBe('2');
        expect(await response.json()).toMatchObject({ statusCode: 503, code: 'STARTING' });
      }
    } finally {
      await starting.close();
    }
  });
});

describe('metrics on their own port', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = await listenForMetrics(ctx.app.metrics, 0, '127.0.0.1');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts requests per route pattern and times them', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/sessions/1' });
    await ctx.app.inject({ method: 'GET', url: '/api/sessions/2' });
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const response = await fetch(`${url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    // One series for the pattern, not one per id; unknown API paths share the catch-all.
    expect(text).toMatch(/cc_http_requests_total\{method="GET",route="\/api\/sessions\/:key",status="200"\} 2/);
    expect(text).toMatch(/cc_http_requests_total\{method="GET",route="\/api\/\*",status="404"\} 1/);
    expect(text).toMatch(
      /cc_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/sessions\/:key"\}/,
    );
    expect(text).toMatch(/^cc_live_connections 0$/m);
    expect(text).toMatch(/^cc_live_events_published_total \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    if (process.env.DATABASE_URL) expect(text).toMatch(/cc_db_pool_connections\{state="idle"\} \d+/);
  });

  it('serves nothing else', async () => {
    expect((await fetch(`${url}/`)).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
