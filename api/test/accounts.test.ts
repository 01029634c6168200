/**
 * Attendee accounts (issue 6): sign-up and its bad input, sign-in's bad input, and the merge of an anonymous
 * visitor's agenda, read news and votes into the account, on sign-up and on sign-in, merged twice included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../src/modules/auth/passwords';
import { CookieJar } from './helpers/cookie-jar';
import { ATTENDEE, setupTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let sessionIds: number[];
let questionIds: number[];
let announcementIds: number[];

beforeAll(async () => {
  ctx = await setupTestApp();
  sessionIds = (await ctx.db.selectFrom('sessions').select('id').orderBy('id').limit(4).execute()).map((r) => r.id);
  const questions = await ctx.app.inject({ method: 'GET', url: '/api/questions' });
  questionIds = (questions.json().questions as { id: number }[]).slice(0, 3).map((q) => q.id);
  const announcements = await ctx.app.inject({ method: 'GET', url: '/api/announcements' });
  announcementIds = (announcements.json().announcements as { id: number }[]).slice(0, 3).map((a) => a.id);
});
afterAll(async () => {
  await ctx?.close();
});

/** Sign-up is limited per address: each test signs up from an address of its own. */
let nextAddress = 10;
const newAddress = () => `10.1.0.${nextAddress++}`;

let nextEmail = 1;
const newEmail = () => `attendee-${nextEmail++}@example.org`;
const PASSWORD = 'plum-harbour-lantern';

/** A browser: its own cookies, its own address. */
function browser() {
  const jar = new CookieJar();
  const ip = newAddress();
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const response = await ctx.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { cookie: jar.header() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    jar.update(response);
    return response;
  };
  return { jar, call };
}

function signUp(body: unknown, ip = newAddress()) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body as object, remoteAddress: ip });
}

function signIn(body: unknown, ip = newAddress()) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: body as object, remoteAddress: ip });
}

describe('POST /api/auth/sign-up', () => {
  it('creates an attendee account, signs it in and answers 201 with the user', async () => {
    const email = newEmail();
    const response = await signUp({ email: ` ${email.toUpperCase()} `, password: PASSWORD, name: '  Robin Reader ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({ email, name: 'Robin Reader', role: 'attendee' });
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());

    const cookie = response.cookies.find((c) => c.name === 'cc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `cc_session=${cookie?.value}` },
    });
    expect(me.json().user).toEqual(body.user);

    // The password is stored only as an argon2id hash, and signs in.
    const row = await ctx.db
      .selectFrom('users')
      .select(['passwordHash', 'role'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
    expect((await signIn({ email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('takes the name as optional', async () => {
    const email = newEmail();
    const response = await signUp({ email, password: PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ email, name: '', role: 'attendee' });
  });

  it.each([
    ['a missing email', { password: PASSWORD }, 'Email is required'],
    ['a blank email', { email: '   ', password: PASSWORD }, 'Email is required'],
    [
      'an email that is not one',
      { email: 'robin.example.org', password: PASSWORD },
      'Enter a valid email address, like name@example.org',
    ],
    [
      'an email with a space',
      { email: 'robin reader@example.org', password: PASSWORD },
      'Enter a valid email address, like name@example.org',
    ],
    [
      'an over-long email',
      { email: `${'a'.repeat(320)}@example.org`, password: PASSWORD },
      'Email must be at most 320 characters',
    ],
    ['an email that is an object', { email: { address: 'a@b.org' }, password: PASSWORD }, 'Email must be text'],
    ['a missing password', { email: 'robin@example.org' }, 'Password is required'],
    ['an empty password', { email: 'robin@example.org', password: '' }, 'Password is required'],
    ['a password that is a list of two', { email: 'robin@example.org', password: ['a', 'b'] }, 'Password must be text'],
    [
      'an 11-character password',
      { email: 'robin@example.org', password: 'plum-harbou' },
      'Password must be at least 12 characters',
    ],
    [
      'a 129-character password',
      { email: 'robin@example.org', password: 'p'.repeat(129) },
      'Password must be at most 128 characters',
    ],
    ['a common password', { email: 'robin@example.org', password: 'password1234' }, COMMON_PASSWORD_MESSAGE],
    [
      'a common password in capitals',
      { email: 'robin@example.org', password: 'QWERTYUIOP12' },
      COMMON_PASSWORD_MESSAGE,
    ],
    [
      'an over-long name',
      { email: 'robin@example.org', password: PASSWORD, name: 'n'.repeat(101) },
      'Name must be at most 100 characters',
    ],
    [
      'a name that is a number list',
      { email: 'robin@example.org', password: PASSWORD, name: [1, 2] },
      'Name must be text',
    ],
    ['no body at all', undefined, 'Request body must be an object'],
    ['a body that is a list', [{ email: 'robin@example.org', password: PASSWORD }], 'Request body must be an object'],
  ])('refuses %s with 400 and a message naming the field', async (_case, body, message) => {
    const response = await signUp(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message });
    expect(response.cookies.find((c) => c.name === 'cc_session')).toBeUndefined();
    const created = await ctx.db.selectFrom('users').select('id').where('email', '=', 'robin@example.org').execute();
    expect(created).toEqual([]);
  });

  it('counts the password in characters, not bytes: 12 accented letters are enough', async () => {
    const response = await signUp({ email: newEmail(), password: 'éçàüöñåøßœæî' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses fields it does not know with a 400 naming them: a role sent along never makes an admin', async () => {
    const email = newEmail();
    const response = await signUp({
      email,
      password: PASSWORD,
      role: 'admin',
      isProtected: true,
      id: crypto.randomUUID(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/"(role|isProtected|id)"/);
    expect(await ctx.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('refuses an email that already has an account, in any case, with 409 and keeps the account as it was', async () => {
    for (const email of [ATTENDEE.email, ATTENDEE.email.toUpperCase(), 'Admin@Conference.test']) {
      const response = await signUp({ email, password: 'another-long-password' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'EMAIL_TAKEN',
        message: 'An account with this email already exists. Sign in instead, or use another email.',
      });
      expect(response.cookies.find((c) => c.name === 'cc_session')).toBeUndefined();
    }
    expect((await signIn({ email: ATTENDEE.email, password: ATTENDEE.password })).statusCode).toBe(200);
  });

  it('creates one account when the same address signs up twice at once', async () => {
    const email = newEmail();
    const answers = await Promise.all([signUp({ email, password: PASSWORD }), signUp({ email, password: PASSWORD })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });

  it('is rate limited per address with a 429 that says how long to wait', async () => {
    const app = await ctx.buildAnotherApp({ signUpRateLimit: { max: 2, timeWindow: 60_000 } });
    const ip = newAddress();
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: newEmail(), password: PASSWORD },
        remoteAddress: ip,
      });
    expect((await attempt()).statusCode).toBe(201);
    expect((await attempt()).statusCode).toBe(201);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many accounts have been asked for from this network. Please wait 1 minute and try again.',
    });
    // Another address is not held back.
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: newEmail(), password: PASSWORD },
      remoteAddress: newAddress(),
    });
    expect(other.statusCode).toBe(201);
  });
});

describe('POST /api/auth/sign-in bad input', () => {
  it.each([
    ['a missing email', { password: PASSWORD }, 'Email is required'],
    ['a blank email', { email: ' ', password: PASSWORD }, 'Email is required'],
    ['a missing password', { email: ATTENDEE.email }, 'Password is required'],
    ['a blank password', { email: ATTENDEE.email, password: '' }, 'Password is required'],
    ['an email that is an object', { email: {}, password: PASSWORD }, 'Email must be text'],
    ['a password that is an object', { email: ATTENDEE.email, password: { guess: 1 } }, 'Password must be text'],
    ['an over-long email', { email: 'e'.repeat(321), password: PASSWORD }, 'Email must be at most 320 characters'],
    [
      'an over-long password',
      { email: ATTENDEE.email, password: 'p'.repeat(1025) },
      'Password must be at most 1024 characters',
    ],
    ['no body at all', undefined, 'Request body must be an object'],
  ])('refuses %s with 400 and a message naming the field', async (_case, body, message) => {
    const response = await signIn(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message });
    expect(response.cookies.find((c) => c.name === 'cc_session')).toBeUndefined();
  });

  it('refuses a sign-in with fields it does not know, naming them, and signs in nobody', async () => {
    const response = await signIn({ email: ATTENDEE.email, password: ATTENDEE.password, role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('"role"');
    expect(response.cookies.find((c) => c.name === 'cc_session')).toBeUndefined();
  });

  it('answers a wrong password for a real account and any password for an unknown one alike', async () => {
    const wrong = await signIn({ email: ATTENDEE.email, password: 'not-the-right-one' });
    const unknown = await signIn({ email: 'nobody-here@example.org', password: 'not-the-right-one' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });
});

/** What a browser has: its agenda, read news and votes, as the API reports them to it. */
async function stateOf(b: ReturnType<typeof browser>) {
  const bookmarks = (await b.call('GET', '/api/bookmarks')).json().sessionIds as number[];
  const read = (await b.call('GET', '/api/announcements/read')).json().ids as number[];
  const questions = (await b.call('GET', '/api/questions')).json().questions as {
    id: number;
    votes: number;
    voted: boolean;
  }[];
  return {
    bookmarks: [...bookmarks].sort((x, y) => x - y),
    read: [...read].sort((x, y) => x - y),
    voted: questions
      .filter((q) => q.voted)
      .map((q) => q.id)
      .sort((x, y) => x - y),
    votes: Object.fromEntries(questions.map((q) => [q.id, q.votes])),
  };
}

async function rowsOf(userId: string) {
  const count = async (table: 'bookmarks' | 'announcementReads' | 'questionVotes') =>
    (await ctx.db.selectFrom(table).select('userId').where('userId', '=', userId).execute()).length;
  return {
    bookmarks: await count('bookmarks'),
    reads: await count('announcementReads'),
    votes: await count('questionVotes'),
  };
}

describe('merging the anonymous visitor into the account', () => {
  it('carries the agenda, read news and votes into a new account at sign-up', async () => {
    const [s1, s2] = sessionIds as [number, number];
    const [q1] = questionIds as [number];
    const [a1] = announcementIds as [number];
    const phone = browser();
    await phone.call('PUT', `/api/bookmarks/${s1}`);
    await phone.call('PUT', `/api/bookmarks/${s2}`);
    await phone.call('POST', `/api/announcements/${a1}/read`);
    expect((await phone.call('POST', `/api/questions/${q1}/vote`)).statusCode).toBe(200);
    const before = await stateOf(phone);

    const email = newEmail();
    expect((await phone.call('POST', '/api/auth/sign-up', { email, password: PASSWORD })).statusCode).toBe(201);
    const after = await stateOf(phone);
    expect(after).toEqual(before);

    // Held by the account now, not by the visitor.
    const user = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(await rowsOf(user.id)).toEqual({ bookmarks: 2, reads: 1, votes: 1 });

    // Another device signing in sees the same agenda, read news and votes.
    const laptop = browser();
    expect((await laptop.call('POST', '/api/auth/sign-in', { email, password: PASSWORD })).statusCode).toBe(200);
    expect(await stateOf(laptop)).toEqual(after);

    // What the signed-in laptop does is the account's, and the phone sees it.
    const [, , s3] = sessionIds as [number, number, number];
    await laptop.call('PUT', `/api/bookmarks/${s3}`);
    expect((await stateOf(phone)).bookmarks).toEqual([s1, s2, s3].sort((x, y) => x - y));
  });

  it('merges twice without doubling anything: overlapping agendas, the same read news, the same vote', async () => {
    const [s1, s2, s3, s4] = sessionIds as [number, number, number, number];
    const [q1, q2] = questionIds as [number, number];
    const [a1, a2, a3] = announcementIds as [number, number, number];
    const email = newEmail();
    const first = browser();
    expect((await first.call('POST', '/api/auth/sign-up', { email, password: PASSWORD })).statusCode).toBe(201);
    await first.call('POST', '/api/auth/sign-out');
    const votesBefore = (await stateOf(first)).votes;

    // Two anonymous browsers build overlapping state.
    const one = browser();
    const two = browser();
    for (const id of [s1, s2, s3]) await one.call('PUT', `/api/bookmarks/${id}`);
    for (const id of [s2, s3, s4]) await two.call('PUT', `/api/bookmarks/${id}`);
    for (const id of [a1, a2]) await one.call('POST', `/api/announcements/${id}/read`);
    for (const id of [a2, a3]) await two.call('POST', `/api/announcements/${id}/read`);
    await one.call('POST', `/api/questions/${q1}/vote`);
    await two.call('POST', `/api/questions/${q1}/vote`);
    await two.call('POST', `/api/questions/${q2}/vote`);
    expect((await stateOf(two)).votes[q1]).toBe((votesBefore[q1] ?? 0) + 2);

    // Both sign in to the same account.
    expect((await one.call('POST', '/api/auth/sign-in', { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await two.call('POST', '/api/auth/sign-in', { email, password: PASSWORD })).statusCode).toBe(200);
    // And the first browser signs in once more: its visitor has nothing left to bring.
    expect((await one.call('POST', '/api/auth/sign-in', { email, password: PASSWORD })).statusCode).toBe(200);

    const expected = {
      bookmarks: [s1, s2, s3, s4].sort((x, y) => x - y),
      read: [a1, a2, a3].sort((x, y) => x - y),
      voted: [q1, q2].sort((x, y) => x - y),
    };
    for (const b of [one, two]) expect(await stateOf(b)).toMatchObject(expected);
    const after = await stateOf(one);
    // Two visitors voted for q1 and became one account: one vote, not two.
    expect(after.votes[q1]).toBe((votesBefore[q1] ?? 0) + 1);
    expect(after.votes[q2]).toBe((votesBefore[q2] ?? 0) + 1);
    const user = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(await rowsOf(user.id)).toEqual({ bookmarks: 4, reads: 3, votes: 2 });

    // After signing out, each browser is an anonymous visitor whose state went to the account.
    await two.call('POST', '/api/auth/sign-out');
    expect(await stateOf(two)).toMatchObject({ bookmarks: [], read: [], voted: [] });
  });

  it('ties signed-in read tracking and votes to the account, and a second vote from another device counts once', async () => {
    const [, , q3] = questionIds as [number, number, number];
    const email = newEmail();
    const phone = browser();
    await phone.call('POST', '/api/auth/sign-up', { email, password: PASSWORD });
    const laptop = browser();
    await laptop.call('POST', '/api/auth/sign-in', { email, password: PASSWORD });
    const before = (await stateOf(phone)).votes[q3] ?? 0;

    expect((await phone.call('POST', `/api/questions/${q3}/vote`)).json()).toMatchObject({ success: true });
    expect((await laptop.call('POST', `/api/questions/${q3}/vote`)).json()).toMatchObject({
      success: false,
      message: 'You already voted',
    });
    expect((await stateOf(laptop)).votes[q3]).toBe(before + 1);
  });
});
