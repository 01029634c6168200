/**
 * Abuse limits that hold (issue 17): behind the documented proxy the per-address limits count the real client
 * (the proxy's own entry of X-Forwarded-For, never what the client wrote in front of it), and a hop count needs a
 * loopback HOST (issue 30); a script that drops its cookie, or fetches a fresh one before each vote (issue 30),
 * cannot stuff one question's votes; a request that stores nothing creates no visitor row, and
 * visitors that never stored anything are purged.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { CookieJar } from '../helpers/cookie-jar';
import { ATTENDEE, setupTestApp, type TestContext } from '../helpers/test-app';

const MINUTE = 60_000;
let ctx: TestContext;
let questionId: number;
let nextAddress = 1;
const newAddress = () => `10.11.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

beforeAll(async () => {
  ctx = await setupTestApp();
  const question = await ctx.db
    .selectFrom('questions')
    .select('id')
    .where('status', 'in', ['approved', 'answered'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  questionId = question.id;
});
afterAll(async () => {
  await ctx?.close();
});

describe('TRUST_PROXY', () => {
  const LOOPBACK = { HOST: '127.0.0.1' };

  it('is a hop count or a list of proxy addresses; "true" means the one proxy in front, not every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...LOOPBACK, TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ ...LOOPBACK, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('as a hop count, refuses to start unless HOST is a loopback address: nobody may reach the port directly (issue 30)', () => {
    const refusal =
      'TRUST_PROXY=1 trusts the X-Forwarded-For header of whoever connects, but HOST=0.0.0.0 lets anyone who reaches this port directly connect and choose their own address. ' +
      'Set HOST=127.0.0.1 when the proxy runs on this machine, or set TRUST_PROXY to the proxy’s addresses (e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/24).';
    // The default HOST listens on every interface.
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(refusal);
    for (const [TRUST_PROXY, HOST] of [
      ['true', '0.0.0.0'],
      ['2', '::'],
      ['1', '192.0.2.10'],
      ['yes', 'conf.example'],
    ]) {
      expect(() => loadConfig({ TRUST_PROXY, HOST }), `${TRUST_PROXY} on ${HOST}`).toThrow(
        `TRUST_PROXY=${TRUST_PROXY} trusts the X-Forwarded-For header of whoever connects, but HOST=${HOST} lets anyone`,
      );
    }
    for (const HOST of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) {
      expect(loadConfig({ TRUST_PROXY: '1', HOST }).trustProxy, HOST).toBe(1);
    }
    // Naming the proxies works on any HOST: Fastify then believes X-Forwarded-For only from them.
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.0.0/24' }).trustProxy).toEqual(['10.0.0.5', '10.0.0.0/24']);
    expect(loadConfig({ TRUST_PROXY: 'fd00::1', HOST: '::' }).trustProxy).toEqual(['fd00::1']);
    expect(loadConfig({ TRUST_PROXY: 'false', HOST: '0.0.0.0' }).trustProxy).toBe(false);
  });

  it('as a hop count on 0.0.0.0, stops the server before it listens, saying what to change', async () => {
    const apiDir = fileURLToPath(new URL('../../', import.meta.url));
    const { DATABASE_URL: _unused, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
      cwd: apiDir,
      env: {
        ...env,
        TRUST_PROXY: '1',
        HOST: '0.0.0.0',
        PORT: '0',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cc-')),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'Not starting: TRUST_PROXY=1 trusts the X-Forwarded-For header of whoever connects, but HOST=0.0.0.0 lets anyone who reaches this port directly connect and choose their own address. ' +
        'Set HOST=127.0.0.1 when the proxy runs on this machine, or set TRUST_PROXY to the proxy’s addresses (e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/24).',
    );
  });

  for (const setting of ['true', '1', '192.0.2.1']) {
    it(`(${setting}) counts the address the proxy saw, whatever the client wrote in X-Forwarded-For`, async () => {
      const app = await ctx.buildAnotherApp({
        config: { ...ctx.config, trustProxy: loadConfig({ ...LOOPBACK, TRUST_PROXY: setting }).trustProxy },
        rateLimits: { questionsPerAddress: { max: 2, timeWindow: MINUTE } },
      });
      const client = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/questions',
          payload: { text: `Spoofed ${i}?`, sessionId: null },
          // The client sends its own X-Forwarded-For; the proxy appends the address it saw.
          headers: { 'x-forwarded-for': `203.0.113.${i}, ${client}` },
          remoteAddress: '192.0.2.1',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
    });
  }

  it('trusts nothing from a sender that is not the listed proxy', async () => {
    const app = await ctx.buildAnotherApp({
      config: { ...ctx.config, trustProxy: ['192.0.2.1'] },
      rateLimits: { questionsPerAddress: { max: 1, timeWindow: MINUTE } },
    });
    const direct = newAddress();
    const send = (forwarded: string) =>
      app.inject({
        method: 'POST',
        url: '/api/questions',
        payload: { text: 'Direct?', sessionId: null },
        headers: { 'x-forwarded-for': forwarded },
        remoteAddress: direct,
      });
    expect((await send('198.51.100.7')).statusCode).toBe(201);
    expect((await send('198.51.100.8')).statusCode).toBe(429);
  });
});

describe('votes from a script that drops its cookie', () => {
  it('cannot stuff one question: 40 cookieless votes from one address are mostly refused', async () => {
    const address = newAddress();
    const before = await votesOn(questionId);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/questions/${questionId}/vote`,
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    const accepted = statuses.filter((status) => status === 200).length;
    expect(accepted).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBe(40 - accepted);
    expect(await votesOn(questionId)).toBe(before + accepted);
  });
});

describe('votes from a script that fetches a fresh visitor cookie before each vote (issue 30)', () => {
  /** A visitor cookie as a browser gets it when the app loads: from any API call. */
  async function freshCookie(app: TestContext['app'], address: string): Promise<CookieJar> {
    const jar = new CookieJar();
    jar.update(await app.inject({ method: 'GET', url: '/api/me', remoteAddress: address }));
    expect(jar.get('cc_visitor')).toBeTruthy();
    return jar;
  }
  const vote = (jar: CookieJar, address: string, app = ctx.app) =>
    app.inject({
      method: 'POST',
      url: `/api/questions/${questionId}/vote`,
      remoteAddress: address,
      headers: { cookie: jar.header() },
    });

  it('gets at most 10 of 30 votes through with the default limits; the rest are refused and not counted', async () => {
    const address = newAddress();
    const before = await votesOn(questionId);
    let accepted = 0;
    for (let i = 0; i < 30; i++) {
      const response = await vote(await freshCookie(ctx.app, address), address);
      if (response.statusCode === 200 && response.json().success) accepted += 1;
      else {
        expect(response.statusCode, response.body).toBe(429);
        expect(response.json().message).toMatch(
          /^Very many votes for this question have just come from new visitors on your network\. Please wait \d+ seconds? and try again\.$/,
        );
      }
    }
    expect(accepted).toBe(10);
    expect(await votesOn(questionId)).toBe(before + accepted);
  });

  it('tells a new visitor refused to wait only until its browser is no longer new (30 seconds at most)', async () => {
    const app = await ctx.buildAnotherApp({
      rateLimits: { newVisitorVotesPerAddressAndQuestion: { max: 1, timeWindow: 10 * MINUTE } },
    });
    const address = newAddress();
    expect((await vote(await freshCookie(app, address), address, app)).statusCode).toBe(200);
    const refused = await vote(await freshCookie(app, address), address, app);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
  });

  it('gets no further by waiting until its cookies are no longer new: 200 anonymous votes per question and address in an hour', async () => {
    // Cookies issued a minute ago, as if the script had fetched them and waited.
    const earlier = await ctx.buildAnotherApp({ visitorClock: () => Date.now() - MINUTE });
    const address = newAddress();
    const jars = await Promise.all(Array.from({ length: 205 }, () => freshCookie(earlier, address)));
    const before = await votesOn(questionId);
    const statuses: number[] = [];
    const refusals = new Set<string>();
    for (const jar of jars) {
      const response = await vote(jar, address);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refusals.add(response.json().message.replace(/\d+ minutes?/, 'N minutes'));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(200);
    expect(statuses.slice(200)).toEqual([429, 429, 429, 429, 429]);
    expect([...refusals]).toEqual([
      'Very many votes for this question have come from visitors on your network. Signing in lets you vote now. Please wait N minutes and try again.',
    ]);
    expect(await votesOn(questionId)).toBe(before + 200);
    // A signed-in attendee on the same network still votes.
    const jar = new CookieJar();
    jar.update(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: ATTENDEE.email, password: ATTENDEE.password },
        remoteAddress: address,
      }),
    );
    const signedIn = await vote(jar, address);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('still lets 40 attendees behind one address vote, each from a browser that loaded the app before', async () => {
    const earlier = await ctx.buildAnotherApp({ visitorClock: () => Date.now() - MINUTE });
    const address = newAddress();
    for (let i = 0; i < 40; i++) {
      const response = await vote(await freshCookie(earlier, address), address);
      expect(response.statusCode, `vote ${i}: ${response.body}`).toBe(200);
      expect(response.json().success).toBe(true);
    }
  });

  it('counts a vote sent again, or twice at once, by the same new visitor only once', async () => {
    const app = await ctx.buildAnotherApp({
      rateLimits: { newVisitorVotesPerAddressAndQuestion: { max: 2, timeWindow: 10 * MINUTE } },
    });
    const address = newAddress();
    const jar = await freshCookie(app, address);
    const answers = await Promise.all(Array.from({ length: 6 }, () => vote(jar, address, app)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.filter((answer) => answer.json().success)).toHaveLength(1);
    // One new vote counted, so a second new visitor there still gets through.
    expect((await vote(await freshCookie(app, address), address, app)).json().success).toBe(true);
  });
});

async function votesOn(id: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('questionVotes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('questionId', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('visitor rows', () => {
  const visitorCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('visitors')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('are not created by requests that store nothing, with or without the cookie they issue', async () => {
    const before = await visitorCount();
    const jar = new CookieJar();
    for (const url of ['/api/me', '/api/bookmarks', '/api/agenda', '/api/questions', '/api/announcements/read']) {
      for (const cookie of [undefined, jar.header()]) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        expect(response.statusCode, url).toBe(200);
        jar.update(response);
      }
    }
    expect(jar.get('cc_visitor')).toBeTruthy();
    expect(await visitorCount()).toBe(before);
  });

  it('are created when something is stored, and the cookie then names that row', async () => {
    const jar = new CookieJar();
    const sessionId = (await ctx.db.selectFrom('sessions').select('id').executeTakeFirstOrThrow()).id;
    const put = await ctx.app.inject({ method: 'PUT', url: `/api/bookmarks/${sessionId}` });
    jar.update(put);
    expect(put.statusCode).toBeLessThan(400);
    const id = String(jar.get('cc_visitor')).split('.')[0]!;
    expect(await ctx.db.selectFrom('visitors').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/bookmarks', headers: { cookie: jar.header() } });
    expect(mine.json()).toEqual({ sessionIds: [sessionId] });
  });

  it('that never stored anything are purged; visitors with data are kept', async () => {
    const old = new Date(Date.now() - 2 * 24 * 60 * MINUTE);
    const empty = await ctx.db
      .insertInto('visitors')
      .values({ createdAt: old })
      .returning('id')
      .executeTakeFirstOrThrow();
    const kept = await ctx.db
      .insertInto('visitors')
      .values({ createdAt: old })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sessionId = (await ctx.db.selectFrom('sessions').select('id').executeTakeFirstOrThrow()).id;
    await ctx.db.insertInto('bookmarks').values({ visitorId: kept.id, sessionId, userId: null }).execute();
    const fresh = await ctx.db.insertInto('visitors').defaultValues().returning('id').executeTakeFirstOrThrow();

    // Imported here so that the rest of this file also runs against code from before the purge existed.
    const { purgeUnusedVisitors } = await import('../../src/modules/visitors/visitor-store');
    await purgeUnusedVisitors(ctx.db);
    const left = (await ctx.db.selectFrom('visitors').select('id').execute()).map((row) => row.id);
    expect(left).not.toContain(empty.id);
    expect(left).toContain(kept.id);
    expect(left).toContain(fresh.id);
  });
});
