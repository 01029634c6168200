/**
 * Admin invitations (issue 19): an admin names a person by email; the person gets a single-use link, valid for
 * 7 days, and chooses their own password. No admin ever chooses or sees another person's password.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { badRequest, HttpError, unauthenticated } from '../../lib/http-error';
import { publicOrigin } from '../../lib/public-origin';
import { withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-routes';
import { insertAdminUser, isUniqueViolation } from '../admin-users/admin-users-repository';
import { recordAudit } from '../audit/record-audit';
import { rememberDevice } from '../auth/device-cookie';
import { emailAddressProblem, normaliseEmail } from '../auth/email-address';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { createEmailToken, INVITATION_TOKEN_TTL_MS, takeEmailToken } from '../password-reset/email-tokens';
import { PlainMessageSchema } from '../password-reset/password-reset-schemas';
import { invitationEmail } from './invitation-email';
import { AcceptInvitationBodySchema, InviteAdminBodySchema } from './invitation-schemas';

export const INVITATION_INVALID_MESSAGE =
  'This invitation link does not work any more: it was used already, or it is more than 7 days old. Ask the admin who invited you to send a new one.';
const emailTakenError = () => new HttpError(409, 'EMAIL_TAKEN', 'An account with this email already exists.');

async function emailTaken(db: Parameters<typeof recordAudit>[0], email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email).executeTakeFirst();
  return row !== undefined;
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
      if (await emailTaken(app.db, email)) throw emailTakenError();
      const token = await app.db.transaction().execute(async (trx) => {
        const secret = await createEmailToken(trx, {
          purpose: 'admin_invitation',
          email,
          name,
          invitedBy: actor.id,
          ttlMs: INVITATION_TOKEN_TTL_MS,
        });
        // Who invited which address: the address is what the record is about, so it is kept.
        await recordAudit(trx, {
          actorUserId: actor.id,
          action: 'user.invite',
          entity: 'invitation',
          entityId: null,
          after: { email },
        });
        return secret;
      });
      const link = `${publicOrigin(request)}/account/accept-invitation#token=${token}`;
      // Awaited: the admin must hear at once when the mail server refused it.
      try {
        await app.mailer.send(invitationEmail(email, app.config.conference.name, actor.name || actor.email, link));
      } catch (error) {
        request.log.error({ err: error }, 'invitation email could not be sent');
        throw new HttpError(
          502,
          'EMAIL_NOT_SENT',
          'The invitation could not be sent: the mail server did not take it. Try again later.',
        );
      }
      return reply.status(201).send({ message: `Invitation sent to ${email}. The link in it works for 7 days.` });
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
        summary: 'Accept an admin invitation: choose a password; the admin account is created',
        body: AcceptInvitationBodySchema,
        response: withErrors({ 201: PlainMessageSchema }, 400, 409, 429),
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const invalid = () => badRequest('INVITATION_INVALID', INVITATION_INVALID_MESSAGE);
      if (!token) throw invalid();
      if (!password) throw badRequest('INVALID_PASSWORD', 'Password is required');
      const email = await app.db
        .transaction()
        .execute(async (trx) => {
          const taken = await takeEmailToken(trx, token, 'admin_invitation');
          if (!taken) throw invalid();
          const problem = passwordProblem(password, { email: taken.email, conference: app.config.conference });
          if (problem) throw badRequest('INVALID_PASSWORD', problem);
          if (await emailTaken(trx, taken.email)) throw emailTakenError();
          const passwordHash = await hashPassword(password);
          await insertAdminUser(trx, { email: taken.email, name: taken.name ?? '', passwordHash });
          return taken.email;
        })
        .catch((error: unknown) => {
          // Two invitations to one address, accepted at once: the unique index lets one through.
          throw isUniqueViolation(error) ? emailTakenError() : error;
        });
      // The invitee proved the address: their first sign-in here is not held up by strangers' failures.
      rememberDevice(request, reply, email);
      return reply
        .status(201)
        .send({ message: `Your admin account for ${email} is ready. Sign in with your email and your new password.` });
    },
  );
};
