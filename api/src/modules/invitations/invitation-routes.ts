/**
 * Admin invitations (issue 19): an admin names a person by email; the person gets a single-use link, valid for
 * 7 days, and chooses their own password. No admin ever chooses or sees another person's password.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { emailLinkOrigin } from '../../config';
import type { Database } from '../../db/types';
import { badRequest, HttpError, unauthenticated } from '../../lib/http-error';
import { withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { insertAdminUser, isUniqueViolation } from '../admin-users/admin-users-repository';
import { recordAudit } from '../audit/record-audit';
import { rememberDevice } from '../auth/device-cookie';
import { emailAddressProblem, normaliseEmail } from '../auth/email-address';
import { lookAlikeAccountProblem } from '../auth/look-alike-accounts';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { createInvitedChair } from '../chair/chair-assignments';
import { createEmailToken, INVITATION_TOKEN_TTL_MS, takeEmailToken } from '../password-reset/email-tokens';
import { PlainMessageSchema } from '../password-reset/password-reset-schemas';
import { invitationEmail } from './invitation-email';
import {
  AcceptInvitationBodySchema,
  InvitationIdParams,
  InviteAdminBodySchema,
  PendingInvitationListSchema,
} from './invitation-schemas';
import { checkSender, listPendingInvitations, takePendingInvitation } from './pending-invitations';

export const INVITATION_INVALID_MESSAGE =
  'This invitation link does not work any more: it was used already, or it is more than 7 days old. Ask the admin who invited you to send a new one.';
const emailTakenError = () => new HttpError(409, 'EMAIL_TAKEN', 'An account with this email already exists.');

async function emailTaken(db: Parameters<typeof recordAudit>[0], email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email).executeTakeFirst();
  return row !== undefined;
}

const LOOKALIKE_TAKEN = 'An account with this email, or with one that looks the same, already exists.';

/** 409 when the address is an account's, or a refusal when it would pass for one's (issue 34). */
async function refuseTakenOrLookAlike(db: Parameters<typeof recordAudit>[0], email: string): Promise<void> {
  if (await emailTaken(db, email)) throw emailTakenError();
  const lookAlike = await lookAlikeAccountProblem(db, email, LOOKALIKE_TAKEN);
  if (lookAlike) throw lookAlike;
}

type Sender = { id: string; name: string; email: string };
type Invitee = { email: string; name: string };

/**
 * Makes a 7-day link for the invitee `prepare` names (a resend withdraws the old link there), audits it, and then
 * emails it. Awaited: the admin must hear at once when the mail server refused it (502).
 */
async function sendInvitation(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: Sender,
  action: 'user.invite' | 'user.invite.resend',
  prepare: (trx: Kysely<Database>) => Promise<Invitee>,
): Promise<Invitee> {
  const { token, invitee } = await app.db.transaction().execute(async (trx) => {
    const invitee = await prepare(trx);
    const token = await createEmailToken(trx, {
      purpose: 'admin_invitation',
      email: invitee.email,
      name: invitee.name,
      invitedBy: actor.id,
      ttlMs: INVITATION_TOKEN_TTL_MS,
    });
    // Who invited which address: the address is what the record is about, so it is kept.
    await recordAudit(trx, {
      actorUserId: actor.id,
      action,
      entity: 'invitation',
      entityId: null,
      after: { email: invitee.email },
    });
    return { token, invitee };
  });
  const link = `${emailLinkOrigin(app.config)}/account/accept-invitation#token=${token}`;
  try {
    await app.mailer.send(invitationEmail(invitee.email, app.config.conference.name, actor.name || actor.email, link));
  } catch (error) {
    request.log.error({ err: error }, 'invitation email could not be sent');
    throw new HttpError(
      502,
      'EMAIL_NOT_SENT',
      'The invitation could not be sent: the mail server did not take it. Try again later.',
    );
  }
  return invitee;
}

/** POST /api/admin/invitations: registered under the admin guard (admin-routes.ts). */
export const inviteAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/admin/invitations',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Invite a person to be an admin: they get an email link and choose their own password',
        body: InviteAdminBodySchema,
        response: withErrors({ 201: PlainMessageSchema }, 400, 401, 403, 409),
      },
    },
    async (request, reply) => {
      const actor = request.user;
      if (!actor) throw unauthenticated();
      const email = normaliseEmail(request.body.email);
      const name = request.body.name.trim();
      if (!email) throw badRequest('INVALID_EMAIL', 'Email is required');
      const emailProblem = emailAddressProblem(email);
      if (emailProblem) throw badRequest('INVALID_EMAIL', emailProblem);
      if (!name) throw badRequest('VALIDATION_ERROR', 'Name is required');
      await refuseTakenOrLookAlike(app.db, email);
      await sendInvitation(app, request, actor, 'user.invite', async () => ({ email, name }));
      return reply.status(201).send({ message: `Invitation sent to ${email}. The link in it works for 7 days.` });
    },
  );

  app.get(
    '/api/admin/invitations',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Pending admin invitations, newest first, with who sent each and when',
        response: withErrors({ 200: PendingInvitationListSchema }, 401, 403),
      },
    },
    async () => ({ invitations: await listPendingInvitations(app.db) }),
  );

  app.post(
    '/api/admin/invitations/:id/resend',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Send a pending invitation again with a new 7-day link from this admin; the old link stops working',
        params: InvitationIdParams,
        response: withErrors({ 201: PlainMessageSchema }, 400, 401, 403, 404, 409, 502),
      },
    },
    async (request, reply) => {
      const actor = request.user;
      if (!actor) throw unauthenticated();
      const { email } = await sendInvitation(app, request, actor, 'user.invite.resend', async (trx) => {
        const taken = await takePendingInvitation(trx, request.params.id);
        await refuseTakenOrLookAlike(trx, taken.email);
        return { email: taken.email, name: taken.name ?? '' };
      });
      return reply.status(201).send({ message: `Invitation sent again to ${email}. The new link works for 7 days.` });
    },
  );

  app.delete(
    '/api/admin/invitations/:id',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Withdraw a pending invitation: its link stops working',
        params: InvitationIdParams,
        response: withErrors({ 200: PlainMessageSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const actor = request.user;
      if (!actor) throw unauthenticated();
      const email = await app.db.transaction().execute(async (trx) => {
        const taken = await takePendingInvitation(trx, request.params.id);
        await recordAudit(trx, {
          actorUserId: actor.id,
          action: 'user.invite.withdraw',
          entity: 'invitation',
          entityId: null,
          after: { email: taken.email },
        });
        return taken.email;
      });
      return { message: `Invitation to ${email} withdrawn. Its link no longer works.` };
    },
  );
};

/** POST /api/auth/invitations/accept: the invitee sets their password and the admin account is made. */
export const acceptInvitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/auth/invitations/accept',
    {
      config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['identity'],
        summary: 'Accept an admin or chair invitation: choose a password; the account is created',
        body: AcceptInvitationBodySchema,
        response: withErrors({ 201: PlainMessageSchema }, 400, 409, 429),
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const invalid = () => badRequest('INVITATION_INVALID', INVITATION_INVALID_MESSAGE);
      if (!token) throw invalid();
      if (!password) throw badRequest('INVALID_PASSWORD', 'Password is required');
      const { email, asChair } = await app.db
        .transaction()
        .execute(async (trx) => {
          // An admin invitation, or (issue 26) an invitation to chair sessions with an attendee account.
          const admin = await takeEmailToken(trx, token, 'admin_invitation');
          const taken = admin ?? (await takeEmailToken(trx, token, 'chair_invitation'));
          if (!taken) throw invalid();
          // An invitation carries its sender's authority: none once they are no longer an admin (issue 27).
          await checkSender(trx, taken.invitedBy);
          const problem = passwordProblem(password, { email: taken.email, conference: app.config.conference });
          if (problem) throw badRequest('INVALID_PASSWORD', problem);
          await refuseTakenOrLookAlike(trx, taken.email);
          const passwordHash = await hashPassword(password);
          if (admin) await insertAdminUser(trx, { email: taken.email, name: taken.name ?? '', passwordHash });
          else await createInvitedChair(trx, { ...taken, token }, passwordHash);
          return { email: taken.email, asChair: !admin };
        })
        .catch((error: unknown) => {
          // Two invitations to one address, accepted at once: the unique index lets one through.
          throw isUniqueViolation(error) ? emailTakenError() : error;
        });
      // The invitee proved the address: their first sign-in here is not held up by strangers' failures.
      rememberDevice(request, reply, email);
      return reply.status(201).send({
        message: asChair
          ? `Your account for ${email} is ready. Sign in with your email and your new password, then open Sessions you chair.`
          : `Your admin account for ${email} is ready. Sign in with your email and your new password.`,
      });
    },
  );
};
