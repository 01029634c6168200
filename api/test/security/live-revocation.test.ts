/**
 * Revocation reaches live sockets (issue 17): when the session behind an open WebSocket ends, for any reason,
 * the socket loses the topics that session was allowed at once — it does not wait for the next subscribe.
 * Real sockets (app.listen, the `ws` client) on the real database; every way a session ends is one row of
 * the matrix, and a second API instance on the same database shows it holds across instances too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/modules/auth/session-store';
import { TestLiveClient } from '../helpers/live-client';
import { ADMIN, createUser, setupTestApp, signIn, type TestContext } from '../helpers/test-app';

type App = TestContext['app'];
let ctx: TestContext;
let other: App;
let adminCookie: string;
const clients: TestLiveClient[] = [];
let nextAdmin = 1;

beforeAll(async () => {
  ctx = await setupTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  other = await ctx.buildAnotherApp();
  await other.listen({ port: 0, host: '127.0.0.1' });
  adminCookie = `cc_session=${await signIn(ctx.app, ADMIN)}`;
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await ctx?.close();
});

/** A fresh admin account with a signed-in session, and its socket holding `moderation` on `app`. */
async function adminWithSocket(app: App = ctx.app) {
  const person = { email: `moderator-${nextAdmin++}@conference.test`, password: 'orchid-lantern-harbour', name: 'M' };
  const id = await createUser(ctx.db, person, 'admin');
  const token = await signIn(ctx.app, person);
  const client = await TestLiveClient.open(app, { cookie: `cc_session=${token}` });
  clients.push(client);
  expect(await client.subscribe('moderation', 'announcements')).toEqual(['moderation', 'announcements']);
  return { id, token, client };
}

/**
 * Waits until the server tells the socket, by itself, that it no longer holds `moderation`; then checks that
 * no moderation event arrives any more while public events still do.
 */
async function losesModeration(client: TestLiveClient) {
  await client.waitFor(() =>
    client.frames.find((f) => f.kind === 'unsubscribed' && f.topics.includes('moderation' as never)),
  );
  const question = await ctx.app.inject({
    method: 'POST',
    url: '/api/questions',
    payload: { text: `After revocation ${Date.now()}`, sessionId: null },
  });
  expect(question.statusCode).toBe(201);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(client.events().some((event) => event.topic === 'moderation')).toBe(false);
  // Public topics stay.
  await ctx.app.realtime.publish({ topic: 'announcements', type: 'announcement.deleted', data: { id: 987_654 } });
  await client.waitFor(() => client.events().find((event) => event.topic === 'announcements'));
}

describe('an open socket whose session ends', () => {
  it('loses moderation at sign-out', async () => {
    const { token, client } = await adminWithSocket();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: `cc_session=${token}` } });
    await losesModeration(client);
  });

  it('loses moderation when another admin deletes the account', async () => {
    const { id, client } = await adminWithSocket();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users/bulk-delete',
      headers: { cookie: adminCookie },
      payload: { ids: [id] },
    });
    expect(response.statusCode).toBe(200);
    await losesModeration(client);
  });

  it('loses moderation when the account stops being an admin (role changed in the database)', async () => {
    const { id, client } = await adminWithSocket();
    await ctx.db.updateTable('users').set({ role: 'attendee' }).where('id', '=', id).execute();
    await losesModeration(client);
  });

  it('loses moderation when the account is deactivated', async () => {
    const { id, client } = await adminWithSocket();
    await ctx.db.updateTable('users').set({ isActive: false }).where('id', '=', id).execute();
    await losesModeration(client);
  });

  it('loses moderation when the password is reset: every session of the account ends', async () => {
    const { id, token, client } = await adminWithSocket();
    await ctx.db.updateTable('users').set({ passwordHash: 'reset-by-an-operator' }).where('id', '=', id).execute();
    await losesModeration(client);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `cc_session=${token}` } });
    expect(me.json()).toEqual({ user: null });
  });

  it('loses moderation when the session expires while the socket is open', async () => {
    const person = { email: `moderator-${nextAdmin++}@conference.test`, password: 'orchid-lantern-harbour', name: 'M' };
    const userId = await createUser(ctx.db, person, 'admin');
    // A session 2 seconds before its absolute expiry (opening the socket is a use, which slides the idle
    // expiry but never past the absolute one).
    const token = `expiring-${Date.now()}-token-long-enough-for-the-test`;
    const now = Date.now();
    await ctx.db
      .insertInto('authSessions')
      .values({
        tokenHash: hashToken(token),
        userId,
        createdAt: new Date(now),
        lastUsedAt: new Date(now),
        expiresAt: new Date(now + 2000),
      })
      .execute();
    const client = await TestLiveClient.open(ctx.app, { cookie: `cc_session=${token}` });
    clients.push(client);
    expect(await client.subscribe('moderation', 'announcements')).toEqual(['moderation', 'announcements']);
    await losesModeration(client);
  });

  it('loses moderation on another API instance too (sign-out through the first)', async () => {
    const { token, client } = await adminWithSocket(other);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: `cc_session=${token}` } });
    await losesModeration(client);
  });
});

describe("a session's chair topic held by an admin (issue 37: admins manage every session's polls)", () => {
  it('is lost when the account stops being an admin, on another instance too; the public poll topics stay', async () => {
    const person = {
      email: `poll-admin-${nextAdmin++}@conference.test`,
      password: 'orchid-lantern-harbour',
      name: 'P',
    };
    const id = await createUser(ctx.db, person, 'admin');
    const token = await signIn(ctx.app, person);
    const session = await ctx.db.selectFrom('sessions').select('id').orderBy('id').executeTakeFirstOrThrow();
    const client = await TestLiveClient.open(other, { cookie: `cc_session=${token}` });
    clients.push(client);
    const chair = `chair:${session.id}`;
    const polls = `polls:${session.id}`;
    expect(await client.subscribe(chair, polls)).toEqual([chair, polls]);
    await ctx.db.updateTable('users').set({ role: 'attendee' }).where('id', '=', id).execute();
    await client.waitFor(() =>
      client.frames.find((f) => f.kind === 'unsubscribed' && f.topics.includes(chair as never)),
    );
    await ctx.app.realtime.publish({
      topic: chair as `chair:${number}`,
      type: 'chair.polls',
      data: { sessionId: session.id },
    });
    await ctx.app.realtime.publish({
      topic: polls as `polls:${number}`,
      type: 'poll.deleted',
      data: { id: 1, sessionId: session.id },
    });
    await client.waitFor(() => client.events().find((event) => event.topic === polls));
    expect(client.events().some((event) => event.topic === chair)).toBe(false);
  });
});
