/**
 * Faults: a deploy sends SIGTERM while requests are being answered and live clients are connected. The real
 * server process, on PostgreSQL: the test holds a row lock so that nine writes are provably in flight (waiting
 * in the database) when the signal arrives. The live client is told 1001 "going away" at once, the process
 * keeps running until the nine writes are answered 2xx and stored, then exits 0.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HttpVisitor } from './support/http-visitor';
import { createScratchDatabase, postgresAvailable, type ScratchDatabase } from './support/postgres';
import { SERVER_ADMIN, type ServerProcess, startServer } from './support/server-process';

const postgres = await postgresAvailable();
const BOOKMARKERS = 8;

describe.runIf(postgres)('graceful shutdown on SIGTERM', () => {
  let database: ScratchDatabase;
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createScratchDatabase('shutdown');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cc-fault-shutdown-'));
    server = await startServer({ dataDir, databaseUrl: database.url });
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.kill('SIGKILL');
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers the requests in flight, says 1001 to live clients, then exits 0', async () => {
    const admin = new HttpVisitor(server.baseUrl);
    expect((await admin.request('POST', '/api/auth/sign-in', SERVER_ADMIN)).status).toBe(200);
    const list = (await admin.request('GET', '/api/admin/sessions')).json as {
      sessions: { id: number; version: number }[];
    };
    const session = list.sessions[0] as { id: number; version: number };
    const visitors = Array.from({ length: BOOKMARKERS }, () => new HttpVisitor(server.baseUrl));
    await Promise.all(visitors.map((visitor) => visitor.request('GET', '/api/bookmarks')));

    const live = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/api/live`);
    await new Promise((resolve, reject) => {
      live.once('open', resolve);
      live.once('error', reject);
    });
    const liveClosed = new Promise<{ code: number; reason: string }>((resolve) => {
      live.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });

    // Hold the session row: the edit and the bookmarks (whose foreign key checks lock it too) wait for it.
    const blocker = new pg.Client({ connectionString: database.url });
    blocker.on('error', () => {}); // the database is dropped after the test, whatever happened
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select id from sessions where id = $1 for update', [session.id]);
    const inFlight = [
      admin.request('PATCH', `/api/admin/sessions/${session.id}`, {
        version: session.version,
        title: 'Saved while shutting down',
      }),
      ...visitors.map((visitor) => visitor.request('PUT', `/api/bookmarks/${session.id}`)),
    ];
    // Watched from a connection of its own: inside the blocker's transaction the statistics would not move.
    const observer = new pg.Client({ connectionString: database.url });
    await observer.connect();
    const waiting = async () =>
      (
        await observer.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        )
      ).rows[0].n as number;
    while ((await waiting()) < 1 + BOOKMARKERS) await new Promise((resolve) => setTimeout(resolve, 20));
    await observer.end();

    server.kill('SIGTERM');
    expect(await liveClosed).toEqual({ code: 1001, reason: 'Server restarting' });
    // Still running: it waits for the nine answers.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull();

    await blocker.query('commit');
    await blocker.end();
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual(Array(1 + BOOKMARKERS).fill(200));
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });

    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    try {
      const title = await check.query('select title from sessions where id = $1', [session.id]);
      expect(title.rows).toEqual([{ title: 'Saved while shutting down' }]);
      const bookmarks = await check.query('select count(*)::int as n from bookmarks where session_id = $1', [
        session.id,
      ]);
      expect(bookmarks.rows[0].n).toBeGreaterThanOrEqual(BOOKMARKERS);
    } finally {
      await check.end();
    }
  }, 120_000);
});
