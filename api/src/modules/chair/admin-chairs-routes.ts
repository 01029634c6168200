/**
 * Admins make people chairs of sessions (issue 26), registered under the admin guard (admin-routes.ts). A person
 * with an account chairs the sessions at once; a new address gets a chair invitation — the admin invitation
 * flow with its own purpose — and chairs them when they accept and choose a password. Pending chair invitations
 * are listed, withdrawn and resent like admin invitations (issue 34).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { emailLinkOrigin } from '../../config';
import type { ChairSession } from '../../contract/chair';
import { badRequest, HttpError, notFound, unauthenticated } from '../../lib/http-error';
import { NoContent, withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { recordAudit } from '../audit/record-audit';
import { emailAddressProblem, normaliseEmail } from '../auth/email-address';
import { lookAlikeAccountProblem } from '../auth/look-alike-accounts';
import { hashToken } from '../auth/session-store';
import { takePendingInvitation } from '../invitations/pending-invitations';
import { createEmailToken, INVITATION_TOKEN_TTL_MS } from '../password-reset/email-tokens';
import { PlainMessageSchema } from '../password-reset/password-reset-schemas';
import { assignChairs, chairSessionsByIds, listChairs, removeChair } from './chair-assignments';
import { chairAssignedEmail, chairInvitationEmail } from './chair-invitation-email';
import {
  AdminChairListSchema,
  AssignChairsBodySchema,
  AssignChairsResultSchema,
  ChairInvitationIdParams,
  RemoveChairParams,
} from './chair-schemas';

type Executor = Parameters<typeof recordAudit>[0];

/** A 7-day chair invitation for the address and sessions, from `invitedBy`: its secret for the link. */
async function createChairInvitation(
  trx: Executor,
  invitee: { email: string; name: string },
  sessionIds: number[],
  invitedBy: string,
): Promise<string> {
  const secret = await createEmailToken(trx, {
    purpose: 'chair_invitation',
    email: invitee.email,
    name: invitee.name,
    invitedBy,
    ttlMs: INVITATION_TOKEN_TTL_MS,
  });
  await trx
    .insertInto('chairInvitationSessions')
    .values(sessionIds.map((sessionId) => ({ tokenHash: hashToken(secret), sessionId })))
    .execute();
  return secret;
}

export const adminChairsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/session-chairs',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Every chair assignment, and the chair invitations not yet accepted',
        response: withErrors({ 200: AdminChairListSchema }, 401, 403),
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listChairs(app.db, new Date());
    },
  );

  app.post(
    '/api/admin/session-chairs',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Make a person chair of sessions: their account at once, or an invitation email to a new address',
        body: AssignChairsBodySchema,
        response: withErrors({ 201: AssignChairsResultSchema }, 400, 401, 403, 404),
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
      const sessionIds = [...new Set(request.body.sessionIds)];
      const sessions = await chairSessionsByIds(app.db, sessionIds);
      if (sessions.length !== sessionIds.length) {
        const missing = sessionIds.filter((id) => !sessions.some((session) => session.id === id));
        throw notFound(
          'SESSION_NOT_FOUND',
          `No session has the id ${missing.join(', ')}. Choose sessions from the list.`,
        );
      }
      const titles = sessions.map((session) => session.title);
      const inviter = actor.name || actor.email;
      const account = await app.db
        .selectFrom('users')
        .select(['id', 'isActive'])
        .where(sql<string>`lower(email)`, '=', email)
        .executeTakeFirst();
      const origin = emailLinkOrigin(app.config);
      if (account) {
        if (!account.isActive) {
          throw badRequest('ACCOUNT_INACTIVE', `The account ${email} is deactivated: reactivate it first.`);
        }
        await app.db.transaction().execute(async (trx) => {
          await assignChairs(trx, account.id, sessionIds, actor.id);
          await recordAudit(trx, {
            actorUserId: actor.id,
            action: 'chair.assign',
            entity: 'user',
            entityId: account.id,
            after: { sessionIds },
          });
        });
        await sendOrLog(
          request,
          chairAssignedEmail(email, app.config.conference.name, inviter, sessions, `${origin}/chair`),
        );
        return reply.status(201).send({
          outcome: 'assigned' as const,
          message: `${email} chairs ${titles.length === 1 ? '1 session' : `${titles.length} sessions`} now.`,
        });
      }
      if (!name) throw badRequest('VALIDATION_ERROR', 'Name is required to invite a person who has no account yet');
      // A new address that would pass for an account's is not invited (issue 34): 400, as this route's refusals are.
      const lookAlike = await lookAlikeAccountProblem(app.db, email);
      if (lookAlike?.code === 'EMAIL_TAKEN') {
        throw badRequest(
          'EMAIL_LOOKS_TAKEN',
          'An account with an email that looks the same as this one already exists: check the address, or choose that account.',
        );
      }
      if (lookAlike) throw lookAlike;
      const token = await app.db.transaction().execute(async (trx) => {
        const secret = await createChairInvitation(trx, { email, name }, sessionIds, actor.id);
        await recordAudit(trx, {
          actorUserId: actor.id,
          action: 'chair.invite',
          entity: 'invitation',
          entityId: null,
          after: { email, sessionIds },
        });
        return secret;
      });
      await emailInvitation(request, email, inviter, sessions, token);
      return reply.status(201).send({
        outcome: 'invited' as const,
        message: `Invitation sent to ${email}. The link in it works for 7 days.`,
      });
    },
  );

  /** Awaited: the admin must hear at once when the mail server refused it (502). */
  async function emailInvitation(
    request: { log: { error: (o: object, m: string) => void } },
    email: string,
    inviter: string,
    sessions: ChairSession[],
    token: string,
  ) {
    const link = `${emailLinkOrigin(app.config)}/account/accept-invitation?as=chair#token=${token}`;
    try {
      await app.mailer.send(chairInvitationEmail(email, app.config.conference.name, inviter, sessions, link));
    } catch (error) {
      request.log.error({ err: error }, 'chair invitation email could not be sent');
      throw new HttpError(
        502,
        'EMAIL_NOT_SENT',
        'The invitation could not be sent: the mail server did not take it. Try again later.',
      );
    }
  }

  app.post(
    '/api/admin/chair-invitations/:id/resend',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary:
          'Send a pending chair invitation again with a new 7-day link from this admin; the old link stops working',
        params: ChairInvitationIdParams,
        response: withErrors({ 201: PlainMessageSchema }, 400, 401, 403, 404, 409, 502),
      },
    },
    async (request, reply) => {
      const actor = request.user;
      if (!actor) throw unauthenticated();
      const { email, sessionIds, token } = await app.db.transaction().execute(async (trx) => {
        // Read before the old invitation (and its sessions' rows with it) is taken; deleted sessions are gone.
        const sessions = await trx
          .selectFrom('chairInvitationSessions')
          .innerJoin('accountEmailTokens', 'accountEmailTokens.tokenHash', 'chairInvitationSessions.tokenHash')
          .innerJoin('sessions', 'sessions.id', 'chairInvitationSessions.sessionId')
          .select(['sessions.id', 'sessions.title'])
          .where('accountEmailTokens.id', '=', request.params.id)
          .orderBy('sessions.sessionDate')
          .orderBy('sessions.startTime')
          .execute();
        if (sessions.length === 0) {
          throw notFound(
            'INVITATION_NOT_FOUND',
            'This invitation is no longer pending: it was accepted or withdrawn, has expired, or its sessions were deleted.',
          );
        }
        const taken = await takePendingInvitation(trx, request.params.id, new Date(), 'chair_invitation');
        const account = await trx
          .selectFrom('users')
          .select('id')
          .where(sql<string>`lower(email)`, '=', taken.email)
          .executeTakeFirst();
        if (account) {
          throw new HttpError(
            409,
            'EMAIL_TAKEN',
            `${taken.email} has an account now. Make them chair with "Make chair" instead: they chair the sessions at once.`,
          );
        }
        const sessionIds = sessions.map((session) => session.id);
        const secret = await createChairInvitation(
          trx,
          { email: taken.email, name: taken.name ?? '' },
          sessionIds,
          actor.id,
        );
        await recordAudit(trx, {
          actorUserId: actor.id,
          action: 'chair.invite.resend',
          entity: 'invitation',
          entityId: null,
          after: { email: taken.email, sessionIds },
        });
        return { email: taken.email, sessionIds, token: secret };
      });
      await emailInvitation(
        request,
        email,
        actor.name || actor.email,
        await chairSessionsByIds(app.db, sessionIds),
        token,
      );
      return reply.status(201).send({ message: `Invitation sent again to ${email}. The new link works for 7 days.` });
    },
  );

  app.delete(
    '/api/admin/chair-invitations/:id',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Withdraw a pending chair invitation: its link stops working',
        params: ChairInvitationIdParams,
        response: withErrors({ 200: PlainMessageSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const actor = request.user;
      if (!actor) throw unauthenticated();
      const email = await app.db.transaction().execute(async (trx) => {
        const taken = await takePendingInvitation(trx, request.params.id, new Date(), 'chair_invitation');
        await recordAudit(trx, {
          actorUserId: actor.id,
          action: 'chair.invite.withdraw',
          entity: 'invitation',
          entityId: null,
          after: { email: taken.email },
        });
        return taken.email;
      });
      return { message: `Invitation to ${email} withdrawn. Its link no longer works.` };
    },
  );

  /** The assignment is made already: a mail that fails is logged, not an error of the assignment. */
  async function sendOrLog(
    request: { log: { error: (o: object, m: string) => void } },
    mail: Parameters<typeof app.mailer.send>[0],
  ) {
    try {
      await app.mailer.send(mail);
    } catch (error) {
      request.log.error({ err: error }, 'chair assignment email could not be sent');
    }
  }

  app.delete(
    '/api/admin/session-chairs/:sessionId/:userId',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Remove a chair from a session: their view of it and its live updates end at once',
        params: RemoveChairParams,
        response: withErrors({ 204: NoContent }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const actor = request.user;
      if (!actor) throw unauthenticated();
      const { sessionId, userId } = request.params;
      const removed = await app.db.transaction().execute(async (trx) => {
        const done = await removeChair(trx, userId, sessionId);
        if (done) {
          await recordAudit(trx, {
            actorUserId: actor.id,
            action: 'chair.remove',
            entity: 'user',
            entityId: userId,
            before: { sessionId },
          });
        }
        return done;
      });
      if (!removed) throw notFound('CHAIR_NOT_FOUND', 'That person does not chair that session.');
      return reply.status(204).send(null);
    },
  );
};
