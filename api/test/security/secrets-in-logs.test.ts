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
});
