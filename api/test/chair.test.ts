/**
 * Chairing a session (issue 26), through the real app, database, SMTP server and WebSocket: an admin makes a
 * person chair of a session, the chair sees that session only, calls on device turns, and sees an anonymous count
 * of people writing that goes 60 s after they stop (or the organisers' setting). Time is moved by the test through the app's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChairSessionView } from '../src/contract/chair';
import { dayInWords } from '../src/contract/dates-in-words';
import { CookieJar } from './helpers/cookie-jar';
import { TestLiveClient } from './helpers/live-client';
import { type SmtpInbox, startSmtpInbox } from './helpers/smtp-inbox';
import { ADMIN, ATTENDEE, createUser, setupTestApp, signIn, type TestContext, testConfig } from './helpers/test-app';

let ctx: TestContext;
let inbox: SmtpInbox;
let clock = new Date('2027-03-15T10:00:00Z');
let adminCookie: string;
let attendeeCookie: string;
let chairCookie: string;
let otherChairCookie: string;
let sessionId: number;
let otherSessionId: number;
const clients: TestLiveClient[] = [];

const CHAIR = { email: 'chair.person@example.org', password: 'chair-own-lantern-27', name: 'Chloe Chair' };
const OTHER_CHAIR = { email: 'other.chair@example.org', password: 'other-chair-lantern-27', name: 'Omar Chair' };

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const assign = (payload: object) => post('/api/admin/session-chairs', adminCookie, payload);
const moveClock = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function openSocket(cookie?: string) {
  const client = await TestLiveClient.open(ctx.app, cookie ? { cookie } : {});
  clients.push(client);
  return client;
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await setupTestApp({ config: testConfig({ mail: inbox.settings }), jobs: { now: () => clock } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const sessions = await ctx.db.selectFrom('sessions').select('id').orderBy('id').limit(2).execute();
  [sessionId, otherSessionId] = sessions.map((row) => row.id) as [number, number];
  adminCookie = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  attendeeCookie = `cc_session=${await signIn(ctx.app, ATTENDEE)}`;
  // A chair of the other session only, made the way an admin makes one for an existing account.
  await createUser(ctx.db, OTHER_CHAIR, 'attendee');
  const assigned = await assign({ email: OTHER_CHAIR.email, name: '', sessionIds: [otherSessionId] });
  expect(assigned.statusCode, assigned.body).toBe(201);
  otherChairCookie = `cc_session=${await signIn(ctx.app, OTHER_CHAIR)}`;
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await ctx?.close();
  await inbox?.close();
});

describe('inviting a chair', () => {
  it('emails a new person a link; they choose a password and chair that session only', async () => {
    const sent = await assign({ email: CHAIR.email, name: CHAIR.name, sessionIds: [sessionId] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({
      outcome: 'invited',
      message: `Invitation sent to ${CHAIR.email}. The link in it works for 7 days.`,
    });
    const [mail] = await inbox.waitFor(CHAIR.email);
    // Issue 35: the role, the session, its day in words, its time and its place.
    const row = await ctx.db
      .selectFrom('sessions')
      .select(['title', 'sessionDate', 'startTime', 'endTime', 'location'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(mail?.subject).toBe(`You are invited to chair “${row.title}” at Talking Together 2027`);
    const day = dayInWords(row.sessionDate ?? '');
    expect(day).toMatch(/^(Monday|Tuesday) \d{1,2} [A-Z][a-z]+$/);
    // (This seed session has no end time: the email leaves out what the programme does not say.)
    const time = [row.startTime, row.endTime].filter(Boolean).map((t) => t?.slice(0, 5));
    expect(time.length).toBeGreaterThan(0);
    const line = `- ${row.title} — ${day}, ${time.join('–')}, ${row.location}`;
    expect(mail?.text).toContain(`invited you to be the chair of this session at Talking Together 2027:\n${line}\n`);
    expect(mail?.text).toContain('open "Sessions you chair"');
    const token = /\/account\/accept-invitation\?as=chair#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();

    // The invitation's page names the same session before a password is chosen; a made-up link is refused.
    const details = await post('/api/auth/invitations/chair-sessions', undefined, { token: token as string });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().sessions).toEqual([
      {
        id: sessionId,
        title: row.title,
        date: row.sessionDate,
        startTime: row.startTime?.slice(0, 5) ?? null,
        endTime: row.endTime?.slice(0, 5) ?? null,
        location: row.location,
      },
    ]);
    const madeUp = await post('/api/auth/invitations/chair-sessions', undefined, { token: 'not-a-real-token' });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().code).toBe('INVITATION_INVALID');

    const pending = (await get('/api/admin/session-chairs', adminCookie)).json();
    expect(pending.invitations).toEqual([
      expect.objectContaining({ email: CHAIR.email, name: CHAIR.name, sessionIds: [sessionId] }),
    ]);

    const accepted = await post('/api/auth/invitations/accept', undefined, {
      token: token as string,
      password: CHAIR.password,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    // Used: the page can no longer read it.
    expect((await post('/api/auth/invitations/chair-sessions', undefined, { token: token as string })).statusCode).toBe(
      400,
    );
    chairCookie = `cc_session=${await signIn(ctx.app, CHAIR)}`;
    const me = (await get('/api/me', chairCookie)).json();
    expect(me.user).toMatchObject({ email: CHAIR.email, role: 'attendee' });

    const mine = (await get('/api/chair/sessions', chairCookie)).json();
    expect(mine.sessions.map((session: { id: number }) => session.id)).toEqual([sessionId]);
    expect((await get(`/api/chair/sessions/${sessionId}`, chairCookie)).statusCode).toBe(200);

    const list = (await get('/api/admin/session-chairs', adminCookie)).json();
    expect(list.invitations).toEqual([]);
    expect(list.assignments).toContainEqual(
      expect.objectContaining({ email: CHAIR.email, name: CHAIR.name, sessionId }),
    );
  });

  it('assigns a person who has an account at once, and tells them', async () => {
    const answer = await assign({ email: ATTENDEE.email, name: '', sessionIds: [otherSessionId] });
    expect(answer.json()).toEqual({ outcome: 'assigned', message: `${ATTENDEE.email} chairs 1 session now.` });
    const [mail] = await inbox.waitFor(ATTENDEE.email);
    expect(mail?.text).toContain('/chair');
    expect((await get(`/api/chair/sessions/${otherSessionId}`, attendeeCookie)).statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/session-chairs/${otherSessionId}/${ctx.attendeeId}`,
      headers: { cookie: adminCookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/chair/sessions/${otherSessionId}`, attendeeCookie)).statusCode).toBe(403);
  });

  it('refuses sessions that do not exist and addresses that are not email, in plain words', async () => {
    const missing = await assign({ email: 'x@example.org', name: 'X', sessionIds: [2_000_000_000] });
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'SESSION_NOT_FOUND' });
    const bad = await assign({ email: 'not an email', name: 'X', sessionIds: [sessionId] });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'INVALID_EMAIL' });
    const none = await assign({ email: 'y@example.org', name: 'Y', sessionIds: [] });
    expect(none.statusCode).toBe(400);
  });
});

describe('a chair sees only their sessions', () => {
  it('refuses anonymous callers, attendees, admins who do not chair it and chairs of other sessions', async () => {
    const url = `/api/chair/sessions/${sessionId}`;
    expect((await get(url)).statusCode).toBe(401);
    for (const cookie of [attendeeCookie, adminCookie, otherChairCookie]) {
      const answer = await get(url, cookie);
      expect(answer.json()).toEqual({
        statusCode: 403,
        code: 'NOT_CHAIR',
        message: 'You are not a chair of this session.',
      });
      expect((await post(`${url}/turns/next`, cookie)).statusCode).toBe(403);
    }
    // A session that does not exist is refused like one the caller does not chair: nothing is told.
    expect((await get('/api/chair/sessions/2000000000', chairCookie)).json().code).toBe('NOT_CHAIR');
    expect((await get('/api/chair/sessions', attendeeCookie)).json()).toEqual({ sessions: [] });
    expect((await get('/api/chair/sessions')).statusCode).toBe(401);
  });

  it("holds the chair topic for the session's chairs (and admins) only, and drops it when the assignment is removed", async () => {
    const topic = `chair:${sessionId}`;
    for (const cookie of [undefined, attendeeCookie, otherChairCookie]) {
      const client = await openSocket(cookie);
      expect(await client.subscribe(topic)).toEqual([]);
      expect(client.frames.some((frame) => frame.kind === 'error')).toBe(true);
    }
    // Issue 37: admins manage every session's polls, and hear `chair.polls` on this topic.
    expect(await (await openSocket(adminCookie)).subscribe(topic)).toEqual([topic]);
    // A second chair of the same session, removed while following it.
    const extra = { email: 'extra.chair@example.org', password: 'extra-chair-lantern-27', name: 'Eve Extra' };
    const extraId = await createUser(ctx.db, extra, 'attendee');
    await assign({ email: extra.email, name: '', sessionIds: [sessionId] });
    const socket = await openSocket(`cc_session=${await signIn(ctx.app, extra)}`);
    expect(await socket.subscribe(topic)).toEqual([topic]);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/session-chairs/${sessionId}/${extraId}`,
      headers: { cookie: adminCookie },
    });
    await socket.waitFor(() =>
      socket.frames.find((frame) => frame.kind === 'unsubscribed' && frame.topics.includes(topic as never)),
    );
  });
});

async function askApproved(text: string, marks: { readOutLoud?: boolean; deviceTurn?: boolean; seat?: string }) {
  const row = await ctx.db
    .insertInto('questions')
    .values({
      text,
      sessionId,
      name: marks.seat ? 'Sam Shown' : null,
      anonymous: !marks.seat,
      status: 'approved',
      readOutLoud: marks.readOutLoud ?? false,
      deviceTurn: marks.deviceTurn ?? false,
      seat: marks.seat ?? null,
      authorUserId: ctx.attendeeId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the device-turn queue', () => {
  it('calls the next person, then marks them answered; other chair views hear it live', async () => {
    const first = await askApproved('Could you say more about core vocabulary?', {
      deviceTurn: true,
      readOutLoud: true,
      seat: 'Row 3, aisle',
    });
    const plain = await askApproved('A question without marks', {});
    const second = await askApproved('How do you teach partners to wait?', { deviceTurn: true });
    const watcher = await openSocket(chairCookie);
    await watcher.subscribe(`chair:${sessionId}`);

    const view: ChairSessionView = (await get(`/api/chair/sessions/${sessionId}`, chairCookie)).json();
    expect(view.questions.map((q) => q.id)).toEqual([first, plain, second]);
    expect(view.questions[0]).toMatchObject({
      shownName: 'Sam Shown',
      readOutLoud: true,
      deviceTurn: true,
      seat: 'Row 3, aisle',
      turn: 'waiting',
    });
    expect(view.questions[1]).toMatchObject({ shownName: null, readOutLoud: false, deviceTurn: false, turn: null });
    expect(JSON.stringify(view)).not.toContain(ctx.attendeeId);
    expect(view.queue.map((q) => q.id)).toEqual([first, second]);

    const called = await post(`/api/chair/sessions/${sessionId}/turns/next`, chairCookie);
    expect(called.statusCode, called.body).toBe(200);
    expect(called.json().queue.map((q: { id: number; turn: string }) => [q.id, q.turn])).toEqual([
      [first, 'called'],
      [second, 'waiting'],
    ]);
    await watcher.waitFor(() =>
      watcher.events().find((event) => event.type === 'chair.updated' && event.topic === `chair:${sessionId}`),
    );
    const busy = await post(`/api/chair/sessions/${sessionId}/turns/next`, chairCookie);
    expect(busy.json()).toMatchObject({ statusCode: 409, code: 'TURN_IN_PROGRESS' });

    const answered = await post(`/api/chair/sessions/${sessionId}/turns/${first}/answered`, chairCookie);
    expect(answered.json().queue.map((q: { id: number }) => q.id)).toEqual([second]);
    expect(answered.json().questions[0].turn).toBe('answered');
    await post(`/api/chair/sessions/${sessionId}/turns/next`, chairCookie);
    await post(`/api/chair/sessions/${sessionId}/turns/${second}/answered`, chairCookie);
    const empty = await post(`/api/chair/sessions/${sessionId}/turns/next`, chairCookie);
    expect(empty.json()).toMatchObject({ statusCode: 409, code: 'QUEUE_EMPTY' });

    const notATurn = await post(`/api/chair/sessions/${sessionId}/turns/${plain}/answered`, chairCookie);
    expect(notATurn.json()).toMatchObject({ statusCode: 404, code: 'TURN_NOT_FOUND' });
  });
});

describe('opening and closing questions', () => {
  it("opens and closes the session's questions for every chair view, and is audited as the chair's", async () => {
    const watcher = await openSocket(chairCookie);
    await watcher.subscribe(`chair:${sessionId}`);
    // Issue 35: an asker's open page (anonymous) hears it on the public topic and reads its own drafts again.
    const asker = await openSocket();
    await asker.subscribe(`questions:${sessionId}`);
    const opened = await post(`/api/chair/sessions/${sessionId}/questions/open`, chairCookie);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().questionsOpen).toBe(true);
    expect((await get(`/api/chair/sessions/${sessionId}`, chairCookie)).json().questionsOpen).toBe(true);
    await watcher.waitFor(() => watcher.events().some((event) => event.type === 'chair.updated'));
    const closed = await post(`/api/chair/sessions/${sessionId}/questions/close`, chairCookie);
    expect(closed.json().questionsOpen).toBe(false);
    const statuses = () => asker.events().filter((event) => event.type === 'questions.status');
    await asker.waitFor(() => statuses().length === 2);
    expect(statuses().map((event) => event.data)).toEqual([
      { sessionId, open: true },
      { sessionId, open: false },
    ]);
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select(['action', 'after'])
      .where('entity', '=', 'session')
      .where('entityId', '=', String(sessionId))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['session.questions_open', 'session.questions_close']);
    expect(audit[0]?.after).toMatchObject({ by: 'chair' });
    expect((await post(`/api/chair/sessions/${otherSessionId}/questions/open`, chairCookie)).statusCode).toBe(403);
  });

  it('refuses questions sent now to a session closed by hand, until it opens again; asked ahead of time still works', async () => {
    const ask = (jar: CookieJar, about = sessionId) =>
      ctx.app
        .inject({
          method: 'POST',
          url: '/api/questions',
          headers: { cookie: jar.header() },
          payload: { text: 'Will the slides be shared?', sessionId: about },
        })
        .then((response) => {
          jar.update(response);
          return response;
        });
    const visitor = new CookieJar();
    // Closed by the chair in the test before: nothing new reaches the chair's list, and the asker is told why.
    const refused = await ask(visitor);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'QUESTIONS_CLOSED', message: expect.stringContaining('closed') });
    // A draft sent now is refused the same way and stays a draft; the other session still takes questions.
    const draftId = crypto.randomUUID();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/question-drafts/${draftId}`,
      headers: { cookie: visitor.header() },
      payload: {
        sessionId,
        text: 'What about switch users?',
        readOutLoud: true,
        deviceTurn: false,
        seat: null,
        shownName: null,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sendNow = await ctx.app.inject({
      method: 'POST',
      url: `/api/question-drafts/${draftId}/send`,
      headers: { cookie: visitor.header() },
      payload: { when: 'now' },
    });
    expect(sendNow.statusCode, sendNow.body).toBe(409);
    const drafts = await ctx.app.inject({
      method: 'GET',
      url: '/api/question-drafts',
      headers: { cookie: visitor.header() },
    });
    expect(drafts.json().drafts.find((draft: { id: string }) => draft.id === draftId)?.state).toBe('draft');
    // Another session, long before its start: asking ahead is still welcome.
    expect((await ask(visitor, otherSessionId)).statusCode).toBe(201);

    moveClock(60_000);
    expect((await post(`/api/chair/sessions/${sessionId}/questions/open`, chairCookie)).statusCode).toBe(200);
    expect((await ask(visitor)).statusCode).toBe(201);
    moveClock(60_000);
    expect((await post(`/api/chair/sessions/${sessionId}/questions/close`, chairCookie)).statusCode).toBe(200);
  });
});

describe('the anonymous writing count', () => {
  const signal = (jar: CookieJar) =>
    ctx.app
      .inject({ method: 'POST', url: `/api/sessions/${sessionId}/writing`, headers: { cookie: jar.header() } })
      .then((response) => {
        jar.update(response);
        return response;
      });
  /** A browser on the session's page: its first call there (its drafts) gave it a visitor cookie. */
  const visitorOnPage = async () => {
    const jar = new CookieJar();
    jar.update(await ctx.app.inject({ method: 'GET', url: `/api/question-drafts?sessionId=${sessionId}` }));
    expect(jar.header()).toContain('cc_visitor=');
    return jar;
  };
  const counts = (client: TestLiveClient) =>
    client
      .events()
      .filter((event) => event.type === 'chair.writing')
      .map((event) => (event.data as { count: number }).count);
  const viewCount = async () => (await get(`/api/chair/sessions/${sessionId}`, chairCookie)).json().writing;

  it('counts writers, ignores signals within 10 s, and holds a writer 60 s after their last signal', async () => {
    const chair = await openSocket(chairCookie);
    await chair.subscribe(`chair:${sessionId}`);
    const ana = await visitorOnPage();
    const ben = await visitorOnPage();

    expect((await signal(ana)).statusCode).toBe(204);
    await chair.waitFor(() => counts(chair).length === 1);
    expect(counts(chair)).toEqual([1]);
    expect(await viewCount()).toBe(1);

    moveClock(5_000);
    await signal(ana); // within 10 s of her last: not recorded, so she still goes 60 s after the first
    await signal(ben);
    await chair.waitFor(() => counts(chair).length === 2);
    expect(counts(chair)).toEqual([1, 2]);
    const event = chair.events().find((e) => e.type === 'chair.writing');
    expect(event?.data).toEqual({ sessionId, count: 1 });

    // A thinker's pause: 54 s after Ana's last key press, 49 s after Ben's, both still count.
    moveClock(49_000);
    expect(await ctx.app.jobs.runDue()).toBe(0);
    expect(await viewCount()).toBe(2);

    moveClock(7_000); // 61 s after Ana's signal, 56 s after Ben's
    expect(await ctx.app.jobs.runDue()).toBe(1);
    await chair.waitFor(() => counts(chair).length === 3);
    expect(counts(chair)).toEqual([1, 2, 1]);
    expect(await viewCount()).toBe(1);

    moveClock(5_000);
    expect(await ctx.app.jobs.runDue()).toBe(1);
    await chair.waitFor(() => counts(chair).length === 4);
    expect(counts(chair)).toEqual([1, 2, 1, 0]);
    expect(await viewCount()).toBe(0);
    expect(await ctx.db.selectFrom('writingSignals').selectAll().execute()).toEqual([]);
  });

  it('does not count requests without a visitor cookie: 40 of them leave the count at 0', async () => {
    for (let i = 0; i < 40; i += 1) {
      const answer = await ctx.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/writing` });
      expect(answer.statusCode).toBe(204);
      expect(answer.headers['x-writing-counted']).toBe('no');
    }
    expect(await viewCount()).toBe(0);
    expect(await ctx.db.selectFrom('writingSignals').selectAll().execute()).toEqual([]);
  });

  it('counts the same visitor once, however often they press keys', async () => {
    const cara = await visitorOnPage();
    expect((await signal(cara)).statusCode).toBe(204);
    moveClock(11_000);
    expect((await signal(cara)).statusCode).toBe(204);
    expect(await viewCount()).toBe(1);
    moveClock(61_000);
    await ctx.app.jobs.runDue();
    expect(await viewCount()).toBe(0);
  });

  it("follows the organisers' setting, which only an admin changes, within its bounds", async () => {
    expect((await get('/api/admin/chair-settings', adminCookie)).json()).toEqual({
      writingWindowSeconds: 60,
      pollMinOpenSeconds: 60,
    });
    const put = (cookie: string | undefined, payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/chair-settings',
        headers: cookie ? { cookie } : {},
        payload,
      });
    expect((await put(chairCookie, { writingWindowSeconds: 120 })).statusCode).toBe(403);
    expect((await put(undefined, { writingWindowSeconds: 120 })).statusCode).toBe(401);
    const tooShort = await put(adminCookie, { writingWindowSeconds: 5 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe('Writing window seconds must be at least 20');
    expect((await put(adminCookie, { writingWindowSeconds: 601 })).json().message).toBe(
      'Writing window seconds must be at most 600',
    );
    const saved = await put(adminCookie, { writingWindowSeconds: 120 });
    expect(saved.statusCode, saved.body).toBe(200);
    // The poll minimum (issue 37) keeps its value when a 3.2 page sends only the writing window.
    expect((await get('/api/admin/chair-settings', adminCookie)).json()).toEqual({
      writingWindowSeconds: 120,
      pollMinOpenSeconds: 60,
    });

    const dan = await visitorOnPage();
    await signal(dan);
    moveClock(90_000);
    expect(await ctx.app.jobs.runDue()).toBe(0);
    expect(await viewCount()).toBe(1);
    moveClock(31_000);
    expect(await ctx.app.jobs.runDue()).toBe(1);
    expect(await viewCount()).toBe(0);
    expect((await put(adminCookie, { writingWindowSeconds: 60 })).statusCode).toBe(200);
  });

  it('refuses a session that does not exist', async () => {
    const answer = await ctx.app.inject({ method: 'POST', url: '/api/sessions/2000000000/writing' });
    expect(answer.json()).toMatchObject({ statusCode: 404, code: 'SESSION_NOT_FOUND' });
  });
});

describe('pending chair invitations (issue 34)', () => {
  type Pending = { id: string; email: string; name: string; sessionIds: number[]; sentBy: string | null };
  const tokenOf = (text: string | undefined) =>
    /\/account\/accept-invitation\?as=chair#token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1] as string;
  const pendingFor = async (email: string): Promise<Pending[]> =>
    (await get('/api/admin/session-chairs', adminCookie))
      .json()
      .invitations.filter((invitation: Pending) => invitation.email === email);
  const accept = (token: string, password: string) =>
    post('/api/auth/invitations/accept', undefined, { token, password });
  const call = (method: 'POST' | 'DELETE', url: string, cookie = adminCookie) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {} });

  it('are listed with an id, the sender and when; a resend emails a new link and the old one stops working', async () => {
    const email = 'resent.chair@example.org';
    expect((await assign({ email, name: 'Rae Resent', sessionIds: [sessionId, otherSessionId] })).statusCode).toBe(201);
    const [first] = await inbox.waitFor(email);
    const oldToken = tokenOf(first?.text);
    const [listed] = await pendingFor(email);
    expect(listed).toMatchObject({ email, name: 'Rae Resent', sentBy: ADMIN.name });
    expect(listed?.sessionIds.sort()).toEqual([sessionId, otherSessionId].sort());

    const resent = await call('POST', `/api/admin/chair-invitations/${listed?.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.json().message).toBe(`Invitation sent again to ${email}. The new link works for 7 days.`);
    const mails = await inbox.waitFor(email, 2);
    expect(mails[1]?.subject).toBe('You are invited to chair 2 sessions at Talking Together 2027');
    const newToken = tokenOf(mails[1]?.text);
    expect(newToken).not.toBe(oldToken);
    const after = await pendingFor(email);
    expect(after).toHaveLength(1);
    expect(after[0]?.id).not.toBe(listed?.id);
    expect(after[0]?.sessionIds.sort()).toEqual([sessionId, otherSessionId].sort());

    expect((await accept(oldToken, 'resent-chair-lantern-4')).json().code).toBe('INVITATION_INVALID');
    expect((await accept(newToken, 'resent-chair-lantern-4')).statusCode).toBe(201);
    const chair = `cc_session=${await signIn(ctx.app, { email, password: 'resent-chair-lantern-4' })}`;
    const mine = (await get('/api/chair/sessions', chair)).json();
    expect(mine.sessions.map((session: { id: number }) => session.id).sort()).toEqual(
      [sessionId, otherSessionId].sort(),
    );
    expect(await pendingFor(email)).toEqual([]);
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select(['after', 'actorUserId'])
      .where('action', '=', 'chair.invite.resend')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ email });
    expect(audit.actorUserId).toBe(ctx.adminId);
  });

  it('are withdrawn: the invitation leaves the list, its link stops working, and it is audited', async () => {
    const email = 'withdrawn.chair@example.org';
    expect((await assign({ email, name: 'Wren Withdrawn', sessionIds: [sessionId] })).statusCode).toBe(201);
    const [mail] = await inbox.waitFor(email);
    const [listed] = await pendingFor(email);
    const withdrawn = await call('DELETE', `/api/admin/chair-invitations/${listed?.id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().message).toBe(`Invitation to ${email} withdrawn. Its link no longer works.`);
    expect(await pendingFor(email)).toEqual([]);
    const response = await accept(tokenOf(mail?.text), 'withdrawn-chair-lantern-9');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVITATION_INVALID');
    expect(await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();

    const again = await call('DELETE', `/api/admin/chair-invitations/${listed?.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(
      'This invitation is no longer pending: it was accepted, withdrawn or has expired.',
    );
    expect((await call('POST', `/api/admin/chair-invitations/${listed?.id}/resend`)).statusCode).toBe(404);
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select('after')
      .where('action', '=', 'chair.invite.withdraw')
      .executeTakeFirstOrThrow();
    expect(audit.after).toEqual({ email });
  });

  it('a resend to an address that has an account now says to make them chair instead, and keeps the invitation', async () => {
    const email = 'joined.meanwhile@example.org';
    expect((await assign({ email, name: 'Jo Joined', sessionIds: [sessionId] })).statusCode).toBe(201);
    await inbox.waitFor(email);
    const [listed] = await pendingFor(email);
    await createUser(ctx.db, { email, password: 'joined-meanwhile-lantern', name: 'Jo Joined' }, 'attendee');
    const resent = await call('POST', `/api/admin/chair-invitations/${listed?.id}/resend`);
    expect(resent.statusCode).toBe(409);
    expect(resent.json().message).toBe(
      `${email} has an account now. Make them chair with "Make chair" instead: they chair the sessions at once.`,
    );
    expect((await pendingFor(email)).map((invitation) => invitation.id)).toEqual([listed?.id]);
  });

  it('cannot be touched by anyone but an admin, or with an id that is not one', async () => {
    const id = '7d1c8a52-5b3e-4d8f-9e2a-1c4b6a8d0f13';
    for (const cookie of [attendeeCookie, chairCookie]) {
      expect((await call('DELETE', `/api/admin/chair-invitations/${id}`, cookie)).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/chair-invitations/${id}/resend`, cookie)).statusCode).toBe(403);
    }
    expect((await call('DELETE', `/api/admin/chair-invitations/${id}`, '')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/admin/chair-invitations/not-an-id')).statusCode).toBe(400);
    // An admin invitation's id is not a chair invitation's.
    const adminInvite = await post('/api/admin/invitations', adminCookie, { email: 'an.admin@example.org', name: 'A' });
    expect(adminInvite.statusCode).toBe(201);
    const adminInvitation = await ctx.db
      .selectFrom('accountEmailTokens')
      .select('id')
      .where('email', '=', 'an.admin@example.org')
      .executeTakeFirstOrThrow();
    expect((await call('DELETE', `/api/admin/chair-invitations/${adminInvitation.id}`)).statusCode).toBe(404);
  });
});
