/**
 * Data rights and account security (issue 19): download what is stored, delete the account (password asked again),
 * an admin erasing an attendee's account, changing the password, seeing and ending other sessions. Issue 34: the
 * download's phrases and notification subscriptions, and what the erasure leaves in the audit log, field by field.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from './helpers/cookie-jar';
import { ADMIN, createUser, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let adminCookie: string;
let sessionIds: number[];
let announcementId: number;
let approvedQuestionId: number;

beforeAll(async () => {
  // Push endpoints are resolved before they are kept (issue 34): a test resolver gives the push service's name a
  // public address, so nothing here depends on this machine's DNS.
  ctx = await setupTestApp({ push: { resolveHost: async () => [{ address: '142.250.180.10', family: 4 }] } });
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

describe('the download and the erasure, field by field (issue 34)', () => {
  const keysOfABrowser = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  };
  const preferences = {
    remindMinutes: 10,
    changes: true,
    urgent: false,
    quietHours: { from: '22:00', until: '07:00' },
    vibrate: false,
  };

  it('the download has my phrases and my notification subscriptions: the push service, the choices, when; never the endpoint or keys', async () => {
    const { call } = await activeAttendee();
    const first = await call('POST', '/api/phrases', { text: 'Please give me a moment.' });
    const second = await call('POST', '/api/phrases', { text: 'I type my answers.' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const secretPath = `/wpush/v2/${randomBytes(12).toString('hex')}`;
    const keys = keysOfABrowser();
    const subscribed = await call('PUT', '/api/push/subscription', {
      endpoint: `https://push.example.org${secretPath}`,
      keys,
      preferences,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);

    const response = await call('GET', '/api/account/data');
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.phrases).toHaveLength(2);
    expect(data.phrases[0].text).toBe('Please give me a moment.');
    expect(data.phrases[1].text).toBe('I type my answers.');
    for (const phrase of data.phrases) {
      expect(Object.keys(phrase).sort()).toEqual(['createdAt', 'text']);
      expect(new Date(phrase.createdAt).toISOString()).toBe(phrase.createdAt);
    }
    expect(data.pushSubscriptions).toHaveLength(1);
    const [subscription] = data.pushSubscriptions;
    expect(Object.keys(subscription).sort()).toEqual(['createdAt', 'preferences', 'pushService', 'updatedAt']);
    expect(subscription.pushService).toBe('https://push.example.org');
    expect(subscription.preferences.remindMinutes).toBe(10);
    expect(subscription.preferences.changes).toBe(true);
    expect(subscription.preferences.urgent).toBe(false);
    expect(subscription.preferences.quietHours).toEqual({ from: '22:00', until: '07:00' });
    expect(subscription.preferences.vibrate).toBe(false);
    expect(new Date(subscription.createdAt).toISOString()).toBe(subscription.createdAt);
    expect(new Date(subscription.updatedAt).toISOString()).toBe(subscription.updatedAt);
    // The endpoint's path and the keys are credentials of the browser: not in the file.
    expect(response.body).not.toContain(secretPath);
    expect(response.body).not.toContain(keys.p256dh);
    expect(response.body).not.toContain(keys.auth);
  });

  it("an anonymous visitor's download has this browser's phrases, and no subscriptions when none", async () => {
    const jar = new CookieJar();
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/phrases',
      headers: { cookie: jar.header() },
      payload: { text: 'Yes, please.' },
    });
    expect(saved.statusCode).toBe(201);
    jar.update(saved);
    const data = (
      await ctx.app.inject({ method: 'GET', url: '/api/account/data', headers: { cookie: jar.header() } })
    ).json();
    expect(data.phrases.map((phrase: { text: string }) => phrase.text)).toEqual(['Yes, please.']);
    expect(data.pushSubscriptions).toEqual([]);
  });

  /** Asks a question with a shown name and a seat (sent from a draft, the path that carries a seat). */
  async function askWithSeat(call: Awaited<ReturnType<typeof activeAttendee>>['call'], text: string) {
    const id = randomUUID();
    const draft = { sessionId: null, text, readOutLoud: true, deviceTurn: false, seat: 'Row F, seat 12' };
    expect((await call('PUT', `/api/question-drafts/${id}`, { ...draft, shownName: 'Rita R.' })).statusCode).toBe(200);
    const sent = await call('POST', `/api/question-drafts/${id}/send`, { when: 'now' });
    expect(sent.statusCode, sent.body).toBe(200);
    return sent.json().sentQuestionId as number;
  }
  const admin = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie: adminCookie }, ...(payload ? { payload } : {}) });
  const auditOf = (questionId: number) =>
    ctx.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'question')
      .where('entityId', '=', String(questionId))
      .orderBy('id')
      .execute();

  it("erasing an account clears the person's words, name and seat from the audit log's copies and the seat from the question; the action, time and a pseudonym stay", async () => {
    const { call, user } = await activeAttendee();
    const kept = await askWithSeat(call, 'What about switch access on the posters?');
    const deleted = await askWithSeat(call, 'Could the slides be shared before the talk?');
    expect((await admin('PATCH', `/api/admin/questions/${kept}`, { status: 'approved' })).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/admin/questions/${deleted}`)).statusCode).toBeLessThan(300);
    const before = [...(await auditOf(kept)), ...(await auditOf(deleted))];
    expect(before.map((row) => row.action)).toEqual(['question.moderate', 'question.delete']);
    expect(JSON.stringify(before)).toContain('Row F, seat 12');

    expect((await call('DELETE', '/api/account', { password: user.password })).statusCode).toBe(204);

    const after = [...(await auditOf(kept)), ...(await auditOf(deleted))];
    expect(after.map((row) => [row.id, row.action, row.createdAt.toISOString()])).toEqual(
      before.map((row) => [row.id, row.action, row.createdAt.toISOString()]),
    );
    const [moderated] = after;
    if (!moderated) throw new Error('the moderation entry is gone');
    const pseudonym = (moderated.before as { askedBy?: string }).askedBy;
    expect(pseudonym).toMatch(/^Former attendee [0-9a-f]{6}$/);
    const snapshots = after.flatMap((row) => [row.before, row.after]).filter((snapshot) => snapshot !== null);
    expect(snapshots).toHaveLength(3);
    for (const snapshot of snapshots as Record<string, unknown>[]) {
      expect(snapshot.text).toBeNull();
      expect(snapshot.name).toBeNull();
      expect(snapshot.email).toBeNull();
      expect(snapshot.seat).toBeNull();
      expect(snapshot.askedBy).toBe(pseudonym);
    }
    // What the moderation did stays readable.
    expect((moderated.before as { status: string }).status).toBe('pending');
    expect((moderated.after as { status: string }).status).toBe('approved');
    expect(JSON.stringify(after)).not.toMatch(/Rita|Row F|switch access|slides be shared/);
    for (const row of after) expect(row.subjectUserId).toBeNull();

    const question = await ctx.db.selectFrom('questions').selectAll().where('id', '=', kept).executeTakeFirstOrThrow();
    expect(question.seat).toBeNull();
    expect(question.name).toBeNull();
    expect(question.email).toBeNull();
    expect(question.authorUserId).toBeNull();
    expect(question.anonymous).toBe(true);
    // The question itself stays on Q&A, with its words and marks.
    expect(question.text).toBe('What about switch access on the posters?');
    expect(question.readOutLoud).toBe(true);
  });

  it("a chair's audit entries keep a pseudonymous actor when their account is erased", async () => {
    const { id, user, call } = await activeAttendee();
    const sessionId = sessionIds[1] as number;
    await ctx.db.insertInto('sessionChairs').values({ userId: id, sessionId, assignedBy: null }).execute();
    const opened = await call('POST', `/api/chair/sessions/${sessionId}/questions/open`);
    expect(opened.statusCode, opened.body).toBe(200);
    const mine = () =>
      ctx.db
        .selectFrom('auditLog')
        .selectAll()
        .where('action', '=', 'session.questions_open')
        .where('entityId', '=', String(sessionId))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    const entry = await mine();
    expect(entry.actorUserId).toBe(id);

    const erased = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/attendees/erase',
      headers: { cookie: adminCookie },
      payload: { email: user.email },
    });
    expect(erased.statusCode, erased.body).toBe(200);

    const after = await mine();
    expect(after.id).toBe(entry.id);
    expect(after.action).toBe('session.questions_open');
    expect(after.createdAt.toISOString()).toBe(entry.createdAt.toISOString());
    expect(after.actorUserId).toBeNull();
    expect(after.actorEmail).toBeNull();
    expect(after.actorLabel).toMatch(/^Former chair [0-9a-f]{6}$/);
    // The admin's audit log shows the pseudonym where it showed the person.
    const log = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?entity=session',
      headers: { cookie: adminCookie },
    });
    const shown = log.json().entries.find((row: { id: number }) => row.id === Number(entry.id));
    expect(shown).toMatchObject({ actorName: after.actorLabel, actorEmail: null, action: 'session.questions_open' });
    expect(log.body).not.toContain(user.email);
  });
});
