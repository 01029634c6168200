/**
 * Admin invitations (issue 19), through a real SMTP server in the test process: the invitee gets a link, chooses
 * their own password and becomes an admin; the link works once; nobody else chooses the password.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage, PendingInvitation } from '../src/contract/index';
import { INVITATION_INVALID_MESSAGE } from '../src/modules/invitations/invitation-routes';
import { SENDER_GONE_MESSAGE } from '../src/modules/invitations/pending-invitations';
import { invitedAdmin } from './helpers/invited-admin';
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

describe('pending invitations (issue 27)', () => {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie = adminCookie) =>
    ctx.app.inject({ method, url, headers: { cookie } });
  const pending = async () =>
    (await call('GET', '/api/admin/invitations')).json<{ invitations: PendingInvitation[] }>().invitations;

  it('lists a pending invitation with its sender and time; resends it with a new link that replaces the old', async () => {
    const email = 'pending.organiser@example.org';
    await invite({ email, name: 'Pat Pending' });
    const [first] = await inbox.waitFor(email);
    const oldToken = tokenIn(first as NonNullable<typeof first>, 'accept-invitation');
    const [listed] = (await pending()).filter((item) => item.email === email);
    expect(listed).toMatchObject({ email, name: 'Pat Pending', sentBy: ADMIN.name, senderIsAdmin: true });
    expect(Date.parse(listed?.expiresAt ?? '') - Date.parse(listed?.sentAt ?? '')).toBe(7 * 24 * 3600_000);

    const resent = await call('POST', `/api/admin/invitations/${listed?.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.json().message).toBe(`Invitation sent again to ${email}. The new link works for 7 days.`);
    const mails = await inbox.waitFor(email, 2);
    const newToken = tokenIn(mails[1] as NonNullable<(typeof mails)[number]>, 'accept-invitation');
    expect((await pending()).filter((item) => item.email === email)).toHaveLength(1);
    expect((await accept(oldToken, 'pending-organiser-lantern')).json().code).toBe('INVITATION_INVALID');
    expect((await accept(newToken, 'pending-organiser-lantern')).statusCode).toBe(201);
    expect((await pending()).filter((item) => item.email === email)).toEqual([]);
  });

  it('withdraws an invitation: it leaves the list, its link stops working, and it is audited', async () => {
    const email = 'withdrawn.organiser@example.org';
    await invite({ email, name: 'Wyn Withdrawn' });
    const [mail] = await inbox.waitFor(email);
    const id = (await pending()).find((item) => item.email === email)?.id;
    const withdrawn = await call('DELETE', `/api/admin/invitations/${id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().message).toBe(`Invitation to ${email} withdrawn. Its link no longer works.`);
    expect((await pending()).map((item) => item.email)).not.toContain(email);
    const response = await accept(
      tokenIn(mail as NonNullable<typeof mail>, 'accept-invitation'),
      'withdrawn-lantern-9',
    );
    expect(response.json().code).toBe('INVITATION_INVALID');
    const again = await call('DELETE', `/api/admin/invitations/${id}`);
    expect(again.statusCode).toBe(404);
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select('after')
      .where('action', '=', 'user.invite.withdraw')
      .executeTakeFirstOrThrow();
    expect(audit.after).toEqual({ email });
  });

  it('refuses an invitation whose sender was removed as an admin, in plain words', async () => {
    const sender = { email: 'short.lived@example.org', name: 'Shaw Lived', password: 'short-lived-lantern-4' };
    const senderId = await invitedAdmin(ctx, sender);
    const senderCookie = `cc_session=${await signIn(ctx.app, sender)}`;
    const email = 'orphan.invitee@example.org';
    expect((await invite({ email, name: 'Orla Orphan' }, senderCookie)).statusCode).toBe(201);
    const [mail] = await inbox.waitFor(email);
    const removed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users/bulk-delete',
      headers: { cookie: adminCookie },
      payload: { ids: [senderId] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await pending()).find((item) => item.email === email)).toMatchObject({
      sentBy: null,
      senderIsAdmin: false,
    });

    const response = await accept(tokenIn(mail as NonNullable<typeof mail>, 'accept-invitation'), 'orphan-lantern-77');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'INVITATION_SENDER_GONE', message: SENDER_GONE_MESSAGE });
    expect(await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('lists, resends and withdraws for admins only', async () => {
    const attendee = `cc_session=${await signIn(ctx.app, ATTENDEE)}`;
    expect((await call('GET', '/api/admin/invitations', attendee)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/invitations/${randomUUID()}`, '')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/admin/invitations/not-an-id')).statusCode).toBe(400);
  });
});

describe('an admin deleting their own account (issue 27)', () => {
  it('keeps a stable, non-personal actor on the audit entries they wrote', async () => {
    const leaver = { email: 'leaving.admin@example.org', name: 'Lee Leaving', password: 'leaving-admin-lantern-5' };
    const leaverId = await invitedAdmin(ctx, leaver);
    const cookie = `cc_session=${await signIn(ctx.app, leaver)}`;
    expect((await invite({ email: 'left.behind@example.org', name: 'Left Behind' }, cookie)).statusCode).toBe(201);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: leaver.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?limit=50',
      headers: { cookie: adminCookie },
    });
    const entries = page.json<AuditLogPage>().entries.filter((entry) => entry.action === 'user.invite');
    const theirs = entries.filter((entry) => (entry.after as { email?: string }).email === 'left.behind@example.org');
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.actorName).toMatch(/^Former admin #\d+$/);
    expect(theirs[0]?.actorEmail).toBeNull();
    expect(JSON.stringify(page.json())).not.toContain(leaver.email);
    const stored = await ctx.db
      .selectFrom('auditLog')
      .select('actorUserId')
      .where('actorUserId', '=', leaverId)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('an invitation to an address that came to look like an account’s (issue 34)', () => {
  it('is refused at acceptance when a look-alike account was made after it was sent, and makes no account', async () => {
    const email = 'robin.keeper@example.org';
    expect((await invite({ email, name: 'Robin Keeper' })).statusCode).toBe(201);
    const [mail] = await inbox.waitFor(email);
    // Someone takes the same address with a dotless ı while the invitation waits.
    const lookAlike = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'robın.keeper@example.org', password: 'violet meadow compass tide' },
      remoteAddress: '10.34.1.1',
    });
    expect(lookAlike.statusCode, lookAlike.body).toBe(201);
    const accepted = await accept(
      tokenIn(mail as NonNullable<typeof mail>, 'accept-invitation'),
      'keeper-own-lantern-34',
    );
    expect(accepted.json()).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
    expect(accepted.json().message).toMatch(/looks the same/);
    const rows = await ctx.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toEqual([]);
  });

  it('refuses a keyboard walk as the invitee’s password', async () => {
    const email = 'walker@example.org';
    await invite({ email, name: 'Walker' });
    const [mail] = await inbox.waitFor(email);
    const accepted = await accept(tokenIn(mail as NonNullable<typeof mail>, 'accept-invitation'), '1qaz2wsx3edc4rfv');
    expect(accepted.json()).toMatchObject({ statusCode: 400, code: 'INVALID_PASSWORD' });
  });
});
