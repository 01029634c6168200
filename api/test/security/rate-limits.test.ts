/**
 * Rate limits (issue 7): question submission, votes, presenter links and sign-up are limited per address
 * (and the first three also per visitor); every refusal is a 429 that says how long to wait, with
 * Retry-After; a crowd on one conference Wi-Fi address is not held back by the defaults.
 * Issue 34: questions sent from drafts (now, or by the server when questions open) count in the same per-visitor
 * limit; saving drafts, phrases and notification subscriptions is limited per address.
 * Apps with low limits are built where a test needs to reach one; the defaults are in src/lib/rate-limits.ts.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import type { Limit, RateLimitSettings } from '../../src/lib/rate-limits';
import { CookieJar } from '../helpers/cookie-jar';
import { setupTestApp, type TestContext } from '../helpers/test-app';

const MINUTE = 60_000;
const PLENTY: Limit = { max: 10_000, timeWindow: MINUTE };

let ctx: TestContext;
let questionId: number;
let nextAddress = 1;
/** A fresh client address per test, so no test shares a counter with another. */
const newAddress = () => `10.7.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

beforeAll(async () => {
  ctx = await setupTestApp();
  const question = await ctx.db
    .selectFrom('questions')
    .select('id')
    .where('status', 'in', ['approved', 'answered'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  questionId = question.id;
});
afterAll(async () => {
  await ctx?.close();
});

function appWith(rateLimits: Partial<RateLimitSettings>): Promise<App> {
  return ctx.buildAnotherApp({ rateLimits });
}

/** A browser: keeps its visitor cookie; without a jar every call is a new visitor (cookies dropped). */
async function call(
  app: App,
  request: { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: Record<string, unknown> },
  from: { address: string; jar?: CookieJar },
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    ...request,
    headers: from.jar ? { cookie: from.jar.header() } : {},
    remoteAddress: from.address,
  });
  from.jar?.update(response);
  return response;
}

const ask = (app: App, from: { address: string; jar?: CookieJar }, text = 'Will the slides be shared?') =>
  call(app, { method: 'POST', url: '/api/questions', payload: { text, sessionId: null } }, from);
const vote = (app: App, from: { address: string; jar?: CookieJar }) =>
  call(app, { method: 'POST', url: `/api/questions/${questionId}/vote` }, from);
const validLink = (n: number) => ({
  presenterName: 'Priya Presenter',
  presenterEmail: 'priya@example.org',
  url: `https://example.org/slides/${n}`,
});
const submitLink = (app: App, from: { address: string; jar?: CookieJar }, body: Record<string, unknown>) =>
  call(app, { method: 'POST', url: '/api/sessions/1/resources', payload: body }, from);

/** The 429 every limit answers: its code, a message with the wait in words, and Retry-After in seconds. */
function expectLimited(response: LightMyRequestResponse, code: string, sentence: string, maxWaitSeconds: number) {
  expect(response.statusCode).toBe(429);
  const body = response.json();
  expect(body.code).toBe(code);
  expect(body.message).toMatch(
    new RegExp(`^${sentence.replace(/[.?]/g, '\\$&')} Please wait \\d+ (second|minute)s? and try again\\.$`),
  );
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWaitSeconds);
  // The words agree with the header.
  const [, amount, unit] = /wait (\d+) (second|minute)/.exec(body.message) ?? [];
  expect(Number(amount) * (unit === 'minute' ? 60 : 1)).toBeGreaterThanOrEqual(retryAfter);
}

describe('question submission', () => {
  it('is limited per visitor: the sixth question in a minute waits, another visitor on the same address asks', async () => {
    const app = await appWith({ questionsPerAddress: PLENTY });
    const address = newAddress();
    const jar = new CookieJar();
    for (let i = 1; i <= 5; i += 1) expect((await ask(app, { address, jar }, `Question ${i}?`)).statusCode).toBe(201);
    expectLimited(await ask(app, { address, jar }), 'RATE_LIMITED', 'You are sending questions too quickly.', 60);
    expect((await ask(app, { address, jar: new CookieJar() })).statusCode).toBe(201);
  });

  it('is limited per address, so dropping the cookie does not help; another address is not held back', async () => {
    const app = await appWith({ questionsPerAddress: { max: 3, timeWindow: MINUTE } });
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await ask(app, { address })).statusCode).toBe(201);
    const limited = await ask(app, { address });
    expectLimited(limited, 'RATE_LIMITED', 'Very many questions have just been sent from your network.', 60);
    expect((await ask(app, { address: newAddress() })).statusCode).toBe(201);
  });

  it('a refused caller who waits as told is heard again', async () => {
    const app = await appWith({ questionsPerAddress: { max: 1, timeWindow: 1000 } });
    const address = newAddress();
    expect((await ask(app, { address })).statusCode).toBe(201);
    const limited = await ask(app, { address });
    expect(limited.json().message).toContain('Please wait 1 second and try again.');
    await new Promise((resolve) => setTimeout(resolve, Number(limited.headers['retry-after']) * 1000 + 50));
    expect((await ask(app, { address })).statusCode).toBe(201);
  });

  it('counts the real client behind a trusted proxy, not the proxy', async () => {
    const app = await ctx.buildAnotherApp({
      config: { ...ctx.config, trustProxy: 1 },
      rateLimits: { questionsPerAddress: { max: 1, timeWindow: MINUTE } },
    });
    const viaProxy = (client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/questions',
        payload: { text: 'Through the proxy?', sessionId: null },
        headers: { 'x-forwarded-for': client },
        remoteAddress: '192.0.2.1',
      });
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(201);
    expect((await viaProxy('198.51.100.2')).statusCode).toBe(201);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
  });
});

describe('votes', () => {
  it('are limited per visitor (each attempt counts, even a repeated vote)', async () => {
    const app = await appWith({ votesPerVisitor: { max: 3, timeWindow: MINUTE }, votesPerAddress: PLENTY });
    const address = newAddress();
    const jar = new CookieJar();
    for (let i = 0; i < 3; i += 1) expect((await vote(app, { address, jar })).statusCode).toBe(200);
    expectLimited(await vote(app, { address, jar }), 'RATE_LIMITED', 'You are voting too quickly.', 60);
    expect((await vote(app, { address, jar: new CookieJar() })).statusCode).toBe(200);
  });

  it('are limited per address, so many throwaway visitors cannot stuff the count', async () => {
    const app = await appWith({ votesPerAddress: { max: 4, timeWindow: MINUTE } });
    const address = newAddress();
    const before = await countVotes();
    for (let i = 0; i < 4; i += 1) expect((await vote(app, { address })).json().success).toBe(true);
    expectLimited(
      await vote(app, { address }),
      'RATE_LIMITED',
      'Very many votes have just been sent from your network.',
      60,
    );
    expect(await countVotes()).toBe(before + 4);
  });
});

async function countVotes(): Promise<number> {
  const row = await ctx.db
    .selectFrom('questionVotes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('questionId', '=', questionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('presenter links', () => {
  it('are limited per visitor, counting valid submissions only', async () => {
    const app = await appWith({ presenterUrlsPerVisitor: { max: 2, timeWindow: 15 * MINUTE } });
    const address = newAddress();
    const jar = new CookieJar();
    for (let i = 0; i < 3; i += 1) expect((await submitLink(app, { address, jar }, {})).statusCode).toBe(400);
    for (let i = 0; i < 2; i += 1) expect((await submitLink(app, { address, jar }, validLink(i))).statusCode).toBe(201);
    expectLimited(
      await submitLink(app, { address, jar }, validLink(3)),
      'TOO_MANY_SUBMISSIONS',
      'You have submitted several links in a short time.',
      15 * 60,
    );
  });

  it('are limited per address, whatever the cookie', async () => {
    const app = await appWith({ presenterUrlsPerAddress: { max: 2, timeWindow: 15 * MINUTE } });
    const address = newAddress();
    for (let i = 0; i < 2; i += 1) expect((await submitLink(app, { address }, validLink(i))).statusCode).toBe(201);
    expectLimited(
      await submitLink(app, { address }, validLink(3)),
      'TOO_MANY_SUBMISSIONS',
      'You have submitted several links in a short time.',
      15 * 60,
    );
    expect((await submitLink(app, { address: newAddress() }, validLink(4))).statusCode).toBe(201);
  });
});

describe('sign-up', () => {
  it('is limited per address (new emails do not help), with a 429 that says how long to wait', async () => {
    const app = await ctx.buildAnotherApp({ signUpRateLimit: { max: 2, timeWindow: 10 * MINUTE } });
    const address = newAddress();
    const signUp = (n: number, from = address) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: `rate-limit-${n}@example.org`, password: 'a sentence nobody else uses 2027' },
        remoteAddress: from,
      });
    expect((await signUp(1)).statusCode).toBe(201);
    expect((await signUp(2)).statusCode).toBe(201);
    expectLimited(await signUp(3), 'RATE_LIMITED', 'Too many accounts have been asked for from this network.', 10 * 60);
    expect((await signUp(4, newAddress())).statusCode).toBe(201);
  });
});

describe('the defaults on a shared conference Wi-Fi', () => {
  // 40 is more than any tight per-address limit would let through, and keeps this test quick.
  it('let 40 attendees behind one address each ask a question and vote in the same minute', async () => {
    const address = newAddress();
    // Each opened the app a minute before: a vote from a browser that got its cookie moments ago counts under the
    // tight limit on new visitors (abuse-limits.test.ts).
    const earlier = await ctx.buildAnotherApp({ visitorClock: () => Date.now() - MINUTE });
    for (let i = 0; i < 40; i += 1) {
      const jar = new CookieJar();
      jar.update(await earlier.inject({ method: 'GET', url: '/api/me', remoteAddress: address }));
      expect((await ask(ctx.app, { address, jar }, `Attendee ${i} asks?`)).statusCode, `question ${i}`).toBe(201);
      expect((await vote(ctx.app, { address, jar })).statusCode, `vote ${i}`).toBe(200);
    }
  });

  it('let 25 attendees behind one address create accounts in the same minute', async () => {
    const address = newAddress();
    for (let i = 0; i < 25; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: `wifi-${i}@example.org`, password: 'a sentence nobody else uses 2027' },
        remoteAddress: address,
      });
      expect(response.statusCode, `sign-up ${i}`).toBe(201);
    }
  });
});

const draftBody = (sessionId: number | null, text: string) => ({
  sessionId,
  text,
  readOutLoud: false,
  deviceTurn: false,
  seat: null,
  shownName: null,
});
const saveDraft = (app: App, from: { address: string; jar?: CookieJar }, id: string, body: Record<string, unknown>) =>
  call(app, { method: 'PUT', url: `/api/question-drafts/${id}`, payload: body }, from);
const sendDraft = (app: App, from: { address: string; jar?: CookieJar }, id: string, when: string) =>
  call(app, { method: 'POST', url: `/api/question-drafts/${id}/send`, payload: { when } }, from);

async function draftOf(app: App, jar: CookieJar, id: string) {
  const response = await app.inject({ method: 'GET', url: '/api/question-drafts', headers: { cookie: jar.header() } });
  return (response.json().drafts as { id: string; state: string; text: string }[]).find((draft) => draft.id === id);
}
const questionsWithText = (text: string) =>
  ctx.db.selectFrom('questions').select('id').where('text', '=', text).execute();

/** A session whose questions open at 14:00 London time on 13 September 2027 (13:00 UTC). */
async function sessionAtTwo(): Promise<number> {
  const row = await ctx.db
    .insertInto('sessions')
    .values({ title: `Limits ${randomUUID()}`, sessionDate: '2027-09-13', startTime: '14:00', endTime: '16:00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const AT_TWO = new Date('2027-09-13T13:00:00.000Z');

describe('questions sent from drafts (issue 34)', () => {
  it('count in the same per-visitor limit as asking directly; a send-now over it answers 429 and the draft stays', async () => {
    const app = await appWith({ questionsPerVisitor: { max: 2, timeWindow: MINUTE }, questionsPerAddress: PLENTY });
    const address = newAddress();
    const jar = new CookieJar();
    expect((await ask(app, { address, jar }, 'Asked directly?')).statusCode).toBe(201);
    const first = randomUUID();
    expect((await saveDraft(app, { address, jar }, first, draftBody(null, `Drafted ${first}`))).statusCode).toBe(200);
    expect((await sendDraft(app, { address, jar }, first, 'now')).json().state).toBe('sent');

    const second = randomUUID();
    const text = `Over the limit ${second}`;
    expect((await saveDraft(app, { address, jar }, second, draftBody(null, text))).statusCode).toBe(200);
    expectLimited(
      await sendDraft(app, { address, jar }, second, 'now'),
      'RATE_LIMITED',
      'You are sending questions too quickly.',
      60,
    );
    expect(await draftOf(app, jar, second)).toMatchObject({ state: 'draft', text });
    expect(await questionsWithText(text)).toHaveLength(0);
    // And the direct path sees the drafts' questions in the same count.
    expectLimited(await ask(app, { address, jar }), 'RATE_LIMITED', 'You are sending questions too quickly.', 60);
  });

  it('count a send "when questions open" to a session already open, at the moment it is sent', async () => {
    const clock = new Date(AT_TWO.getTime() + 10 * MINUTE);
    const app = await ctx.buildAnotherApp({
      rateLimits: { questionsPerVisitor: { max: 1, timeWindow: MINUTE }, questionsPerAddress: PLENTY },
      jobs: { now: () => clock },
    });
    const sessionId = await sessionAtTwo();
    const address = newAddress();
    const jar = new CookieJar();
    expect((await ask(app, { address, jar }, 'Uses the one question?')).statusCode).toBe(201);
    const id = randomUUID();
    expect((await saveDraft(app, { address, jar }, id, draftBody(sessionId, `Open ${id}`))).statusCode).toBe(200);
    expectLimited(
      await sendDraft(app, { address, jar }, id, 'questions_open'),
      'RATE_LIMITED',
      'You are sending questions too quickly.',
      60,
    );
    expect(await draftOf(app, jar, id)).toMatchObject({ state: 'draft', text: `Open ${id}` });
  });

  it('sent by the server over the limit: nothing is sent, the job tries again after the window and then sends it', async () => {
    let clock = new Date(AT_TWO.getTime() - 60 * MINUTE);
    const window = 1000;
    const app = await ctx.buildAnotherApp({
      rateLimits: { questionsPerVisitor: { max: 1, timeWindow: window }, questionsPerAddress: PLENTY },
      jobs: { now: () => clock },
    });
    const sessionId = await sessionAtTwo();
    const address = newAddress();
    const jar = new CookieJar();
    const id = randomUUID();
    const text = `Scheduled over the limit ${id}`;
    expect((await saveDraft(app, { address, jar }, id, draftBody(sessionId, text))).statusCode).toBe(200);
    expect((await sendDraft(app, { address, jar }, id, 'questions_open')).json().state).toBe('scheduled');

    clock = AT_TWO;
    expect((await ask(app, { address, jar }, `Just before ${id}?`)).statusCode).toBe(201);
    await app.jobs.runDue();
    expect(await questionsWithText(text)).toHaveLength(0);
    expect(await draftOf(app, jar, id)).toMatchObject({ state: 'scheduled', text });
    const job = await ctx.db
      .selectFrom('jobs')
      .select(['state', 'runAt'])
      .where('key', '=', `question-draft-send:${(await draftRowId(id)) ?? 0}`)
      .executeTakeFirstOrThrow();
    expect(job.state).toBe('queued');
    // Retried once the window has passed, not before.
    expect(job.runAt.getTime()).toBeGreaterThan(AT_TWO.getTime());
    expect(job.runAt.getTime()).toBeLessThanOrEqual(AT_TWO.getTime() + window + 1000);

    // The limit's counters run on real time: wait the window out, then the worker's clock reaches the retry.
    await new Promise((resolve) => setTimeout(resolve, window + 50));
    clock = job.runAt;
    await app.jobs.runDue();
    expect(await questionsWithText(text)).toHaveLength(1);
    expect(await draftOf(app, jar, id)).toMatchObject({ state: 'sent' });
  });

  it('sent by the server over the limit on its last attempt: the draft goes back to the asker with its words', async () => {
    let clock = new Date(AT_TWO.getTime() - 60 * MINUTE);
    const app = await ctx.buildAnotherApp({
      rateLimits: { questionsPerVisitor: { max: 1, timeWindow: MINUTE }, questionsPerAddress: PLENTY },
      jobs: { now: () => clock },
    });
    const sessionId = await sessionAtTwo();
    const address = newAddress();
    const jar = new CookieJar();
    const id = randomUUID();
    const text = `Never lost ${id}`;
    expect((await saveDraft(app, { address, jar }, id, draftBody(sessionId, text))).statusCode).toBe(200);
    expect((await sendDraft(app, { address, jar }, id, 'questions_open')).json().state).toBe('scheduled');
    await ctx.db
      .updateTable('jobs')
      .set({ maxAttempts: 1 })
      .where('key', '=', `question-draft-send:${(await draftRowId(id)) ?? 0}`)
      .execute();

    clock = AT_TWO;
    expect((await ask(app, { address, jar }, `Uses it up ${id}?`)).statusCode).toBe(201);
    await app.jobs.runDue();
    expect(await questionsWithText(text)).toHaveLength(0);
    expect(await draftOf(app, jar, id)).toMatchObject({ state: 'draft', text, sendsAt: null });
  });
});

async function draftRowId(clientId: string): Promise<number | undefined> {
  const row = await ctx.db
    .selectFrom('questionDrafts')
    .select('id')
    .where('clientId', '=', clientId)
    .executeTakeFirst();
  return row?.id;
}

describe('storing for a visitor is limited per address (issue 34)', () => {
  it('saving question drafts: dropping the cookie does not help; another address is not held back', async () => {
    const app = await appWith({ draftSavesPerAddress: { max: 2, timeWindow: MINUTE } });
    const address = newAddress();
    const save = (from: string) => saveDraft(app, { address: from }, randomUUID(), draftBody(null, 'A draft'));
    for (let i = 0; i < 2; i += 1) expect((await save(address)).statusCode).toBe(200);
    expectLimited(
      await save(address),
      'RATE_LIMITED',
      'Very many question drafts have just been saved from your network.',
      60,
    );
    expect((await save(newAddress())).statusCode).toBe(200);
  });

  it('saving, renaming, ordering and deleting phrases', async () => {
    const app = await appWith({ savedChoicesPerAddress: { max: 2, timeWindow: MINUTE } });
    const address = newAddress();
    const jar = new CookieJar();
    const add = (from: string, j?: CookieJar) =>
      call(
        app,
        { method: 'POST', url: '/api/phrases', payload: { text: 'Could you repeat that?' } },
        { address: from, jar: j },
      );
    const saved = await add(address, jar);
    expect(saved.statusCode).toBe(201);
    expect((await add(address)).statusCode).toBe(201);
    const sentence = 'Very many phrases have just been saved from your network.';
    expectLimited(await add(address), 'RATE_LIMITED', sentence, 60);
    const phraseId = saved.json().id;
    for (const request of [
      { method: 'PATCH' as const, url: `/api/phrases/${phraseId}`, payload: { text: 'Say it again?' } },
      { method: 'PUT' as const, url: '/api/phrases/order', payload: { ids: [phraseId] } },
      { method: 'DELETE' as const, url: `/api/phrases/${phraseId}` },
    ]) {
      for (let i = 0; i < 2; i += 1) expect((await call(app, request, { address, jar })).statusCode).toBeLessThan(429);
      expectLimited(await call(app, request, { address, jar }), 'RATE_LIMITED', sentence, 60);
    }
    expect((await add(newAddress())).statusCode).toBe(201);
  });

  it('subscribing, checking and unsubscribing notifications', async () => {
    const app = await appWith({ savedChoicesPerAddress: { max: 2, timeWindow: MINUTE } });
    const address = newAddress();
    const endpoint = { endpoint: 'https://push.example.org/send/abc' };
    const sentence = 'Very many notification changes have just been sent from your network.';
    for (const request of [
      { method: 'PUT' as const, url: '/api/push/subscription', payload: { nonsense: true } },
      { method: 'POST' as const, url: '/api/push/subscription/check', payload: endpoint },
      { method: 'DELETE' as const, url: '/api/push/subscription', payload: endpoint },
    ]) {
      for (let i = 0; i < 2; i += 1) expect((await call(app, request, { address })).statusCode).toBeLessThan(429);
      expectLimited(await call(app, request, { address }), 'RATE_LIMITED', sentence, 60);
      expect((await call(app, request, { address: newAddress() })).statusCode).toBeLessThan(429);
    }
  });
});
