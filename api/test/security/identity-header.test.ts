/**
 * Issue 30, shared browsers: every personal answer names the identity it was made for (`CC-Identity`), so the
 * browser's service worker can drop what it kept for one person at every way their session ends. Public answers
 * carry no tag, so no shared cache holds one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../helpers/cookie-jar';
import { createUser, setupTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const PERSON = { email: 'shared.browser@example.org', password: 'library-desk-lantern-30', name: 'Sam Shared' };

beforeAll(async () => {
  ctx = await setupTestApp();
  await createUser(ctx.db, PERSON, 'attendee');
});
afterAll(async () => ctx?.close());

/** One browser: its cookies, kept between calls. */
function browser() {
  const jar = new CookieJar();
  return async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const response = await ctx.app.inject({ method, url, headers: { cookie: jar.header() }, payload });
    jar.update(response);
    return response;
  };
}

const tagOf = (header: unknown) => String(header ?? '').split(';')[0];
const expiresOf = (header: unknown) => Number(/expires=(\d+)/.exec(String(header ?? ''))?.[1]);

describe('the identity tag on personal answers (issue 30)', () => {
  it('names the session on personal answers, expires with it, and is absent from public ones', async () => {
    const shared = browser();
    const before = await shared('GET', '/api/agenda');
    expect(before.headers['cc-identity']).toBe('none');
    const signedIn = await shared('POST', '/api/auth/sign-in', { email: PERSON.email, password: PERSON.password });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const tag = tagOf(signedIn.headers['cc-identity']);
    expect(tag).toMatch(/^[\w-]{16}$/);
    const agenda = await shared('GET', '/api/agenda');
    expect(tagOf(agenda.headers['cc-identity'])).toBe(tag);
    // Ends with the session: no later than the idle limit of 8 hours from now.
    const expires = expiresOf(agenda.headers['cc-identity']);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThanOrEqual(Date.now() + 8 * 60 * 60 * 1000);
    // The tag names no one: neither the address nor the cookie's token is in it.
    expect(agenda.headers['cc-identity']).not.toContain('shared');

    const programme = await shared('GET', '/api/sessions');
    expect(programme.statusCode).toBe(200);
    expect(programme.headers['cc-identity']).toBeUndefined();
  });

  it('says "none" in the answer that ends the session: sign-out and account deletion', async () => {
    const shared = browser();
    await shared('POST', '/api/auth/sign-in', { email: PERSON.email, password: PERSON.password });
    const signedOut = await shared('POST', '/api/auth/sign-out');
    expect(signedOut.headers['cc-identity']).toBe('none');

    const leaving = { email: 'leaving@example.org', password: 'harbour-leaving-lantern-30', name: 'Lee Leaving' };
    await createUser(ctx.db, leaving, 'attendee');
    const device = browser();
    await device('POST', '/api/auth/sign-in', { email: leaving.email, password: leaving.password });
    const deleted = await device('DELETE', '/api/account', { password: leaving.password });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(deleted.headers['cc-identity']).toBe('none');
  });

  it('says "none" at the first answer after the session was ended from another device', async () => {
    const shared = browser();
    const phone = browser();
    await shared('POST', '/api/auth/sign-in', { email: PERSON.email, password: PERSON.password });
    const first = tagOf((await shared('GET', '/api/bookmarks')).headers['cc-identity']);
    expect(first).not.toBe('none');
    await phone('POST', '/api/auth/sign-in', { email: PERSON.email, password: PERSON.password });
    // A password change on the phone ends every other session of the account.
    const changed = await phone('POST', '/api/account/password', {
      currentPassword: PERSON.password,
      newPassword: 'new-harbour-lantern-30b',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The phone's own answer names its new session, not the shared browser's.
    expect(tagOf(changed.headers['cc-identity'])).not.toBe(first);
    expect(tagOf(changed.headers['cc-identity'])).not.toBe('none');
    expect((await shared('GET', '/api/bookmarks')).headers['cc-identity']).toBe('none');
  });
});
