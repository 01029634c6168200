/**
 * Admin invitations (issue 19), through a real SMTP server in the test process: the invitee gets a link, chooses
 * their own password and becomes an admin; the link works once; nobody else chooses the password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_INVALID_MESSAGE } from '../src/modules/invitations/invitation-routes';
import { type SmtpInbox, startSmtpInbox, tokenIn } from './helpers/smtp-inbox';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext, testConfig } from './helpers/test-app';

let ctx: TestContext;
let inbox: SmtpInbox;
let adminCookie: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await setupTestApp({ config: testConfig({ mail: inbox.settings }) });
  adminCookie = `cc_session=${await signIn(ctx.app, ADMIN)}`;
});
afterAll(async () => {
  await ctx?.close();
  await inbox?.close();
});

const invite = (payload: object, cookie = adminCookie) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/invitations', headers: { cookie }, payload });
const accept = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/invitations/accept', payload: { token, password } });

describe('inviting an admin', () => {
  it('emails a link; the invitee chooses a password and signs in as an admin; the link works once', async () => {
    const email = 'new.organiser@example.org';
    const sent = await invite({ email, name: 'Nia Organiser' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe(`Invitation sent to ${email}. The link in it works for 7 days.`);
    const [mail] = await inbox.waitFor(email);
    expect(mail?.subject).toBe('You are invited to be an admin of Talking Together 2027');
    expect(mail?.text).toContain(`${ADMIN.name} invited you`);
    const token = tokenIn(mail as NonNullable<typeof mail>, 'accept-invitation');

    const accepted = await accept(token, 'organiser-own-lantern-27');
    expect(accepted.statusCode, accepted.body).toBe(201);
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'organiser-own-lantern-27' },
    });
    expect(signedIn.json().user).toMatchObject({ email, name: 'Nia Organiser', role: 'admin' });

    const again = await accept(token, 'another-lantern-choice');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ statusCode: 400, code: 'INVITATION_INVALID', message: INVITATION_INVALID_MESSAGE });
  });

  it('refuses an address that has an account, a blank name and a bad email, in plain words', async () => {
    expect((await invite({ email: ATTENDEE.email, name: 'Someone' })).json()).toMatchObject({
      statusCode: 409,
      message: 'An account with this email already exists.',
    });
    expect((await invite({ email: 'x@example.org', name: '  ' })).json().message).toBe('Name is required');
    expect((await invite({ email: 'not an email', name: 'X' })).json().message).toBe(
      'Enter a valid email address, like name@example.org',
    );
  });

  it('an expired invitation does not work', async () => {
    const email = 'late.organiser@example.org';
    await invite({ email, name: 'Late' });
    const [mail] = await inbox.waitFor(email);
    await ctx.db
      .updateTable('accountEmailTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    const response = await accept(
      tokenIn(mail as NonNullable<typeof mail>, 'accept-invitation'),
      'late-organiser-lantern',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVITATION_INVALID');
  });

  it('is for admins only', async () => {
    const attendee = `cc_session=${await signIn(ctx.app, ATTENDEE)}`;
    expect((await invite({ email: 'sneaky@example.org', name: 'S' }, attendee)).statusCode).toBe(403);
    expect((await invite({ email: 'sneaky@example.org', name: 'S' }, '')).statusCode).toBe(401);
  });
});
