/**
 * The room screen's data (issue 37): the session, its approved questions in the chair's order with their marks, the
 * open poll, the writing count, the short address and its QR code, with no sign-in and no personal data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomView } from '../src/contract/polls';
import { TestLiveClient } from './helpers/live-client';
import { ATTENDEE, setupTestApp, type TestContext, testConfig } from './helpers/test-app';

let ctx: TestContext;
let sessionId: number;

beforeAll(async () => {
  ctx = await setupTestApp({ config: testConfig({ publicUrl: 'https://aac.example.org' }) });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  // A session with no questions of its own yet.
  const row = await ctx.db
    .insertInto('sessions')
    .values({ title: 'Room screen rehearsal', sessionDate: '2027-03-15', startTime: '10:00', location: 'Hall A' })
    .returning('id')
    .executeTakeFirstOrThrow();
  sessionId = row.id;
});
afterAll(async () => {
  await ctx?.close();
});

async function ask(text: string, fields: Record<string, unknown>) {
  const row = await ctx.db
    .insertInto('questions')
    .values({ text, sessionId, status: 'approved', authorUserId: ctx.attendeeId, ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the room screen', () => {
  it("shows approved, unanswered questions in the chair's order, names only where shown, and the writing count", async () => {
    const plain = await ask('How do partners learn to wait?', { anonymous: true, name: 'Hidden Person' });
    const voted = await ask('Which vocabulary comes first?', { anonymous: false, name: 'Nia Named', readOutLoud: true });
    const turn = await ask('Could I ask with my device?', { anonymous: true, deviceTurn: true });
    const answeredTurn = await ask('An earlier device turn', { anonymous: true, deviceTurn: true });
    await ask('Waiting for moderation', { status: 'pending' });
    await ctx.db.insertInto('questionVotes').values({ questionId: voted, userId: ctx.attendeeId }).execute();
    await ctx.db
      .insertInto('chairTurns')
      .values([
        { questionId: turn, sessionId, state: 'called', calledAt: new Date() },
        { questionId: answeredTurn, sessionId, state: 'answered', calledAt: new Date(), answeredAt: new Date() },
      ])
      .execute();
    // Someone writing (the page sends the signal with its visitor cookie).
    const first = await ctx.app.inject({ method: 'GET', url: `/api/sessions/${sessionId}/polls/mine` });
    const visitor = first.cookies.find((c: { name: string }) => c.name === 'cc_visitor') as { value: string };
    const writing = await ctx.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/writing`,
      headers: { cookie: `cc_visitor=${visitor.value}` },
    });
    expect(writing.statusCode).toBe(204);

    const answer = await ctx.app.inject({ method: 'GET', url: `/api/room/${sessionId}` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.cookies).toEqual([]);
    const room = answer.json() as RoomView;
    expect(room.session).toMatchObject({ id: sessionId, title: 'Room screen rehearsal', location: 'Hall A' });
    expect(room.shortUrl).toBe(`https://aac.example.org/s/${sessionId}`);
    expect(room.questions.map((q) => q.id)).toEqual([turn, voted, plain]);
    expect(room.questions[1]).toEqual({
      id: voted,
      text: 'Which vocabulary comes first?',
      shownName: 'Nia Named',
      readOutLoud: true,
      deviceTurn: false,
      votes: 1,
      answered: false,
    });
    expect(room.questions[2]?.shownName).toBeNull();
    expect(room.writing).toBe(1);
    expect(room.polls).toEqual([]);
    expect(JSON.stringify(room)).not.toContain(ATTENDEE.email);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/room/2000000000' })).json().code).toBe('SESSION_NOT_FOUND');
  });

  it('hears the writing count on its public topic', async () => {
    const socket = await TestLiveClient.open(ctx.app);
    try {
      expect(await socket.subscribe(`room:${sessionId}`)).toEqual([`room:${sessionId}`]);
      const first = await ctx.app.inject({ method: 'GET', url: `/api/sessions/${sessionId}/polls/mine` });
      const visitor = first.cookies.find((c: { name: string }) => c.name === 'cc_visitor') as { value: string };
      await ctx.app.inject({
        method: 'POST',
        url: `/api/sessions/${sessionId}/writing`,
        headers: { cookie: `cc_visitor=${visitor.value}` },
      });
      const event = await socket.waitFor(() => socket.events().find((e) => e.type === 'room.writing'));
      expect(event).toEqual({ topic: `room:${sessionId}`, type: 'room.writing', data: { sessionId, count: 2 } });
    } finally {
      await socket.close();
    }
  });

  it('draws the QR code of the short address on the server, and the short address leads to the session', async () => {
    const qr = await ctx.app.inject({ method: 'GET', url: `/api/room/${sessionId}/qr.svg` });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(qr.headers['cache-control']).toBe('public, max-age=86400');
    expect(qr.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(qr.body).toContain('<path');
    // Without PUBLIC_URL the address follows the request's Host: kept out of shared caches.
    const bare = await ctx.buildAnotherApp({ config: testConfig() });
    const hostBound = await bare.inject({ method: 'GET', url: `/api/room/${sessionId}/qr.svg` });
    expect(hostBound.headers['cache-control']).toBe('private, max-age=86400');
    const short = await ctx.app.inject({ method: 'GET', url: `/s/${sessionId}` });
    expect(short.statusCode).toBe(302);
    expect(short.headers.location).toBe(`/session/${sessionId}`);
    expect((await ctx.app.inject({ method: 'GET', url: '/s/not-a-number' })).statusCode).toBe(400);
  });
});
