/**
 * A new admin made the only way there is (issue 19): an invitation accepted through POST /api/auth/invitations/accept.
 * The token is made here as the invitation email would carry it; sending that email is admin-invitations.test.ts's.
 */
import { expect } from 'vitest';
import { createEmailToken, INVITATION_TOKEN_TTL_MS } from '../../src/modules/password-reset/email-tokens';
import type { TestContext } from './test-app';

/** The test app and its database: a TestContext or a fault test's app on either database. */
type AppAndDb = Pick<TestContext, 'app' | 'db'>;

async function bootstrapAdminId(ctx: AppAndDb): Promise<string> {
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .orderBy('isProtected', 'desc')
    .orderBy('createdAt')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function invitationToken(
  ctx: AppAndDb,
  invitee: { email: string; name: string },
  invitedBy: string | null = null,
): Promise<string> {
  return createEmailToken(ctx.db, {
    purpose: 'admin_invitation',
    email: invitee.email,
    name: invitee.name,
    // An invitation works only while its sender is an admin (issue 27): by default the bootstrap admin sent it.
    invitedBy: invitedBy ?? (await bootstrapAdminId(ctx)),
    ttlMs: INVITATION_TOKEN_TTL_MS,
  });
}

export function acceptInvitation(ctx: AppAndDb, token: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/invitations/accept', payload: { token, password } });
}

/** Returns the new admin's id. */
export async function invitedAdmin(
  ctx: AppAndDb,
  invitee: { email: string; name: string; password: string },
  invitedBy: string | null = null,
): Promise<string> {
  const response = await acceptInvitation(ctx, await invitationToken(ctx, invitee, invitedBy), invitee.password);
  expect(response.statusCode, response.body).toBe(201);
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', invitee.email)
    .executeTakeFirstOrThrow();
  return row.id;
}
