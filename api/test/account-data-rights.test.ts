/**
 * Data rights and account security (issue 19): download what is stored, delete the account (password asked again),
 * an admin erasing an attendee's account, changing the password, seeing and ending other sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from './helpers/cookie-jar';
import { ADMIN, createUser, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let adminCookie: string;
let sessionIds: number[];
let announcementId: number;
let approvedQuestionId: number;

beforeAll(async () => {
  ctx = await setupTestApp();
  adminCookie = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  sessionIds = (await ctx.db.selectFrom('sessions').select('id').orderBy('id').limit(2).execute()).map((r) => r.id);
  announcementId = (await ctx.db.selectFrom('announcements').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  approvedQuestionId = (
    await ctx.db.selectFrom('questions').select('id').where('status', '=', 'approved').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await ctx?.close();
});

let nextUser = 1;
let nextAddress = 10;
/** A new attendee account signed in on a browser of its own, with an agenda, a vote, read news and a question. */
async function activeAttendee() {
  const user = { email: `rights-${nextUser++}@example.org`, password: 'plum-harbour-lantern-9', name: 'Rita Rights' };
  const id = await createUser(ctx.db, user, 'attendee');
  const jar = new CookieJar();
  const remoteAddress = `10.30.0.${nextAddress++}`;
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const response = await ctx.app.inject({
      method,
      url,
      remoteAddress,
      headers: { cookie: jar.header(), ...headers },
      ...(payload ? { payload } : {}),
    });
    jar.update(response);
    return response;
  };
  expect((await call('POST', '/api/auth/sign-in', { email: user.email, password: user.password })).statusCode).toBe(
    200,
  );
  for (const sessionId of sessionIds)
    expect((await call('PUT', `/api/bookmarks/${sessionId}`)).statusCode).toBeLessThan(300);
  await call('POST', `/api/announcements/${announcementId}/read`);
  await call('POST', `/api/questions/${approvedQuestionId}/vote`);
  const asked = await call('POST', '/api/questions', { text: 'My own question?', sessionId: null, showName: 'Rita' });
  expect(asked.statusCode).toBe(201);
  await call('GET', '/api/agenda/feed-token');
  // A page view with consent to analytics is kept; one after "Reject All" (no consent header) is not.
  const view = (page: string) => ({ actionType: 'page_view', actionDetails: { page }, pageUrl: `/${page}` });
  await call('POST', '/api/user-actions', view('programme'), { 'analytics-consent': 'granted' });
  await call('POST', '/api/user-actions', view('news'));
  return { user, id, call, jar, questionId: asked.json().question.id as number };
}

const count = async (
  table: 'bookmarks' | 'questionVotes' | 'announcementReads' | 'agendaFeedTokens' | 'authSessions' | 'userActions',
  userId: string,
) =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('downloading my data', () => {
  it('gives the account, agenda, questions, votes, read news and stored activity as a JSON file', async () => {
    const { call, user, questionId } = await activeAttendee();
    const response = await call('GET', '/api/account/data');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-conference-data.json"');
    expect(response.headers['cache-control']).toContain('no-store');
    const data = response.json();
    expect(data.account).toMatchObject({ email: user.email, name: user.name, role: 'attendee' });
    expect(data.agenda.map((entry: { sessionId: number }) => entry.sessionId).sort()).toEqual([...sessionIds].sort());
    expect(data.questions).toEqual([
      expect.objectContaining({ id: questionId, status: 'waiting for review', shownName: 'Rita' }),
    ]);
    expect(data.votes).toEqual([expect.objectContaining({ questionId: approvedQuestionId })]);
    expect(data.readNews).toEqual([expect.objectContaining({ announcementId })]);
    expect(data.calendarFeed).not.toBeNull();
    // Only the page view sent with consent was stored, and it is in the download.
    expect(data.activity).toEqual([
      expect.objectContaining({ action: 'page_view', pageUrl: '/programme', details: { page: 'programme' } }),
    ]);
    expect(response.body).not.toMatch(/\$argon2|passwordHash|tokenHash/);
  });

  it('works for an anonymous visitor too, with what this browser holds', async () => {
    const jar = new CookieJar();
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookmarks/${sessionIds[0]}`,
      headers: { cookie: jar.header() },
    });
    jar.update(put);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/data',
      headers: { cookie: jar.header() },
    });
    expect(response.json()).toMatchObject({
      account: null,
      agenda: [{ sessionId: sessionIds[0] }],
      votes: [],
      activity: [],
    });
  });
});

describe('deleting my account', () => {
  it('asks for the current password, in plain words when it is wrong', async () => {
    const { call, id } = await activeAttendee();
    const wrong = await call('DELETE', '/api/account', { password: 'not-my-password-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That is not your current password. Type the password you sign in with.');
    expect(await ctx.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
  });

  it('deletes the account and what belongs to it; its question stays, without a name', async () => {
    const { call, id, user, questionId } = await activeAttendee();
    expect(await count('userActions', id)).toBe(1);
    const response = await call('DELETE', '/api/account', { password: user.password });
    expect(response.statusCode).toBe(204);
    expect(await ctx.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    for (const table of [
      'bookmarks',
      'questionVotes',
      'announcementReads',
      'agendaFeedTokens',
      'authSessions',
      'userActions',
    ] as const) {
      expect(await count(table, id), table).toBe(0);
    }
    const question = await ctx.db
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    expect(question).toMatchObject({ authorUserId: null, name: null, email: null, anonymous: true });
    expect((await call('GET', '/api/me')).json().user).toBeNull();
    const signInAgain = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.30.9.1',
    });
    expect(signInAgain.statusCode).toBe(401);
  });

  it('refuses the protected admin account', async () => {
    const protectedAdmin = { email: 'protected@conference.test', password: 'protected-admin-lantern', name: 'Boot' };
    const id = await createUser(ctx.db, protectedAdmin, 'admin');
    await ctx.db.updateTable('users').set({ isProtected: true }).where('id', '=', id).execute();
    const cookie = `cc_session=${await signIn(ctx.app, protectedAdmin)}`;
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: protectedAdmin.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PROTECTED_ACCOUNT');
  });
});

describe('an admin erasing an attendee’s account', () => {
  it('erases it by email, anonymises its questions and audit entries, and records the erasure without the email', async () => {
    const { id, user, questionId } = await activeAttendee();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/attendees/erase',
      headers: { cookie: adminCookie },
      payload: { email: user.email.toUpperCase() },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('The account and its data are erased. Its questions stay, without a name.');
    expect(await ctx.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    for (const table of [
      'bookmarks',
      'questionVotes',
      'announcementReads',
      'agendaFeedTokens',
      'authSessions',
      'userActions',
    ] as const) {
      expect(await count(table, id), table).toBe(0);
    }
    const question = await ctx.db
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    expect(question).toMatchObject({ authorUserId: null, name: null, anonymous: true });
    const audit = await ctx.db.selectFrom('auditLog').selectAll().where('action', '=', 'user.erase').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(user.email);
  });

  it('says plainly when no attendee account uses the address, and never erases an admin this way', async () => {
    for (const email of ['nobody@example.org', ADMIN.email]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/attendees/erase',
        headers: { cookie: adminCookie },
        payload: { email },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No attendee account uses this email address.');
    }
  });
});

describe('changing my password and my sessions', () => {
  it('asks for the current password, ends the other sessions and keeps this one', async () => {
    const { call, user, jar } = await activeAttendee();
    const other = await signIn(ctx.app, user, {});
    const wrong = await call('POST', '/api/account/password', {
      currentPassword: 'wrong-password-here',
      newPassword: 'new-lantern-harbour-2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const weak = await call('POST', '/api/account/password', { currentPassword: user.password, newPassword: 'short' });
    expect(weak.json()).toMatchObject({ code: 'INVALID_PASSWORD', message: 'Password must be at least 12 characters' });
    const before = jar.get('cc_session');
    const changed = await call('POST', '/api/account/password', {
      currentPassword: user.password,
      newPassword: 'new-lantern-harbour-2',
    });
    expect(changed.statusCode).toBe(200);
    expect(jar.get('cc_session')).not.toBe(before);
    expect((await call('GET', '/api/me')).json().user?.email).toBe(user.email);
    const otherMe = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `cc_session=${other}` } });
    expect(otherMe.json().user).toBeNull();
  });

  it('lists the sessions, marks this one, and signs out everywhere else', async () => {
    const { call, user } = await activeAttendee();
    const other = await signIn(ctx.app, user, {});
    const list = (await call('GET', '/api/account/sessions')).json().sessions as { current: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    const ended = await call('POST', '/api/account/sessions/end-others', { password: user.password });
    expect(ended.json().message).toBe(
      'Signed out on 1 other device. This device stays signed in. Your old calendar address no longer works: copy the new one from My Agenda.',
    );
    expect((await call('GET', '/api/account/sessions')).json().sessions).toHaveLength(1);
    const otherMe = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `cc_session=${other}` } });
    expect(otherMe.json().user).toBeNull();
    expect((await call('GET', '/api/me')).json().user?.email).toBe(user.email);
  });

  it('asks for the password before signing out everywhere else; a missing or wrong one ends nothing (issue 30)', async () => {
    const { call, user } = await activeAttendee();
    const other = await signIn(ctx.app, user, {});
    const without = await call('POST', '/api/account/sessions/end-others', {});
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe('Password is required');
    expect((await call('POST', '/api/account/sessions/end-others')).statusCode).toBe(400);
    const empty = await call('POST', '/api/account/sessions/end-others', { password: '' });
    expect(empty.json()).toMatchObject({
      statusCode: 400,
      code: 'WRONG_PASSWORD',
      message: 'Type your current password',
    });
    const wrong = await call('POST', '/api/account/sessions/end-others', { password: 'not-my-password-at-all' });
    expect(wrong.json()).toMatchObject({
      statusCode: 400,
      code: 'WRONG_PASSWORD',
      message: 'That is not your current password. Type the password you sign in with.',
    });
    const otherMe = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `cc_session=${other}` } });
    expect(otherMe.json().user?.email).toBe(user.email);
    expect((await call('GET', '/api/account/sessions')).json().sessions).toHaveLength(2);
  });

  it('ends the calendar feed with the other sessions: the old address answers 404, a new one works (issue 30)', async () => {
    const { call, user } = await activeAttendee();
    const old = (await call('GET', '/api/agenda/feed-token')).json() as { token: string; feedUrl: string };
    const feed = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` });
    expect((await feed(old.token)).statusCode).toBe(200);
    const ended = await call('POST', '/api/account/sessions/end-others', { password: user.password });
    expect(ended.json().message).toBe(
      'You were not signed in anywhere else. Your old calendar address no longer works: copy the new one from My Agenda.',
    );
    const gone = await feed(old.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('CALENDAR_FEED_NOT_FOUND');
    const fresh = (await call('GET', '/api/agenda/feed-token')).json() as { token: string };
    expect(fresh.token).not.toBe(old.token);
    const current = await feed(fresh.token);
    expect(current.statusCode).toBe(200);
    expect(current.body).toContain('BEGIN:VEVENT');
    await call('POST', '/api/account/sessions/end-others', { password: user.password });
    expect((await feed(fresh.token)).statusCode).toBe(404);
    // Without a feed to end, the message says only what happened to the sessions.
    expect((await call('POST', '/api/account/sessions/end-others', { password: user.password })).json().message).toBe(
      'You were not signed in anywhere else.',
    );
  });

  it('tells the devices apart: each session names its browser and system, when it began and was last used (issue 30)', async () => {
    const { call, user } = await activeAttendee();
    const PHONE =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    await signIn(ctx.app, user, { 'user-agent': PHONE });
    await signIn(ctx.app, user, { 'user-agent': LAPTOP });
    await signIn(ctx.app, user, { 'user-agent': 'curl/8.5.0' });
    const sessions = (await call('GET', '/api/account/sessions')).json().sessions as {
      device: string | null;
      current: boolean;
      createdAt: string;
      lastUsedAt: string;
    }[];
    expect(sessions.map((session) => session.device).sort()).toEqual(
      // This test's own browser sends light-my-request's User-Agent: nothing recognisable.
      ['Chrome on Android', 'Firefox on Linux', null, null].sort(),
    );
    for (const session of sessions) {
      expect(Date.parse(session.createdAt)).toBeLessThanOrEqual(Date.parse(session.lastUsedAt));
    }
    // Only the description is kept: no version, no model, not the header.
    const stored = await ctx.db.selectFrom('authSessions').select('device').where('device', 'is not', null).execute();
    for (const row of stored) expect(row.device).toMatch(/^[A-Za-z ]+$/);
    expect(JSON.stringify(sessions)).not.toMatch(/Pixel|126\.0|rv:128/);
  });
});
