/**
 * Bounds on the live socket (issue 17): topics per connection are bounded, a subscribe is answered with what
 * changed rather than the whole list (no output amplification), and one address cannot hold unbounded
 * sockets. Real sockets on app.listen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TOPICS_PER_CONNECTION } from '../../src/contract/realtime';
import { TestLiveClient } from '../helpers/live-client';
import { setupTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const clients: TestLiveClient[] = [];

beforeAll(async () => {
  ctx = await setupTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await ctx?.close();
});

async function open(app: TestContext['app'] = ctx.app) {
  const client = await TestLiveClient.open(app);
  clients.push(client);
  return client;
}

describe('topics per connection', () => {
  it(`are bounded at ${MAX_TOPICS_PER_CONNECTION}; more are refused with an error that says so`, async () => {
    const client = await open();
    const held = new Set<string>();
    for (let start = 1; start <= MAX_TOPICS_PER_CONNECTION + 40; start += 20) {
      const topics = Array.from({ length: 20 }, (_, i) => `questions:${start + i}`);
      for (const topic of await client.subscribe(...topics)) held.add(topic);
    }
    expect(held.size).toBe(MAX_TOPICS_PER_CONNECTION);
    const errors = client.frames.filter((frame) => frame.kind === 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatchObject({ message: expect.stringMatching(/at most \d+ topics/i) });
  });

  it('each subscribe is answered with what it changed, not the whole list', async () => {
    const client = await open();
    expect(await client.subscribe('announcements')).toEqual(['announcements']);
    expect(await client.subscribe('sessions', 'questions')).toEqual(['sessions', 'questions']);
    // Already held: nothing changes, and the answer is short.
    expect(await client.subscribe('announcements')).toEqual(['announcements']);
    const frameBytes = client.frames.map((frame) => JSON.stringify(frame).length);
    expect(Math.max(...frameBytes)).toBeLessThan(120);

    const before = client.frames.length;
    client.send({ type: 'unsubscribe', topics: ['announcements'] });
    const answer = await client.waitFor(() => client.frames.slice(before).find((f) => f.kind === 'unsubscribed'));
    expect(answer).toMatchObject({ kind: 'unsubscribed', topics: ['announcements'] });
  });
});

describe('sockets per address', () => {
  it('are bounded: one more than allowed is refused at the handshake with 429', async () => {
    const app = await ctx.buildAnotherApp({ liveLimits: { socketsPerAddress: 3 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const open3 = [await open(app), await open(app), await open(app)];
    await expect(TestLiveClient.open(app)).rejects.toThrow('HTTP 429');
    // Closing one frees its place.
    await open3[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await open(app);
  });
});
