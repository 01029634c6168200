/**
 * A second admin made the only way there is (issue 19): an admin invites the address through the API, and the link
 * the invitee gets by email (the real SMTP server's mailbox) is accepted with the invitee's own password.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { linkInMail } from './mailbox';

/** `request` must be signed in as an admin (a page's `page.request`, or an API context). Returns the new admin's id. */
export async function invitedAdmin(
  request: APIRequestContext,
  invitee: { email: string; name: string; password: string },
) {
  const invited = await request.post('/api/admin/invitations', {
    data: { email: invitee.email, name: invitee.name },
  });
  expect(invited.status()).toBe(201);
  const link = await linkInMail(invitee.email, 'accept-invitation');
  const token = new URLSearchParams(link.split('#')[1]).get('token');
  const accepted = await request.post('/api/auth/invitations/accept', {
    data: { token, password: invitee.password },
  });
  expect(accepted.status()).toBe(201);
  const list = (await (await request.get('/api/admin/users')).json()) as {
    users: { id: string; email: string }[];
  };
  const user = list.users.find((candidate) => candidate.email === invitee.email);
  if (!user) throw new Error(`${invitee.email} is not among the admins after accepting`);
  return user.id;
}
