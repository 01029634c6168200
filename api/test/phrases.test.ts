/**
 * Phrases (issue 26): the starter phrases everyone reads and only admins change (audited), and each person's own
 * phrases, kept for the visitor or the account, never visible to anyone else, and merged into the account at sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from './helpers/cookie-jar';
import { ADMIN, ATTENDEE, createUser, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let adminJar: CookieJar;
let attendeeJar: CookieJar;

beforeAll(async () => {
  ctx = await setupTestApp();
  adminJar = new CookieJar().set('cc_session', await signIn(ctx.app, ADMIN));
  attendeeJar = new CookieJar().set('cc_session', await signIn(ctx.app, ATTENDEE));
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function call(jar: CookieJar, method: Method, url: string, payload?: unknown) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { cookie: jar.header() },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  jar.update(response);
  return response;
}

const texts = async (jar: CookieJar, url: string) =>
  ((await call(jar, 'GET', url)).json() as { phrases: { text: string }[] }).phrases.map((phrase) => phrase.text);

async function auditOf(entityId: number | null) {
  return ctx.db
    .selectFrom('auditLog')
    .select(['action', 'before', 'after', 'actorUserId'])
    .where('entity', '=', 'starter_phrase')
    .$call((qb) => (entityId === null ? qb.where('entityId', 'is', null) : qb.where('entityId', '=', String(entityId))))
    .orderBy('id')
    .execute();
}

describe('starter phrases', () => {
  it('are public and seeded with the organisers’ first phrases, in order', async () => {
    const response = await call(new CookieJar(), 'GET', '/api/starter-phrases');
    expect(response.statusCode).toBe(200);
    const list = response.json().phrases.map((phrase: { text: string }) => phrase.text);
    expect(list.slice(0, 3)).toEqual([
      'Could you say more about…',
      'Please could you repeat that?',
      'Thank you. My question is:',
    ]);
    expect(list.length).toBeGreaterThan(3);
  });

  it('only admins add, rename, reorder and delete them: anonymous 401, attendee 403, nothing changed', async () => {
    const before = await texts(new CookieJar(), '/api/starter-phrases');
    const id = (await call(new CookieJar(), 'GET', '/api/starter-phrases')).json().phrases[0].id as number;
    for (const jar of [new CookieJar(), attendeeJar]) {
      const expected = jar === attendeeJar ? 403 : 401;
      expect((await call(jar, 'POST', '/api/admin/starter-phrases', { text: 'Sneaky' })).statusCode).toBe(expected);
      expect((await call(jar, 'PATCH', `/api/admin/starter-phrases/${id}`, { text: 'Sneaky' })).statusCode).toBe(
        expected,
      );
      expect((await call(jar, 'PUT', '/api/admin/starter-phrases/order', { ids: [id] })).statusCode).toBe(expected);
      expect((await call(jar, 'DELETE', `/api/admin/starter-phrases/${id}`)).statusCode).toBe(expected);
    }
    expect(await texts(new CookieJar(), '/api/starter-phrases')).toEqual(before);
  });

  it('an admin adds (placed last), renames, reorders and deletes them, each audited with before and after', async () => {
    const added = await call(adminJar, 'POST', '/api/admin/starter-phrases', {
      text: '  Can you show that slide again?  ',
    });
    expect(added.statusCode).toBe(201);
    const phrase = added.json() as { id: number; text: string };
    expect(phrase.text).toBe('Can you show that slide again?');
    expect((await texts(new CookieJar(), '/api/starter-phrases')).at(-1)).toBe('Can you show that slide again?');

    const renamed = await call(adminJar, 'PATCH', `/api/admin/starter-phrases/${phrase.id}`, {
      text: 'Could you show that slide again?',
    });
    expect(renamed.json()).toEqual({ id: phrase.id, text: 'Could you show that slide again?' });

    const ids = ((await call(adminJar, 'GET', '/api/starter-phrases')).json().phrases as { id: number }[]).map(
      (row) => row.id,
    );
    const moved = [phrase.id, ...ids.filter((id) => id !== phrase.id)];
    const reordered = await call(adminJar, 'PUT', '/api/admin/starter-phrases/order', { ids: moved });
    expect(reordered.statusCode).toBe(200);
    expect((await texts(new CookieJar(), '/api/starter-phrases'))[0]).toBe('Could you show that slide again?');

    expect((await call(adminJar, 'DELETE', `/api/admin/starter-phrases/${phrase.id}`)).statusCode).toBe(204);
    expect(await texts(new CookieJar(), '/api/starter-phrases')).not.toContain('Could you show that slide again?');
    expect((await call(adminJar, 'DELETE', `/api/admin/starter-phrases/${phrase.id}`)).statusCode).toBe(404);

    const trail = await auditOf(phrase.id);
    expect(trail.map((row) => row.action)).toEqual([
      'starter_phrase.create',
      'starter_phrase.update',
      'starter_phrase.delete',
    ]);
    expect(trail.every((row) => row.actorUserId === ctx.adminId)).toBe(true);
    expect(trail[1]?.before).toEqual({ id: phrase.id, text: 'Can you show that slide again?' });
    expect(trail[1]?.after).toEqual({ id: phrase.id, text: 'Could you show that slide again?' });
    expect((await auditOf(null)).map((row) => row.action)).toContain('starter_phrase.reorder');
  });

  it('refuses bad input with a 400 a person can act on, and a stale order with 409', async () => {
    const blank = await call(adminJar, 'POST', '/api/admin/starter-phrases', { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Type the phrase first: it cannot be only spaces.');
    expect((await call(adminJar, 'POST', '/api/admin/starter-phrases', { text: 'x'.repeat(501) })).statusCode).toBe(
      400,
    );
    expect((await call(adminJar, 'PATCH', '/api/admin/starter-phrases/0', { text: 'Fine' })).statusCode).toBe(400);
    const stale = await call(adminJar, 'PUT', '/api/admin/starter-phrases/order', { ids: [1] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Reload and try again/);
  });
});

describe('personal phrases', () => {
  it('are kept for the visitor: add, rename, reorder and delete, in the order chosen', async () => {
    const jar = new CookieJar();
    expect((await call(jar, 'GET', '/api/phrases')).json()).toEqual({ phrases: [] });
    const first = (await call(jar, 'POST', '/api/phrases', { text: 'My name is Sam.' })).json();
    const second = (await call(jar, 'POST', '/api/phrases', { text: 'I use a switch.' })).json();
    expect(await texts(jar, '/api/phrases')).toEqual(['My name is Sam.', 'I use a switch.']);

    const renamed = await call(jar, 'PATCH', `/api/phrases/${first.id}`, { text: 'My name is Sam, from Leeds.' });
    expect(renamed.json()).toEqual({ id: first.id, text: 'My name is Sam, from Leeds.' });

    const reordered = await call(jar, 'PUT', '/api/phrases/order', { ids: [second.id, first.id] });
    expect(reordered.json().phrases.map((phrase: { id: number }) => phrase.id)).toEqual([second.id, first.id]);

    expect((await call(jar, 'DELETE', `/api/phrases/${second.id}`)).statusCode).toBe(204);
    expect(await texts(jar, '/api/phrases')).toEqual(['My name is Sam, from Leeds.']);
  });

  it('belong to their owner only: another visitor or account can neither see nor change them (404, as if absent)', async () => {
    const owner = new CookieJar();
    const mine = (await call(owner, 'POST', '/api/phrases', { text: 'Private phrase' })).json();
    for (const other of [new CookieJar(), attendeeJar, adminJar]) {
      expect(await texts(other, '/api/phrases')).not.toContain('Private phrase');
      expect((await call(other, 'PATCH', `/api/phrases/${mine.id}`, { text: 'Taken over' })).statusCode).toBe(404);
      expect((await call(other, 'DELETE', `/api/phrases/${mine.id}`)).statusCode).toBe(404);
      const own = ((await call(other, 'GET', '/api/phrases')).json().phrases as { id: number }[]).map((p) => p.id);
      expect((await call(other, 'PUT', '/api/phrases/order', { ids: [...own, mine.id] })).statusCode).toBe(409);
    }
    expect(await texts(owner, '/api/phrases')).toEqual(['Private phrase']);
  });

  it("merge into the account at sign-in after the account's own, each text once, on every device of the account", async () => {
    const user = { email: 'phrases-merge@conference.test', password: 'correct-horse-phrases-27', name: 'Pat Phrases' };
    await createUser(ctx.db, user, 'attendee');
    const laptop = new CookieJar().set('cc_session', await signIn(ctx.app, user));
    await call(laptop, 'POST', '/api/phrases', { text: 'Already mine' });
    await call(laptop, 'POST', '/api/phrases', { text: 'Shared text' });

    const phone = new CookieJar();
    await call(phone, 'POST', '/api/phrases', { text: 'Shared text' });
    await call(phone, 'POST', '/api/phrases', { text: 'Written before sign-in' });
    phone.set('cc_session', await signIn(ctx.app, user, { cookie: phone.header() }));

    const expected = ['Already mine', 'Shared text', 'Written before sign-in'];
    expect(await texts(phone, '/api/phrases')).toEqual(expected);
    expect(await texts(laptop, '/api/phrases')).toEqual(expected);
    // Nothing is left on the merged visitor.
    const visitorId = phone.get('cc_visitor')?.split('.')[0];
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    const leftover = await ctx.db
      .selectFrom('personalPhrases')
      .select('text')
      .where('visitorId', '=', visitorId as string)
      .execute();
    expect(leftover).toEqual([]);
  });

  it('refuse bad input with a 400 a person can act on, storing nothing', async () => {
    const jar = new CookieJar();
    for (const payload of [{ text: '' }, { text: '  ' }, { text: 'y'.repeat(501) }, {}, { text: 5 }]) {
      const response = await call(jar, 'POST', '/api/phrases', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await call(jar, 'PUT', '/api/phrases/order', { ids: [] })).statusCode).toBe(400);
    expect((await call(jar, 'PUT', '/api/phrases/order', { ids: [1, 1] })).statusCode).toBe(400);
    expect((await call(jar, 'PATCH', '/api/phrases/abc', { text: 'x' })).statusCode).toBe(400);
    expect(await texts(jar, '/api/phrases')).toEqual([]);
  });

  it('a full list answers 409 with what to do', async () => {
    const jar = new CookieJar();
    await call(jar, 'POST', '/api/phrases', { text: 'first' });
    const visitorId = (
      await ctx.db
        .selectFrom('personalPhrases')
        .select('visitorId')
        .where('text', '=', 'first')
        .executeTakeFirstOrThrow()
    ).visitorId;
    await ctx.db
      .insertInto('personalPhrases')
      .values(Array.from({ length: 199 }, (_, i) => ({ visitorId, text: `phrase ${i}`, sortOrder: i + 2 })))
      .execute();
    const full = await call(jar, 'POST', '/api/phrases', { text: 'one too many' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('A list holds at most 200 phrases. Delete one to add another.');
  });
});
