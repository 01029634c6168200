import { afterEach, describe, expect, it, vi } from 'vitest';
import { runStartup } from './run-startup';
import { parseRuntimeConfig } from './runtime-config';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: one answer per path; anything else is a 404. */
function serve(routes: Record<string, () => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://app.test').pathname;
    const route = routes[path];
    return route ? route() : new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const config = {
  remotes: { attendee: '/remotes/attendee/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
  apiContract: '1.0.0',
};
const conference = { name: 'Test Conference 2030', year: 2030, organiser: 'Test Org', contactEmail: 'a@b.test' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parseRuntimeConfig', () => {
  it('resolves manifest URLs against the page', () => {
    expect(parseRuntimeConfig(config, 'https://app.test/programme').remotes).toEqual({
      attendee: 'https://app.test/remotes/attendee/mf-manifest.json',
      admin: 'https://app.test/remotes/admin/mf-manifest.json',
    });
  });

  it('refuses a config without both remotes', () => {
    expect(() => parseRuntimeConfig({ remotes: { attendee: '/a.json' } }, 'https://app.test/')).toThrow();
    expect(() => parseRuntimeConfig(null, 'https://app.test/')).toThrow();
  });
});

describe('runStartup', () => {
  it('is ready when the config loads and the API is healthy, probing the API once', async () => {
    const fetchMock = serve({
      '/config.json': () => json(config),
      '/api/health': () => json({ status: 'ok', database: 'ok', checkedAt: new Date().toISOString() }),
      '/api/conference': () => json(conference),
    });
    const result = await runStartup();
    expect(result).toMatchObject({ ok: true, conference });
    const healthCalls = fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/health'));
    expect(healthCalls).toHaveLength(1);
  });

  it("reports the API as the problem when it is down or answers with a page that isn't JSON", async () => {
    serve({ '/config.json': () => json(config), '/api/health': () => json({ message: 'down' }, 503) });
    await expect(runStartup()).resolves.toEqual({ ok: false, problem: 'api' });
    serve({ '/config.json': () => json(config), '/api/health': () => new Response('<!doctype html>') });
    await expect(runStartup()).resolves.toEqual({ ok: false, problem: 'api' });
  });

  it('reports the config as the problem when the API is up but config.json is missing', async () => {
    serve({ '/api/health': () => json({ status: 'ok', database: 'ok', checkedAt: '' }) });
    await expect(runStartup()).resolves.toEqual({ ok: false, problem: 'config' });
  });

  it('starts without the conference configuration when only that call fails', async () => {
    serve({
      '/config.json': () => json(config),
      '/api/health': () => json({ status: 'ok', database: 'ok', checkedAt: '' }),
    });
    await expect(runStartup()).resolves.toMatchObject({ ok: true, conference: null });
  });
});
