/**
 * Logs leave the server (shipped to a log service, pasted into issues), so no password or session token may
 * reach them: sign-in, sign-up and a failed sign-in are logged, the credentials they carry are not.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDEE, setupTestApp, type TestContext } from '../helpers/test-app';

const ORIGIN = 'http://localhost';

describe('secrets stay out of the server log', () => {
  let context: TestContext;
  const lines: string[] = [];
  let app: Awaited<ReturnType<TestContext['buildAnotherApp']>>;

  beforeAll(async () => {
    context = await setupTestApp();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await context.buildAnotherApp({ logger: { level: 'trace', stream } });
    await app.ready();
  });
  afterAll(() => context.close());

  it('logs sign-in, sign-up and failures without the passwords or the session tokens', async () => {
    const wrongPassword = 'wrong-but-secret-password-7731';
    const failed = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: ORIGIN },
      payload: { email: ATTENDEE.email, password: wrongPassword },
    });
    expect(failed.statusCode).toBe(401);

    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: ORIGIN },
      payload: { email: ATTENDEE.email, password: ATTENDEE.password },
    });
    expect(signedIn.statusCode).toBe(200);
    const sessionToken = signedIn.cookies.find((cookie) => cookie.name === 'cc_session')?.value;
    expect(sessionToken).toBeTruthy();

    const newPassword = 'violet-harbour-lantern-58';
    const signedUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: ORIGIN },
      payload: { email: 'logged-person@conference.test', password: newPassword },
    });
    expect(signedUp.statusCode).toBe(201);
    const newToken = signedUp.cookies.find((cookie) => cookie.name === 'cc_session')?.value;

    const log = lines.join('');
    // The log did record these requests (so the check below is not vacuous)...
    expect(log).toContain('/api/auth/sign-in');
    expect(log).toContain('sign-in failed');
    // ...but none of the secrets they carried.
    for (const secret of [wrongPassword, ATTENDEE.password, newPassword, sessionToken, newToken]) {
      expect(log).not.toContain(secret as string);
    }
    expect(log).not.toContain('$argon2');
  });

  /** A new visitor with a bookmark, and that visitor's calendar feed token. */
  async function visitorFeedToken(): Promise<string> {
    const visitor = await app.inject({
      method: 'PUT',
      url: `/api/bookmarks/${(await context.db.selectFrom('sessions').select('id').executeTakeFirstOrThrow()).id}`,
      headers: { origin: ORIGIN },
    });
    const cookie = visitor.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    return (await app.inject({ method: 'GET', url: '/api/agenda/feed-token', headers: { cookie } })).json().token;
  }

  it('keeps calendar feed tokens out of the request log, wherever they appear in the address', async () => {
    lines.length = 0;
    const token = await visitorFeedToken();
    expect(token).toBeTruthy();
    for (const url of [`/api/calendar/${token}.ics`, `/api/calendar/${token}.ics?x=1`, `/api/calendar/${token}`]) {
      await app.inject({ method: 'GET', url });
    }
    const log = lines.join('');
    expect(log).toContain('/api/calendar/');
    expect(log.split('\n').filter((line) => line.includes(token))).toEqual([]);
    // A wrong guess is no secret, but it is logged the same way: nobody can tell from the log which was real.
    expect(log).not.toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{20,}/);
  });

  it('keeps calendar feed tokens out of the log when the address is spelled with percent-escapes', async () => {
    const token = await visitorFeedToken();
    const escapeFirst = (text: string) => `%${text.charCodeAt(0).toString(16)}${text.slice(1)}`;
    // The router decodes escapes before matching: each of these reaches the feed and gets the calendar.
    for (const url of [
      `/api/%63alendar/${token}.ics`,
      `/api/${escapeFirst('calendar')}/${token}.ics`,
      `/api/calendar/${escapeFirst(token)}.ics`,
      `/%61pi/calendar/${token}.ics`,
    ]) {
      lines.length = 0;
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('BEGIN:VCALENDAR');
      const log = lines.join('');
      expect(log, url).toContain('[redacted]');
      // Not the token, nor the token less its first (escaped) character.
      expect(log, url).not.toContain(token.slice(1));
    }
  });

  it('keeps calendar feed tokens out of the log when the address is spelled with doubled slashes (issue 30)', async () => {
    const token = await visitorFeedToken();
    for (const url of [
      `//api/calendar/${token}.ics`,
      `/api//calendar/${token}.ics`,
      `/api/calendar//${token}.ics`,
      `///api///calendar///${token}.ics`,
      `//%61pi/calendar/${token}.ics`,
    ]) {
      lines.length = 0;
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBeLessThan(500);
      const log = lines.join('');
      expect(log, url).not.toContain(token.slice(1));
    }
  });

  it('never logs what was typed as the email of a failed sign-in (a password typed in the wrong field)', async () => {
    lines.length = 0;
    const typedInWrongField = 'my-real-password-in-the-email-box-4471';
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: ORIGIN },
      payload: { email: typedInWrongField, password: 'whatever-else-was-typed' },
    });
    expect(unknown.statusCode).toBe(401);
    const known = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: ORIGIN },
      payload: { email: ATTENDEE.email, password: 'a-wrong-password-here' },
    });
    expect(known.statusCode).toBe(401);
    const log = lines.join('');
    expect(log).toContain('sign-in failed');
    expect(log).not.toContain(typedInWrongField);
    expect(log).not.toContain(ATTENDEE.email);
  });
});
