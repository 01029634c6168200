/**
 * Faults: the database goes away while the API runs, and comes back. Against the real PostgreSQL: the app's
 * pool reaches it through a TCP proxy that the test cuts (connections refused, or accepted and dropped), and
 * directly while the database refuses connections and its backends are terminated. While it is down every
 * answer is 503 with a message for people (never a 500, never internals) and /api/health says so; once it is
 * back the same app answers 200 again, without a restart.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { createDatabase, type Db } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { UNAVAILABLE_MESSAGE } from '../../src/plugins/error-handler';
import { seedDatabase } from '../../src/seed/index';
import { testConfig } from '../helpers/test-app';
import {
  createScratchDatabase,
  databaseUrl,
  postgresAvailable,
  type ScratchDatabase,
  serverAddress,
  serverQuery,
} from './support/postgres';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

const postgres = await postgresAvailable();

/**
 * Reads and writes across features; each goes to the database (visitor cookie, bookmarks, questions...). The
 * programme and news lists, one session and the Q&A list are not among them: they are answered from memory while
 * the change feed is up (lib/document-cache.ts, lib/keyed-table-cache.ts), so their answer in the first instant
 * of an outage depends on timing.
 */
function requests(sessionId: number): InjectOptions[] {
  return [
    { method: 'GET', url: '/api/agenda' },
    { method: 'GET', url: '/api/venues' },
    { method: 'GET', url: '/api/announcements/read' },
    { method: 'GET', url: '/api/sponsors' },
    { method: 'GET', url: '/api/bookmarks' },
    { method: 'PUT', url: `/api/bookmarks/${sessionId}` },
    { method: 'POST', url: '/api/questions', payload: { text: 'Asked during the outage?', sessionId: null } },
    {
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'nobody@conference.test', password: 'x'.repeat(12) },
    },
  ];
}

/** Every request answers 503 with the message for people and a Retry-After; health reports the database down. */
async function expectUnavailable(app: App, sessionId: number): Promise<number> {
  const answers = await Promise.all(requests(sessionId).map((options) => app.inject(options)));
  for (const [index, response] of answers.entries()) {
    const what = `${requests(sessionId)[index]?.method} ${requests(sessionId)[index]?.url}`;
    expect(response.statusCode, what).toBe(503);
    expect(response.json(), what).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: UNAVAILABLE_MESSAGE,
    });
    expect(response.headers['retry-after'], what).toBe('5');
    // Nothing about the database, its address or a stack reaches the caller.
    expect(response.body, what).not.toMatch(/ECONN|postgres|5432|terminat|at \w+ \(|pg_|sql/i);
  }
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(503);
  expect(health.json()).toMatchObject({ status: 'degraded', database: 'down' });
  // The load balancer's question: not ready, because of the database.
  const ready = await app.inject({ method: 'GET', url: '/api/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ status: 'not-ready', database: 'down', reason: 'database' });
  return answers.length + 2;
}

/** Back to normal on the same app: health ok, reads 200, and a write is stored and read back. */
async function expectRecovered(app: App, sessionId: number): Promise<void> {
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toMatchObject({ status: 'ok', database: 'ok' });
  const ready = await app.inject({ method: 'GET', url: '/api/ready' });
  expect(ready.statusCode).toBe(200);
  const answers = await Promise.all(
    requests(sessionId)
      .slice(0, 6)
      .map((options) => app.inject(options)),
  );
  expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  const visitor = answers[5]?.cookies.find((cookie: { name: string }) => cookie.name === 'cc_visitor') as
    | { value: string }
    | undefined;
  expect(visitor).toBeDefined();
  const bookmarks = await app.inject({
    method: 'GET',
    url: '/api/bookmarks',
    cookies: { cc_visitor: visitor?.value ?? '' },
  });
  expect(bookmarks.json()).toEqual({ sessionIds: [sessionId] });
}

describe.runIf(postgres)('database outage against the real PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let proxiedDb: Db;
  let directDb: Db;
  let proxiedApp: App;
  let directApp: App;
  let sessionId: number;

  beforeAll(async () => {
    scratch = await createScratchDatabase('outage');
    const setupDb = await createDatabase({ kind: 'postgres', url: scratch.url });
    await migrateToLatest(setupDb);
    await seedDatabase(setupDb);
    const first = await setupDb.selectFrom('sessions').select('id').orderBy('id').executeTakeFirstOrThrow();
    sessionId = first.id;
    await setupDb.destroy();

    proxy = await startTcpProxy(serverAddress());
    proxiedDb = await createDatabase({
      kind: 'postgres',
      url: databaseUrl(scratch.name, { host: '127.0.0.1', port: proxy.port }),
    });
    proxiedApp = await buildApp({ db: proxiedDb, config: testConfig(), logger: false });
    directDb = await createDatabase({ kind: 'postgres', url: scratch.url });
    directApp = await buildApp({ db: directDb, config: testConfig(), logger: false });
    await Promise.all([proxiedApp.ready(), directApp.ready()]);
  });

  afterAll(async () => {
    await serverQuery(`alter database ${scratch.name} allow_connections true`).catch(() => {});
    await proxiedApp?.close();
    await directApp?.close();
    await proxiedDb?.destroy();
    await directDb?.destroy();
    await proxy?.close();
    await scratch?.drop();
  });

  it('PostgreSQL refusing connections: 503 while down, 200 again once it is back', async () => {
    await expectRecovered(proxiedApp, sessionId); // warm pool: its connections are cut below
    await proxy.cut('refuse');
    await expectUnavailable(proxiedApp, sessionId);
    await proxy.restore();
    await expectRecovered(proxiedApp, sessionId);
  });

  it('connections dropped mid-handshake and mid-use: 503 while down, 200 again once it is back', async () => {
    await expectRecovered(proxiedApp, sessionId);
    await proxy.cut('reset');
    await expectUnavailable(proxiedApp, sessionId);
    // Still down a little later: the pool keeps failing fast, not hanging or crashing.
    await expectUnavailable(proxiedApp, sessionId);
    await proxy.restore();
    await expectRecovered(proxiedApp, sessionId);
  });

  it('database closed to connections and its backends terminated: 503, then recovery', async () => {
    await expectRecovered(directApp, sessionId);
    await serverQuery(`alter database ${scratch.name} allow_connections false`);
    await serverQuery(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${scratch.name}' and pid <> pg_backend_pid()`,
    );
    await expectUnavailable(directApp, sessionId);
    await serverQuery(`alter database ${scratch.name} allow_connections true`);
    await expectRecovered(directApp, sessionId);
  });

  it('a burst of requests during an outage gets only 503s, never a 500', async () => {
    await proxy.cut('refuse');
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, index) => requests(sessionId)[index % 8] as InjectOptions).map((options) =>
        proxiedApp.inject(options),
      ),
    );
    await proxy.restore();
    expect(new Set(burst.map((response) => response.statusCode))).toEqual(new Set([503]));
    await expectRecovered(proxiedApp, sessionId);
  });
});
