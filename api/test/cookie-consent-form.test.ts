/**
 * The cookie banner's form for browsers without scripts (issue 36): a plain form post answered with a redirect back
 * to the page and the two cookies the browser's consent store reads. Touches no database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/database';
import { safeReturnPath } from '../src/modules/shell/cookie-consent-form';
import { testConfig } from './helpers/test-app';
import { unreachableDatabase } from './helpers/test-database';

let db: Db;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  db = unreachableDatabase();
  app = await buildApp({ db, logger: false, config: testConfig() });
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

const post = (payload: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/cookie-consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload,
  });

const cookie = (response: Awaited<ReturnType<typeof post>>, name: string) =>
  response.cookies.find((entry) => entry.name === name);

describe('POST /cookie-consent (the banner without scripts)', () => {
  it('"Accept All" records the choice in cookies and goes back to the page the banner was on', async () => {
    const response = await post('cookies=accept&returnTo=%2Fsession%2F6%3Fday%3DMonday');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/session/6?day=Monday');
    expect(cookie(response, 'cc_consent')).toMatchObject({ value: 'decided', path: '/', sameSite: 'Lax' });
    expect(cookie(response, 'cc_consent_choice')).toMatchObject({ value: 'accept', path: '/' });
    // The page's scripts read the choice (consent-store.ts): not httpOnly.
    expect(cookie(response, 'cc_consent_choice')?.httpOnly).toBeFalsy();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('goes back to the address the form was sent from, query and all, when this site sent it', async () => {
    const back = await post('cookies=accept&returnTo=%2Fprogramme', {
      referer: 'http://localhost:80/programme?day=Tuesday',
    });
    expect(back.headers.location).toBe('/programme?day=Tuesday');
    const elsewhere = await post('cookies=accept&returnTo=%2Fprogramme', { referer: 'https://evil.example/x' });
    expect(elsewhere.headers.location).toBe('/programme');
  });

  it('"Reject All" says reject', async () => {
    const response = await post('cookies=reject&returnTo=%2Fprogramme');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/programme');
    expect(cookie(response, 'cc_consent_choice')?.value).toBe('reject');
  });

  it('never sends the visitor to another site', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'programme']) {
      const response = await post(new URLSearchParams({ cookies: 'accept', returnTo }).toString());
      expect(response.headers.location, returnTo).toBe('/');
    }
    expect(safeReturnPath(undefined)).toBe('/');
  });

  it('answers a form without a choice with a message a person can act on, and sets nothing', async () => {
    const response = await post('cookies=maybe');
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('Choose "Accept All" or "Reject All" on the cookie banner, then send it again.');
    expect(response.cookies).toEqual([]);
  });

  it('is refused when another site posts it', async () => {
    const response = await post('cookies=accept', { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });

  it('reads form bodies on this route only: the API still takes JSON alone', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.org&password=x',
    });
    expect(response.statusCode).toBe(415);
  });
});
