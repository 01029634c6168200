/**
 * The realtime hub over real sockets: app.listen on port 0 and the `ws` client, no mocks. Covers the protocol
 * (subscribe, seq, validation, admin-only moderation, Origin), bursts, and events crossing API instances
 * through NOTIFY/LISTEN: two apps on one PostgreSQL database (needs DATABASE_URL) and two apps on one PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Announcement } from '../src/contract/index';
import { createDatabase, type Db, notificationSourceOf } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { TestLiveClient } from './helpers/live-client';
import { ADMIN, ATTENDEE, createUser, setupTestApp, signIn, type TestContext, testConfig } from './helpers/test-app';

const onPostgres = Boolean(process.env.DATABASE_URL?.trim());
type App = TestContext['app'];

let ctx: TestContext;
let adminCookie: string;
let attendeeCookie: string;
const clients: TestLiveClient[] = [];

async function listen(app: App): Promise<App> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
async function open(app: App, headers: Record<string, string> = {}) {
  const client = await TestLiveClient.open(app, headers);
  clients.push(client);
  return client;
}
const announcement = (id: number, title = `News ${id}`): Announcement => ({
  id,
  title,
  summary: title,
  content: title,
  priority: 'normal',
  category: 'general',
  actionUrl: null,
  actionText: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});

beforeAll(async () => {
  ctx = await setupTestApp();
  await listen(ctx.app);
  adminCookie = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  attendeeCookie = `cc_session=${await signIn(ctx.app, ATTENDEE)}`;
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await ctx?.close();
});

describe('GET /api/live protocol', () => {
  it('uses the database for events', () => {
    expect(ctx.app.realtime.mode).toBe(onPostgres ? 'postgres' : 'pglite');
  });

  it('subscribes, numbers every frame from 1 without gaps, and delivers only subscribed topics', async () => {
    const client = await open(ctx.app);
    expect(await client.subscribe('announcements', 'questions:7')).toEqual(['announcements', 'questions:7']);
    await ctx.app.realtime.publish({ topic: 'announcements', type: 'announcement.created', data: announcement(9001) });
    await ctx.app.realtime.publish({ topic: 'sessions', type: 'session.updated', data: { sessionIds: [1] } });
    await ctx.app.realtime.publish({ topic: 'questions', type: 'question.deleted', data: { id: 5 } });
    await ctx.app.realtime.publish({ topic: 'questions:7', type: 'question.deleted', data: { id: 5 } });
    await client.waitFor(() => client.events().length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.events().map((e) => e.topic)).toEqual(['announcements', 'questions:7']);
    expect(client.frames.map((f) => f.seq)).toEqual(client.frames.map((_f, i) => i + 1));
    expect(client.invalid).toEqual([]);

    expect(await client.subscribe('questions')).toContain('questions');
    client.send({ type: 'unsubscribe', topics: ['announcements'] });
    // The answer names what changed.
    await client.waitFor(() => {
      const last = client.frames.at(-1);
      return last?.kind === 'unsubscribed' && last.topics.length === 1 && last.topics[0] === 'announcements';
    });
  });

  it('answers ping and refuses malformed messages and unknown topics with an error frame', async () => {
    const client = await open(ctx.app);
    client.send({ type: 'ping' });
    client.send('not json');
    client.send({ type: 'shout' });
    client.send({ type: 'subscribe', topics: ['everything'] });
    client.send({ type: 'subscribe', topics: [] });
    client.send({ type: 'subscribe', topics: ['questions:abc'] });
    await client.waitFor(() => client.frames.length >= 6);
    expect(client.frames.map((f) => f.kind)).toEqual(['pong', 'error', 'error', 'error', 'error', 'error']);
    expect(client.frames[1]).toMatchObject({ message: 'Messages must be JSON.' });
    expect(client.frames[3]).toMatchObject({ message: 'Unknown topic: everything' });
    // The connection stays usable.
    expect(await client.subscribe('announcements')).toEqual(['announcements']);
  });

  it("holds 'moderation' only for an admin, checked against the server-side session", async () => {
    const anonymous = await open(ctx.app);
    expect(await anonymous.subscribe('moderation', 'announcements')).toEqual(['announcements']);
    expect(anonymous.frames.some((f) => f.kind === 'error' && /Sign in as an admin/.test(f.message))).toBe(true);

    const attendee = await open(ctx.app, { cookie: attendeeCookie });
    expect(await attendee.subscribe('moderation')).toEqual([]);
    expect(attendee.frames.some((f) => f.kind === 'error' && /Admin privileges required/.test(f.message))).toBe(true);

    const admin = await open(ctx.app, { cookie: adminCookie });
    expect(await admin.subscribe('moderation')).toEqual(['moderation']);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/questions',
      payload: { text: 'Live to moderators?', sessionId: null },
    });
    const id = response.json<{ question: { id: number } }>().question.id;
    const event = await admin.waitFor(() =>
      admin.events().find((e) => e.topic === 'moderation' && (e.data as { id: number }).id === id),
    );
    expect(event).toMatchObject({ type: 'question.created', data: { status: 'pending', text: 'Live to moderators?' } });
    expect(anonymous.events().some((e) => e.topic === 'moderation')).toBe(false);

    // A session that has been signed out no longer gets moderation, even on an open socket.
    const signedIn = await signIn(ctx.app, ADMIN);
    const later = await open(ctx.app, { cookie: `cc_session=${signedIn}` });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: `cc_session=${signedIn}` } });
    expect(await later.subscribe('moderation')).toEqual([]);
  });

  it('checks the Origin of the handshake', async () => {
    const address = ctx.app.server.address() as { port: number };
    await expect(TestLiveClient.open(ctx.app, { origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    const same = await open(ctx.app, { origin: `http://127.0.0.1:${address.port}` });
    expect(await same.subscribe('announcements')).toEqual(['announcements']);
  });

  it('coalesces a burst into fewer frames and drops nothing; frames stay numbered', async () => {
    const client = await open(ctx.app);
    await client.subscribe('questions');
    const count = 300;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        ctx.app.realtime.publish({ topic: 'questions', type: 'question.deleted', data: { id: 100_000 + i } }),
      ),
    );
    await client.waitFor(() => client.events().length >= count, 10_000);
    const ids = client.events().map((e) => (e.data as { id: number }).id);
    expect(new Set(ids).size).toBe(count);
    const eventFrames = client.frames.filter((f) => f.kind === 'event' || f.kind === 'batch');
    expect(eventFrames.length).toBeLessThan(count);
    expect(client.frames.map((f) => f.seq)).toEqual(client.frames.map((_f, i) => i + 1));
  });

  it('delivers an announcement created through the admin API to a subscribed socket', async () => {
    const client = await open(ctx.app);
    await client.subscribe('announcements');
    const started = Date.now();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/announcements',
      headers: { cookie: adminCookie },
      payload: { title: 'Live over the socket', content: 'Hello.' },
    });
    expect(response.statusCode).toBe(201);
    const event = await client.waitFor(() => client.events().find((e) => e.type === 'announcement.created'));
    expect(event.data).toMatchObject({ title: 'Live over the socket' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

async function crossInstance(first: App, second: App) {
  const onFirst = await open(first);
  const onSecond = await open(second);
  await onFirst.subscribe('announcements');
  await onSecond.subscribe('announcements');
  await first.realtime.publish({
    topic: 'announcements',
    type: 'announcement.created',
    data: announcement(1, 'From A'),
  });
  await second.realtime.publish({
    topic: 'announcements',
    type: 'announcement.created',
    data: announcement(2, 'From B'),
  });
  for (const client of [onFirst, onSecond]) {
    await client.waitFor(() => client.events().length >= 2);
    expect(client.events().map((e) => (e.data as Announcement).title)).toEqual(['From A', 'From B']);
  }
}

describe('two API instances share live events', () => {
  it.skipIf(!onPostgres)(
    'on one PostgreSQL database, each with its own pool and LISTEN connection (needs DATABASE_URL; skipped without it)',
    async () => {
      const source = notificationSourceOf(ctx.db);
      if (source?.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
      const otherDb = await createDatabase({ kind: 'postgres', url: source.url });
      const other = await buildApp({ db: otherDb, config: ctx.config, logger: false });
      try {
        await listen(other);
        expect(other.realtime.mode).toBe('postgres');
        await crossInstance(ctx.app, other);

        // An admin change on instance B reaches a browser on instance A.
        const onA = await open(ctx.app);
        await onA.subscribe('announcements');
        const response = await other.inject({
          method: 'POST',
          url: '/api/admin/announcements',
          headers: { cookie: adminCookie },
          payload: { title: 'Made on B', content: 'Seen on A.' },
        });
        expect(response.statusCode).toBe(201);
        await onA.waitFor(() => onA.events().find((e) => (e.data as Announcement).title === 'Made on B'));

        // B's LISTEN connection is killed (as by a server restart): B reconnects, tells its clients to
        // resync, and events flow again.
        const onB = await open(other);
        await onB.subscribe('announcements');
        const { sql } = await import('kysely');
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
                  where datname = current_database() and query = 'listen cc_live' and pid <> pg_backend_pid()`.execute(
          ctx.db,
        );
        await onB.waitFor(() => onB.frames.find((f) => f.kind === 'resync'), 10_000);
        await ctx.app.realtime.publish({
          topic: 'announcements',
          type: 'announcement.created',
          data: announcement(3, 'After the reconnect'),
        });
        await onB.waitFor(
          () => onB.events().find((e) => (e.data as Announcement).title === 'After the reconnect'),
          10_000,
        );
      } finally {
        await other.close();
        await otherDb.destroy();
      }
    },
  );
  if (!onPostgres) {
    console.info('realtime.test: the two-instance PostgreSQL test is skipped because DATABASE_URL is not set.');
  }

  it('on one PGlite instance (two apps, one embedded database)', async () => {
    let db: Db = ctx.db;
    let ownDb = false;
    if (onPostgres) {
      db = await createDatabase({ kind: 'pglite', dataDir: null });
      ownDb = true;
      await migrateToLatest(db);
      await createUser(db, ADMIN, 'admin');
    }
    const config = testConfig();
    const first = await listen(await buildApp({ db, config, logger: false }));
    const second = await listen(await buildApp({ db, config, logger: false }));
    try {
      expect(first.realtime.mode).toBe('pglite');
      await crossInstance(first, second);
    } finally {
      await first.close();
      await second.close();
      if (ownDb) await db.destroy();
    }
  });
});
