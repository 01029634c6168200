/**
 * Faults: a crowd votes on one question at the same moment. 200 visitors, each with a cookie jar of its own,
 * vote at once: the count goes up by exactly 200. One visitor voting many times at once (a double tap, a
 * retrying client) counts once, and so does a signed-in attendee. On PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { CookieJar } from '../helpers/cookie-jar';
import { ATTENDEE, signIn, testConfig } from '../helpers/test-app';
import { databaseKinds, type FaultApp, startFaultApp } from './support/both-databases';

const VISITORS = 200;
const kinds = await databaseKinds();

describe.each(kinds)('concurrent votes on %s', (kind) => {
  let ctx: FaultApp;
  let questionId: number;

  beforeAll(async () => {
    ctx = await startFaultApp(kind, 'votes');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/questions' });
    const first = (list.json() as { questions: { id: number }[] }).questions[0];
    if (!first) throw new Error('the seed has no public question');
    questionId = first.id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function votesNow(): Promise<number> {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/questions' });
    const question = (list.json() as { questions: { id: number; votes: number }[] }).questions.find(
      (q) => q.id === questionId,
    );
    if (!question) throw new Error('question vanished');
    return question.votes;
  }

  /** From `address`: each test's crowd on a network of its own (anonymous votes are counted per address). */
  function vote(jar: CookieJar, address = '127.0.0.1') {
    return ctx.app
      .inject({
        method: 'POST',
        url: `/api/questions/${questionId}/vote`,
        headers: { cookie: jar.header() },
        remoteAddress: address,
      })
      .then((response) => {
        jar.update(response);
        return response;
      });
  }

  it(`${VISITORS} visitors voting at once give an exact count`, async () => {
    const before = await votesNow();
    // Each visitor got its own cookie when the app first loaded, a minute ago (a vote from a browser that got its
    // cookie moments ago counts under the tight limit on new visitors, test/security/abuse-limits.test.ts).
    const earlier = await buildApp({
      db: ctx.db,
      config: testConfig(),
      logger: false,
      visitorClock: () => Date.now() - 60_000,
    });
    const jars = Array.from({ length: VISITORS }, () => new CookieJar());
    await Promise.all(
      jars.map(async (jar) => jar.update(await earlier.inject({ method: 'GET', url: '/api/bookmarks' }))),
    );
    await earlier.close();
    expect(new Set(jars.map((jar) => jar.get('cc_visitor'))).size).toBe(VISITORS);

    const answers = await Promise.all(jars.map((jar) => vote(jar)));
    expect(answers.map((response) => response.statusCode)).toEqual(Array(VISITORS).fill(200));
    expect(answers.every((response) => response.json().success === true)).toBe(true);
    const counts = answers.map((response) => response.json().newVoteCount as number);
    expect(Math.max(...counts)).toBe(before + VISITORS);
    expect(Math.min(...counts)).toBeGreaterThan(before);
    expect(await votesNow()).toBe(before + VISITORS);
  });

  it('one visitor voting 25 times at once counts once', async () => {
    const before = await votesNow();
    const jar = new CookieJar();
    jar.update(await ctx.app.inject({ method: 'GET', url: '/api/bookmarks' }));
    const answers = await Promise.all(Array.from({ length: 25 }, () => vote(jar, '10.40.0.2')));
    expect(answers.map((response) => response.statusCode)).toEqual(Array(25).fill(200));
    const recorded = answers.filter((response) => response.json().success === true);
    expect(recorded).toHaveLength(1);
    for (const response of answers.filter((r) => r.json().success === false)) {
      expect(response.json()).toMatchObject({ success: false, message: 'You already voted' });
    }
    // And again later, one at a time.
    expect((await vote(jar, '10.40.0.2')).json()).toMatchObject({ success: false, newVoteCount: before + 1 });
    expect(await votesNow()).toBe(before + 1);
  });

  it('a signed-in attendee voting from several tabs at once counts once', async () => {
    const before = await votesNow();
    const token = await signIn(ctx.app, ATTENDEE);
    const tabs = Array.from({ length: 10 }, () => new CookieJar().set('cc_session', token));
    const answers = await Promise.all(tabs.map((jar) => vote(jar)));
    expect(answers.filter((response) => response.json().success === true)).toHaveLength(1);
    expect(await votesNow()).toBe(before + 1);
  });
});
