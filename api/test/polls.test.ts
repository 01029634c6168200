/**
 * Live polls (issue 37) through the real app, PostgreSQL and WebSocket: chairs (and admins) write, open and close
 * polls; attendees answer once each, changing their answer; results are hidden or shown; free-text answers show once
 * approved; the CSV download; live results reach a socket on another instance, coalesced. Time moves through the
 * app's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedPoll, Poll, PollResultsEvent } from '../src/contract/polls';
import { TestLiveClient } from './helpers/live-client';
import { ADMIN, ATTENDEE, createUser, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let clock = new Date('2027-03-15T10:00:00Z');
let adminCookie: string;
let attendeeCookie: string;
let chairCookie: string;
let otherChairCookie: string;
let sessionId: number;
let otherSessionId: number;
const clients: TestLiveClient[] = [];

const CHAIR = { email: 'poll.chair@example.org', password: 'poll-chair-lantern-27', name: 'Pia Chair' };
const OTHER_CHAIR = { email: 'poll.other@example.org', password: 'poll-other-lantern-27', name: 'Olu Chair' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const polls = (id = sessionId) => `/api/chair/sessions/${id}/polls`;
const moveClock = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** A browser's visitor cookie, as it gets one from its first API call. */
async function visitor(): Promise<string> {
  const answer = await call('GET', `/api/sessions/${sessionId}/polls/mine`);
  const cookie = answer.cookies.find((c: { name: string }) => c.name === 'cc_visitor') as { value: string };
  return `cc_visitor=${cookie.value}`;
}

async function write(payload: object, cookie = chairCookie): Promise<ManagedPoll> {
  const answer = await call('POST', polls(), cookie, payload);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

async function open(pollId: number): Promise<ManagedPoll> {
  const answer = await call('POST', `${polls()}/${pollId}/open`, chairCookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

async function close(pollId: number) {
  moveClock(60_000);
  const answer = await call('POST', `${polls()}/${pollId}/close`, chairCookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as ManagedPoll;
}

const answer = (pollId: number, cookie: string, payload: object) =>
  call('PUT', `/api/polls/${pollId}/answer`, cookie, payload);

beforeAll(async () => {
  ctx = await setupTestApp({ jobs: { now: () => clock } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const sessions = await ctx.db.selectFrom('sessions').select('id').orderBy('id').limit(2).execute();
  [sessionId, otherSessionId] = sessions.map((row) => row.id) as [number, number];
  const [chairId, otherId] = await Promise.all([
    createUser(ctx.db, CHAIR, 'attendee'),
    createUser(ctx.db, OTHER_CHAIR, 'attendee'),
  ]);
  await ctx.db
    .insertInto('sessionChairs')
    .values([
      { userId: chairId, sessionId, assignedBy: null },
      { userId: otherId, sessionId: otherSessionId, assignedBy: null },
    ])
    .execute();
  adminCookie = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  attendeeCookie = `cc_session=${await signIn(ctx.app, ATTENDEE)}`;
  chairCookie = `cc_session=${await signIn(ctx.app, CHAIR)}`;
  otherChairCookie = `cc_session=${await signIn(ctx.app, OTHER_CHAIR)}`;
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await ctx?.close();
});

describe('writing polls', () => {
  it('lets the chairs and admins write, edit and delete drafts, which attendees never see', async () => {
    const draft = await write({
      kind: 'single',
      question: ' Which board do you use? ',
      options: ['Paper', 'Tablet'],
      resultsVisible: false,
    });
    expect(draft).toMatchObject({ state: 'draft', question: 'Which board do you use?', answered: 0 });
    expect(draft.options.map((option) => option.label)).toEqual(['Paper', 'Tablet']);
    const edited = await call('PUT', `${polls()}/${draft.id}`, adminCookie, {
      kind: 'multiple',
      question: 'Which boards do you use?',
      options: ['Paper', 'Tablet', 'Eye gaze'],
      resultsVisible: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ kind: 'multiple', resultsVisible: true });
    const scale = await write({
      kind: 'scale',
      question: 'How useful?',
      scaleLabels: { low: 'Not', high: 'Very' },
      resultsVisible: true,
    });
    expect(scale.options.map((option) => option.label)).toEqual(['1', '2', '3', '4', '5']);
    expect(scale.scaleLabels).toEqual({ low: 'Not', high: 'Very' });

    expect((await call('GET', `/api/sessions/${sessionId}/polls`)).json()).toEqual({ polls: [] });
    expect((await answer(draft.id, await visitor(), { optionIds: [draft.options[0]?.id] })).statusCode).toBe(404);
    const managed = (await call('GET', polls(), chairCookie)).json();
    expect(managed.minOpenSeconds).toBe(60);
    expect(managed.polls.map((poll: ManagedPoll) => poll.id)).toEqual([draft.id, scale.id]);

    expect((await call('DELETE', `${polls()}/${scale.id}`, chairCookie)).statusCode).toBe(204);
    expect((await call('GET', polls(), chairCookie)).json().polls).toHaveLength(1);
    await call('DELETE', `${polls()}/${draft.id}`, chairCookie);
  });

  it('refuses what cannot be a poll, in words a person can act on', async () => {
    const one = await call('POST', polls(), chairCookie, {
      kind: 'single',
      question: 'Q?',
      options: ['Only'],
      resultsVisible: true,
    });
    expect(one.json()).toMatchObject({
      statusCode: 400,
      code: 'POLL_OPTIONS_REQUIRED',
      message: 'Give at least 2 options, none of them empty.',
    });
    const scale = await call('POST', polls(), chairCookie, {
      kind: 'scale',
      question: 'Q?',
      options: ['a', 'b'],
      resultsVisible: true,
    });
    expect(scale.json().code).toBe('POLL_OPTIONS_NOT_ALLOWED');
    const blank = await call('POST', polls(), chairCookie, { kind: 'text', question: '   ', resultsVisible: true });
    expect(blank.json().code).toBe('POLL_QUESTION_REQUIRED');
    const same = await call('POST', polls(), chairCookie, {
      kind: 'single',
      question: 'Q?',
      options: ['Yes', 'yes'],
      resultsVisible: true,
    });
    expect(same.json().code).toBe('POLL_OPTIONS_REPEATED');
  });

  it('is refused to anonymous callers, attendees, chairs of other sessions; admins manage any session', async () => {
    const body = { kind: 'text', question: 'Anything?', resultsVisible: true };
    expect((await call('GET', polls())).statusCode).toBe(401);
    for (const cookie of [attendeeCookie, otherChairCookie]) {
      const refused = await call('POST', polls(), cookie, body);
      expect(refused.json()).toEqual({
        statusCode: 403,
        code: 'NOT_CHAIR',
        message: 'You are not a chair of this session.',
      });
    }
    expect((await call('GET', polls(2_000_000_000), chairCookie)).json().code).toBe('NOT_CHAIR');
    expect((await call('GET', polls(2_000_000_000), adminCookie)).json().code).toBe('SESSION_NOT_FOUND');
    const byAdmin = await call('POST', polls(otherSessionId), adminCookie, body);
    expect(byAdmin.statusCode).toBe(201);
    await call('DELETE', `${polls(otherSessionId)}/${byAdmin.json().id}`, adminCookie);
  });
});

describe('a poll, live', () => {
  it('opens one at a time, keeps its minimum time, counts each person once and then refuses answers', async () => {
    const first = await write({
      kind: 'single',
      question: 'Coffee or tea?',
      options: ['Coffee', 'Tea'],
      resultsVisible: false,
    });
    const second = await write({ kind: 'text', question: 'One word?', resultsVisible: true });
    const opened = await open(first.id);
    expect(opened.closesNotBefore).toBe(new Date(clock.getTime() + 60_000).toISOString());
    const another = await call('POST', `${polls()}/${second.id}/open`, chairCookie);
    expect(another.json()).toMatchObject({ statusCode: 409, code: 'ANOTHER_POLL_OPEN' });
    moveClock(35_000);
    const early = await call('POST', `${polls()}/${first.id}/close`, chairCookie);
    expect(early.json()).toMatchObject({
      statusCode: 409,
      code: 'POLL_MIN_OPEN',
      message:
        'A poll stays open for a minimum time so that everyone can answer: you can close this one in 25 seconds.',
    });
    // Editing an opened poll is refused; deleting an open one too.
    const edit = await call('PUT', `${polls()}/${first.id}`, chairCookie, {
      kind: 'single',
      question: 'X?',
      options: ['a', 'b'],
      resultsVisible: true,
    });
    expect(edit.json().code).toBe('POLL_NOT_DRAFT');
    expect((await call('DELETE', `${polls()}/${first.id}`, chairCookie)).json().code).toBe('POLL_OPEN');

    const [coffee, tea] = opened.options.map((option) => option.id) as [number, number];
    const amy = await visitor();
    const ben = await visitor();
    expect((await answer(first.id, amy, { optionIds: [coffee] })).statusCode).toBe(200);
    // Amy changes her mind: replaced, counted once.
    const changed = await answer(first.id, amy, { optionIds: [tea] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().answer).toMatchObject({ pollId: first.id, optionIds: [tea], text: null, textStatus: null });
    // Results hidden while open: the count of people is given, the results are not.
    expect(changed.json().poll).toMatchObject({ answered: 1, results: null, state: 'open' });
    await answer(first.id, ben, { optionIds: [tea] });
    await answer(first.id, attendeeCookie, { optionIds: [coffee] });
    const both = await answer(first.id, ben, { optionIds: [coffee, tea] });
    expect(both.json()).toMatchObject({ statusCode: 400, code: 'POLL_ONE_CHOICE' });
    const unknown = await answer(first.id, ben, { optionIds: [999_999] });
    expect(unknown.json().code).toBe('POLL_OPTION_UNKNOWN');
    const words = await answer(first.id, ben, { text: 'Tea' });
    expect(words.json().code).toBe('POLL_CHOICE_EXPECTED');

    const mine = await call('GET', `/api/sessions/${sessionId}/polls/mine`, amy);
    expect(mine.json().answers).toEqual([expect.objectContaining({ pollId: first.id, optionIds: [tea] })]);
    expect(String(mine.headers['cache-control'])).toMatch(/no-store/);

    const publicList = await call('GET', `/api/sessions/${sessionId}/polls`);
    expect(publicList.json().polls).toEqual([expect.objectContaining({ id: first.id, answered: 3, results: null })]);
    const managed = (await call('GET', polls(), chairCookie))
      .json()
      .polls.find((poll: ManagedPoll) => poll.id === first.id);
    expect(managed.results.options).toEqual([
      { id: coffee, label: 'Coffee', count: 1, percent: 33 },
      { id: tea, label: 'Tea', count: 2, percent: 67 },
    ]);
    expect((await call('GET', '/api/polls/open')).json().polls).toEqual([
      expect.objectContaining({ id: first.id, sessionTitle: expect.any(String) }),
    ]);

    // The chair shows the results while it is open.
    const shown = await call('POST', `${polls()}/${first.id}/results-visibility`, chairCookie, { visible: true });
    expect(shown.statusCode, shown.body).toBe(200);
    const visible = (await call('GET', `/api/sessions/${sessionId}/polls`)).json().polls[0] as Poll;
    expect(visible.results?.options.map((option) => option.count)).toEqual([1, 2]);

    moveClock(25_000);
    const closed = await call('POST', `${polls()}/${first.id}/close`, chairCookie);
    expect(closed.json()).toMatchObject({ state: 'closed', closesNotBefore: null });
    const late = await answer(first.id, amy, { optionIds: [coffee] });
    expect(late.json()).toEqual({
      statusCode: 409,
      code: 'POLL_NOT_OPEN',
      message: 'This poll has closed, so it takes no more answers. Its results are shown with it.',
    });
    await call('DELETE', `${polls()}/${second.id}`, chairCookie);
  });

  it('shows a free-text answer only once a chair approves it; a changed text waits again', async () => {
    const poll = await write({ kind: 'text', question: 'What should we try next?', resultsVisible: true });
    await open(poll.id);
    const cara = await visitor();
    const sent = await answer(poll.id, cara, { text: '  Core boards at the bus stop  ' });
    expect(sent.json().answer).toMatchObject({ text: 'Core boards at the bus stop', textStatus: 'pending' });
    expect(sent.json().poll.results).toEqual({ answered: 1, options: [], mean: null, texts: [] });
    const managed = (await call('GET', polls(), chairCookie)).json().polls.find((p: ManagedPoll) => p.id === poll.id);
    const [pending] = managed.textAnswers;
    expect(pending).toMatchObject({ text: 'Core boards at the bus stop', status: 'pending' });
    const approved = await call('POST', `${polls()}/${poll.id}/answers/${pending.id}/approve`, chairCookie);
    expect(approved.statusCode, approved.body).toBe(200);
    const shown = (await call('GET', `/api/sessions/${sessionId}/polls`))
      .json()
      .polls.find((p: Poll) => p.id === poll.id);
    expect(shown.results.texts).toEqual([{ id: pending.id, text: 'Core boards at the bus stop' }]);
    // The same words again keep the approval; new words wait for the chairs.
    expect((await answer(poll.id, cara, { text: 'Core boards at the bus stop' })).json().answer.textStatus).toBe(
      'approved',
    );
    const rewritten = await answer(poll.id, cara, { text: 'Signs at the bus stop' });
    expect(rewritten.json().answer.textStatus).toBe('pending');
    expect(rewritten.json().poll.results.texts).toEqual([]);
    expect((await answer(poll.id, cara, { optionIds: [1] })).json().code).toBe('POLL_TEXT_EXPECTED');
    expect((await call('POST', `${polls()}/${poll.id}/answers/999999/reject`, chairCookie)).statusCode).toBe(404);
    await close(poll.id);
  });

  it('gives the scale mean and the CSV, with formulas disarmed', async () => {
    const poll = await write({ kind: 'scale', question: '=1+1 How useful?', resultsVisible: false });
    const opened = await open(poll.id);
    const ids = opened.options.map((option) => option.id);
    await answer(poll.id, await visitor(), { optionIds: [ids[4]] });
    await answer(poll.id, await visitor(), { optionIds: [ids[3]] });
    const closed = await close(poll.id);
    expect(closed.results.mean).toBe(4.5);
    const csv = await call('GET', `${polls()}.csv`, chairCookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="session-${sessionId}-polls.csv"`);
    expect(csv.body.split('\r\n')[0]).toBe(
      'poll_id,question,kind,state,opened_at,closed_at,answered,option,count,percent,mean',
    );
    expect(csv.body).toContain(`${poll.id},'=1+1 How useful?,scale,closed,`);
    expect(csv.body).toContain(',2,5,1,50,4.5\r\n');
    expect((await call('GET', `${polls()}.csv`, attendeeCookie)).statusCode).toBe(403);
  });
});

describe('data rights', () => {
  it("lists the person's own answers in Download my data, and erasing the account deletes their words and unlinks their choices", async () => {
    const person = { email: 'poll.person@example.org', password: 'poll-person-lantern-27', name: 'Pat' };
    await createUser(ctx.db, person, 'attendee');
    const cookie = `cc_session=${await signIn(ctx.app, person)}`;
    const choice = await write({
      kind: 'single',
      question: 'Stay for the panel?',
      options: ['Yes', 'No'],
      resultsVisible: true,
    });
    await open(choice.id);
    await answer(choice.id, cookie, { optionIds: [choice.options[1]?.id] });
    await close(choice.id);
    const words = await write({ kind: 'text', question: 'Your idea?', resultsVisible: true });
    await open(words.id);
    await answer(words.id, cookie, { text: 'Quiet room signs' });

    const data = await call('GET', '/api/account/data', cookie);
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json().pollAnswers).toEqual([
      expect.objectContaining({ pollId: choice.id, question: 'Stay for the panel?', choices: ['No'], text: null }),
      expect.objectContaining({ pollId: words.id, choices: [], text: 'Quiet room signs', textStatus: 'pending' }),
    ]);

    const erased = await call('DELETE', '/api/account', cookie, { password: person.password });
    expect(erased.statusCode, erased.body).toBe(204);
    const left = await ctx.db
      .selectFrom('pollAnswers')
      .select(['pollId', 'userId', 'visitorId', 'text'])
      .where('pollId', 'in', [choice.id, words.id])
      .execute();
    // The closed poll's result stands, belonging to nobody; the words are gone.
    expect(left).toEqual([{ pollId: choice.id, userId: null, visitorId: null, text: null }]);
    const closed = (await call('GET', polls(), chairCookie)).json().polls.find((p: ManagedPoll) => p.id === choice.id);
    expect(closed.results.answered).toBe(1);
    await close(words.id);
  });

  it('counts an answer in analytics only with consent', async () => {
    const poll = await write({ kind: 'single', question: 'Consent?', options: ['A', 'B'], resultsVisible: true });
    await open(poll.id);
    const actions = () =>
      ctx.db.selectFrom('userActions').select('actionType').where('actionType', '=', 'poll_answer').execute();
    const before = (await actions()).length;
    await answer(poll.id, attendeeCookie, { optionIds: [poll.options[0]?.id] });
    expect((await actions()).length).toBe(before);
    await call(
      'PUT',
      `/api/polls/${poll.id}/answer`,
      attendeeCookie,
      { optionIds: [poll.options[1]?.id] },
      {
        'analytics-consent': 'granted',
      },
    );
    expect((await actions()).length).toBe(before + 1);
    await close(poll.id);
  });
});

describe('live results', () => {
  it('reach a socket on another instance, coalesced: many answers, few events, the last one right', async () => {
    const other = await ctx.buildAnotherApp();
    await other.listen({ port: 0, host: '127.0.0.1' });
    const watcher = await TestLiveClient.open(other);
    clients.push(watcher);
    const chair = await TestLiveClient.open(other, { cookie: chairCookie });
    clients.push(chair);
    expect(await watcher.subscribe(`polls:${sessionId}`, `room:${sessionId}`)).toEqual([
      `polls:${sessionId}`,
      `room:${sessionId}`,
    ]);
    expect(await chair.subscribe(`chair:${sessionId}`)).toEqual([`chair:${sessionId}`]);

    const poll = await write({ kind: 'single', question: 'Lunch?', options: ['Now', 'Later'], resultsVisible: true });
    await open(poll.id);
    await watcher.waitFor(() =>
      watcher.events().find((e) => e.type === 'poll.updated' && (e.data as Poll).id === poll.id),
    );

    const now = poll.options[0]?.id as number;
    const cookies = await Promise.all(Array.from({ length: 40 }, () => visitor()));
    const answers = await Promise.all(cookies.map((cookie) => answer(poll.id, cookie, { optionIds: [now] })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const results = () =>
      watcher.events().filter((e) => e.type === 'poll.results' && (e.data as PollResultsEvent).pollId === poll.id);
    const last = await watcher.waitFor(() => {
      const final = results().at(-1)?.data as PollResultsEvent | undefined;
      return final?.answered === 40 ? final : undefined;
    }, 5000);
    expect(last.results?.options[0]).toMatchObject({ count: 40, percent: 100 });
    expect(results().length).toBeLessThan(40);
    // The counts only ever go up: the newest counts come last.
    const counts = results().map((e) => (e.data as PollResultsEvent).answered);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    await chair.waitFor(() => chair.events().find((e) => e.type === 'chair.polls'));

    await close(poll.id);
    await watcher.waitFor(() =>
      watcher.events().find((e) => e.type === 'poll.updated' && (e.data as Poll).state === 'closed'),
    );
  });
});
