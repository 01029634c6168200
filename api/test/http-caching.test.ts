/**
 * Programme data over HTTP at conference scale (issue 9): the programme and news lists come from memory with a
 * strong ETag (304 on If-None-Match), already compressed, without visitor cookies; a change made through this
 * instance, through another instance or straight in the database is seen by the next request. Other responses
 * are compressed on the fly when large enough.
 */
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSession, AnnouncementList, SessionList } from '../src/contract/index';
import { ADMIN, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let adminCookie: string;

beforeAll(async () => {
  ctx = await setupTestApp();
  adminCookie = `cc_session=${await signIn(ctx.app, ADMIN)}`;
});
afterAll(async () => {
  await ctx?.close();
});

type App = TestContext['app'];

async function get(app: App, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

/** Polls until `check` holds: another instance hears a change through NOTIFY, a moment later. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function renameFirstSession(app: App, title: string): Promise<number> {
  const sessions = (await app.inject({ method: 'GET', url: '/api/admin/sessions', headers: { cookie: adminCookie } }))
    .json<{ sessions: AdminSession[] }>()
    .sessions.sort((a, b) => a.id - b.id);
  const first = sessions[0]!;
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/admin/sessions/${first.id}`,
    headers: { cookie: adminCookie },
    payload: { version: first.version, title },
  });
  expect(response.statusCode, response.body).toBe(200);
  return first.id;
}

describe('GET /api/sessions', () => {
  it('is public: an ETag, revalidation required, no cookie, and 304 for a client holding the ETag', async () => {
    const first = await get(ctx.app, '/api/sessions');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.json<SessionList>().total).toBeGreaterThan(100);

    const again = await get(ctx.app, '/api/sessions', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);

    const stale = await get(ctx.app, '/api/sessions', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('is sent compressed as the client accepts, each encoding the same JSON', async () => {
    const plain = await get(ctx.app, '/api/sessions');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(ctx.app, '/api/sessions', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(ctx.app, '/api/sessions', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // The ETag names the content, whatever its encoding.
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(1);
  });

  it('shows an admin change at once on this instance, and soon on another one', async () => {
    const other = await ctx.buildAnotherApp();
    await other.ready();
    const before = await get(ctx.app, '/api/sessions');
    const beforeOther = await get(other, '/api/sessions');
    expect(beforeOther.headers.etag).toBe(before.headers.etag);

    const id = await renameFirstSession(ctx.app, 'Renamed through the admin area');
    const after = await get(ctx.app, '/api/sessions');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<SessionList>().sessions.find((s) => s.id === id)?.title).toBe('Renamed through the admin area');
    await eventually(async () => (await get(other, '/api/sessions')).headers.etag === after.headers.etag);
  });

  it('notices a change made straight in the database (import, psql)', async () => {
    const before = await get(ctx.app, '/api/sessions');
    const { id } = before.json<SessionList>().sessions[0]!;
    await ctx.db.updateTable('sessions').set({ title: 'Changed in the database' }).where('id', '=', id).execute();
    await eventually(
      async () =>
        (await get(ctx.app, '/api/sessions')).json<SessionList>().sessions.find((s) => s.id === id)?.title ===
        'Changed in the database',
    );
  });
});

describe('GET /api/announcements', () => {
  it('is cached like the programme and lists a new announcement on the next request', async () => {
    const before = await get(ctx.app, '/api/announcements');
    expect(before.headers.etag).toBeDefined();
    expect(before.headers['set-cookie']).toBeUndefined();
    expect(
      (await get(ctx.app, '/api/announcements', { 'if-none-match': String(before.headers.etag) })).statusCode,
    ).toBe(304);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/announcements',
      headers: { cookie: adminCookie },
      payload: { title: 'Cached list test', content: 'Shown on the next request.' },
    });
    expect(created.statusCode).toBe(201);
    const after = await get(ctx.app, '/api/announcements', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<AnnouncementList>().announcements[0]?.title).toBe('Cached list test');
  });
});

describe('other programme data', () => {
  it.each([
    ['/api/sessions/1', 'public, no-cache'],
    ['/api/venues', 'public, no-cache'],
    // Read twice by every page start; changes only with a redeployment.
    ['/api/conference', 'public, max-age=60'],
  ])('%s has an ETag and answers 304', async (url, cacheControl) => {
    const first = await get(ctx.app, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['cache-control']).toBe(cacheControl);
    const again = await get(ctx.app, url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('compression of other responses', () => {
  it('compresses a large JSON answer, and leaves small ones alone', async () => {
    const large = await get(ctx.app, '/api/open-data/programme.json', { 'accept-encoding': 'br' });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).sessions.length).toBeGreaterThan(100);
    const small = await get(ctx.app, '/api/health', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });

  it('does not inflate compressed request bodies (the body limit counts what was sent)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ text: 'Sent gzipped', sessionId: null })),
    });
    expect(response.statusCode).toBe(400);
    const stored = await ctx.db.selectFrom('questions').select('id').where('text', '=', 'Sent gzipped').execute();
    expect(stored).toEqual([]);
  });
});

describe('indexes', () => {
  it('serve the session key lookup and the public Q&A list', async () => {
    // The seeded tables are small enough that a sequential scan wins; forbid it to see which index serves.
    const plan = (query: string) =>
      ctx.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const rows = await sql.raw<Record<string, string>>(`explain ${query}`).execute(trx);
        return rows.rows.map((row) => Object.values(row)[0]).join('\n');
      });
    expect(await plan(`select id from sessions where lower(trim(track)) = 'keynote'`)).toMatch(
      /sessions_track_key_idx/,
    );
    expect(
      await plan(
        `select id from questions where status in ('approved', 'answered') order by created_at desc, id desc limit 20`,
      ),
    ).toMatch(/questions_public_(session_)?created_idx/);
  });
});
