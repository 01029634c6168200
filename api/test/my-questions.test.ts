/**
 * Q&A privacy and "My questions" (issue 19): a question is anonymous unless the asker gives a name to show; the asker
 * sees their own questions with their status, on this browser, and once signed in on every device.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyQuestion } from '../src/contract/index';
import { CookieJar } from './helpers/cookie-jar';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let adminCookie: string;

beforeAll(async () => {
  ctx = await setupTestApp();
  adminCookie = `cc_session=${await signIn(ctx.app, ADMIN)}`;
});
afterAll(async () => {
  await ctx?.close();
});

let nextAddress = 10;
/** A browser: its own cookies and address (the per-visitor question limit is 5 a minute). */
function browser() {
  const jar = new CookieJar();
  const remoteAddress = `10.20.0.${nextAddress++}`;
  return async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await ctx.app.inject({
      method,
      url,
      remoteAddress,
      headers: { cookie: jar.header() },
      ...(payload ? { payload } : {}),
    });
    jar.update(response);
    return response;
  };
}

async function ask(call: ReturnType<typeof browser>, text: string, showName?: string): Promise<number> {
  const response = await call('POST', '/api/questions', {
    text,
    sessionId: null,
    ...(showName === undefined ? {} : { showName }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().question.id;
}

async function moderate(id: number, body: object) {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/questions/${id}`,
    headers: { cookie: adminCookie },
    payload: body,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

const mine = async (call: ReturnType<typeof browser>) =>
  (await call('GET', '/api/questions/mine')).json().questions as MyQuestion[];

describe('asking', () => {
  it('is anonymous unless a name is given: published without a name, stored without one', async () => {
    const call = browser();
    const id = await ask(call, 'Will the slides be shared?');
    await moderate(id, { status: 'approved' });
    const shown = (await call('GET', '/api/questions')).json().questions.find((q: { id: number }) => q.id === id);
    expect(shown).toMatchObject({ anonymous: true, authorName: null });
    const row = await ctx.db
      .selectFrom('questions')
      .select(['name', 'email'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: null, email: null });
  });

  it('shows the name the asker chose, trimmed; a blank one is anonymous', async () => {
    const call = browser();
    const named = await ask(call, 'Is there step-free access to hall B?', '  Robin  ');
    const blank = await ask(call, 'Is lunch provided?', '   ');
    await moderate(named, { status: 'approved' });
    await moderate(blank, { status: 'approved' });
    const list = (await call('GET', '/api/questions')).json().questions as { id: number; authorName: string | null }[];
    expect(list.find((q) => q.id === named)).toMatchObject({ anonymous: false, authorName: 'Robin' });
    expect(list.find((q) => q.id === blank)).toMatchObject({ anonymous: true, authorName: null });
  });

  it('refuses a name over 100 characters in plain words', async () => {
    const call = browser();
    const response = await call('POST', '/api/questions', {
      text: 'Hello?',
      sessionId: null,
      showName: 'n'.repeat(101),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The name is 101 characters; the limit is 100');
  });
});

describe('My questions', () => {
  it('lists the caller’s questions with their status in words, and nobody else’s', async () => {
    const call = browser();
    const stranger = browser();
    const waiting = await ask(call, 'Waiting question?');
    const published = await ask(call, 'Published question?', 'Sam');
    const answered = await ask(call, 'Answered question?');
    const refused = await ask(call, 'Refused question?');
    await moderate(published, { status: 'approved' });
    await moderate(answered, { status: 'answered', response: 'Yes, in room 2.' });
    await moderate(refused, { status: 'rejected' });
    const list = await mine(call);
    expect(list.map((q) => [q.id, q.status, q.shownName])).toEqual([
      [refused, 'not published', null],
      [answered, 'answered', null],
      [published, 'published', 'Sam'],
      [waiting, 'waiting for review', null],
    ]);
    expect(list.find((q) => q.id === answered)?.response).toBe('Yes, in room 2.');
    expect(await mine(stranger)).toEqual([]);
  });

  it('follows the account to every device once signed in', async () => {
    const phone = browser();
    const asked = await ask(phone, 'Asked before signing in?');
    const signedIn = await phone('POST', '/api/auth/sign-in', { email: ATTENDEE.email, password: ATTENDEE.password });
    expect(signedIn.statusCode).toBe(200);
    const laptop = browser();
    expect(await mine(laptop)).toEqual([]);
    await laptop('POST', '/api/auth/sign-in', { email: ATTENDEE.email, password: ATTENDEE.password });
    const askedOnLaptop = await ask(laptop, 'Asked on the laptop?');
    for (const device of [phone, laptop]) {
      const ids = (await mine(device)).map((q) => q.id);
      expect(ids).toContain(asked);
      expect(ids).toContain(askedOnLaptop);
    }
  });
});
