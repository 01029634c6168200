/**
 * Password reset by email (issue 19), through a real SMTP server in the test process: the link's token works once
 * and for 1 hour, the request is answered alike for any address, the emails and the route are limited, the new
 * password follows the rules, and every session of the account ends. Admin accounts too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkInvalidMessage, resetRequestedMessage } from '../src/modules/password-reset/password-reset-routes';
import { type SmtpInbox, startSmtpInbox, tokenIn } from './helpers/smtp-inbox';
import { ADMIN, createUser, setupTestApp, signIn, type TestContext, testConfig } from './helpers/test-app';

const RESET_REQUESTED_MESSAGE = resetRequestedMessage(3600_000);
const RESET_LINK_INVALID_MESSAGE = resetLinkInvalidMessage(3600_000);

let ctx: TestContext;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await setupTestApp({ config: testConfig({ mail: inbox.settings }) });
});
afterAll(async () => {
  await ctx?.close();
  await inbox?.close();
});

let nextAddress = 10;
const newAddress = () => `10.19.0.${nextAddress++}`;
let nextUser = 1;
async function newAttendee() {
  const user = { email: `forgetful-${nextUser++}@example.org`, password: 'old-lantern-harbour-27', name: 'Forgetful' };
  await createUser(ctx.db, user, 'attendee');
  return user;
}

const askForReset = (email: string, remoteAddress = newAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
const completeReset = (token: string, password: string, remoteAddress = newAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/complete',
    payload: { token, password },
    remoteAddress,
  });
const signInAnswer = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: newAddress(),
  });

async function resetToken(email: string, count = 1): Promise<string> {
  expect((await askForReset(email)).statusCode).toBe(202);
  const mails = await inbox.waitFor(email, count);
  expect(mails).toHaveLength(count);
  return tokenIn(mails[count - 1] as (typeof mails)[number], 'reset-password');
}

describe('asking for a reset', () => {
  it('emails a link to choose a new password, in plain words, from MAIL_FROM', async () => {
    const user = await newAttendee();
    const response = await askForReset(user.email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    const [mail] = await inbox.waitFor(user.email);
    expect(mail?.subject).toBe('Reset your password for Talking Together 2027');
    expect(mail?.from).toBe('hello@talkingtogether.example');
    expect(mail?.text).toContain('The link works once, for 1 hour.');
    expect(mail?.text).toMatch(/http:\/\/localhost(:\d+)?\/account\/reset-password#token=[\w-]{43}/);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const user = await newAttendee();
    const known = await askForReset(user.email);
    const unknown = await askForReset('nobody-here@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.messages.filter((mail) => mail.to === 'nobody-here@example.org')).toEqual([]);
  });

  it('keeps only the token’s hash in the database', async () => {
    const user = await newAttendee();
    const token = await resetToken(user.email);
    const rows = await ctx.db
      .selectFrom('accountEmailTokens')
      .select('tokenHash')
      .where('email', '=', user.email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends at most 3 emails an hour to one address, still answering alike', async () => {
    const user = await newAttendee();
    for (let i = 0; i < 5; i++) {
      const response = await askForReset(user.email);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    }
    await inbox.waitFor(user.email, 5, 500);
    expect(inbox.messages.filter((mail) => mail.to === user.email)).toHaveLength(3);
  });

  it('is limited per network address, with a message that says how long to wait', async () => {
    const address = '10.19.9.9';
    let last = await askForReset('someone@example.org', address);
    for (let i = 0; i < 30; i++) last = await askForReset('someone@example.org', address);
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(
      /^Too many password resets have been asked for from this network\. Please wait \d+ minutes? and try again\.$/,
    );
  });

  it('says how long the link works as people say it', () => {
    expect(RESET_REQUESTED_MESSAGE).toContain('The link works for 1 hour.');
    expect(resetRequestedMessage(20 * 60_000)).toContain('The link works for 20 minutes.');
  });

  it('asks for an email when it is blank', async () => {
    const response = await askForReset('  ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'INVALID_EMAIL', message: 'Email is required' });
  });
});

describe('choosing the new password', () => {
  it('sets it, ends every session of the account, and the old password stops working', async () => {
    const user = await newAttendee();
    const phone = await signIn(ctx.app, user, { 'x-forwarded-for': '' });
    const laptop = await signIn(ctx.app, user);
    const token = await resetToken(user.email);
    const done = await completeReset(token, 'new-violet-meadow-2027');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(
      'Your password is changed. You are signed out on every device. Sign in with your new password.',
    );
    for (const session of [phone, laptop]) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `cc_session=${session}` } });
      expect(me.json().user).toBeNull();
    }
    expect((await signInAnswer(user.email, user.password)).statusCode).toBe(401);
    expect((await signInAnswer(user.email, 'new-violet-meadow-2027')).statusCode).toBe(200);
  });

  it('works once: the same link a second time is refused in plain words', async () => {
    const user = await newAttendee();
    const token = await resetToken(user.email);
    expect((await completeReset(token, 'first-choice-meadow-27')).statusCode).toBe(200);
    const again = await completeReset(token, 'second-choice-meadow-27');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ statusCode: 400, code: 'RESET_LINK_INVALID', message: RESET_LINK_INVALID_MESSAGE });
    expect((await signInAnswer(user.email, 'first-choice-meadow-27')).statusCode).toBe(200);
  });

  it('expires after 1 hour', async () => {
    const user = await newAttendee();
    const token = await resetToken(user.email);
    await ctx.db
      .updateTable('accountEmailTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('email', '=', user.email)
      .execute();
    const late = await completeReset(token, 'too-late-meadow-2027');
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('RESET_LINK_INVALID');
    expect((await signInAnswer(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a password that breaks the rules, and the link still works afterwards', async () => {
    const user = await newAttendee();
    const token = await resetToken(user.email);
    const short = await completeReset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_PASSWORD',
      message: 'Password must be at least 12 characters',
    });
    expect((await completeReset(token, 'long-enough-meadow-27')).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await completeReset('x'.repeat(43), 'made-up-meadow-2027');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RESET_LINK_INVALID_MESSAGE);
  });

  it('an earlier link dies when a later one was used', async () => {
    const user = await newAttendee();
    const first = await resetToken(user.email, 1);
    const second = await resetToken(user.email, 2);
    expect((await completeReset(second, 'second-link-meadow-27')).statusCode).toBe(200);
    expect((await completeReset(first, 'first-link-meadow-27')).statusCode).toBe(400);
  });

  it('works for admin accounts too', async () => {
    const token = await resetToken(ADMIN.email);
    expect((await completeReset(token, 'admin-new-meadow-2027')).statusCode).toBe(200);
    const answer = await signInAnswer(ADMIN.email, 'admin-new-meadow-2027');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user.role).toBe('admin');
  });
});
