/**
 * The signed-in person's own account (issue 19): download what is stored, change the password (the current one
 * asked again), see the sessions (each with the device it was started on) and end the others (the password asked
 * again), delete the account. The download also serves anonymous visitors:
 * their agenda, votes and read news are stored too.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { describeDevice } from '../../lib/device-description';
import { badRequest, forbidden, HttpError, unauthenticated } from '../../lib/http-error';
import { ownerOf } from '../../lib/owner';
import { NoContent, withErrors } from '../../lib/schemas';
import { revokeFeedTokens } from '../agenda/agenda-repository';
import { requireUser } from '../auth/auth-plugin';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import { createSession } from '../auth/session-store';
import { lockedUntil, recordFailure, sessionLimiterKey, waitMessage } from '../auth/sign-in-limiter';
import { PlainMessageSchema } from '../password-reset/password-reset-schemas';
import { attachSubscriptions, detachSubscriptions } from '../push/push-repository';
import { clearVisitorCookie } from '../visitors/visitor-plugin';
import { exportAccountData } from './account-data';
import {
  AccountDataExportSchema,
  AccountSessionListSchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  EndOtherSessionsBodySchema,
} from './account-schemas';
import { eraseAccount } from './erase-account';

/** In the OpenAPI document: these routes need the cc_session cookie of any account (401 without it). */
const SESSION_SECURITY = [{ sessionCookie: [] }];

export const WRONG_PASSWORD_MESSAGE = 'That is not your current password. Type the password you sign in with.';
export const PROTECTED_ACCOUNT_MESSAGE =
  'This is the main admin account named in the app’s settings. It cannot be deleted.';

/**
 * Checks the current password, counted by the sign-in limiter: a stolen session must not become a way to guess
 * the password behind it. The failures are this session's own (issue 30): counted under the session, never under
 * the account or the address, so strangers failing to sign in elsewhere cannot stop the signed-in owner from
 * changing the password, signing out everywhere else or deleting the account, and a thief holding the session gets five guesses, then a
 * minute's wait that doubles.
 */
async function confirmPassword(request: FastifyRequest, password: string) {
  const user = request.user;
  const session = request.authSession;
  if (!user || !session) throw unauthenticated();
  const { db } = request.server;
  const keys = [sessionLimiterKey(session.tokenHash)];
  const until = await lockedUntil(db, keys);
  if (until) throw new HttpError(429, 'TOO_MANY_SIGN_IN_ATTEMPTS', waitMessage(until));
  if (!password) throw badRequest('WRONG_PASSWORD', 'Type your current password');
  const row = await db
    .selectFrom('users')
    .select(['passwordHash', 'isProtected'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.passwordHash, password))) {
    await recordFailure(db, keys);
    throw badRequest('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE);
  }
  await db.deleteFrom('signInFailures').where('key', 'in', keys).execute();
  return { user, isProtected: row.isProtected };
}

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/account/data',
    {
      schema: {
        tags: ['identity'],
        summary: 'Everything stored for the caller (account, or this browser), as a JSON file to download',
        response: withErrors({ 200: AccountDataExportSchema }),
      },
    },
    async (request, reply) => {
      const data = await exportAccountData(app.db, ownerOf(request));
      reply.header('content-disposition', 'attachment; filename="my-conference-data.json"');
      return { exportedAt: new Date().toISOString(), ...data };
    },
  );

  app.post(
    '/api/account/password',
    {
      onRequest: requireUser,
      schema: {
        tags: ['identity'],
        security: SESSION_SECURITY,
        summary: 'Change the password (the current one asked again); other sessions end, this one gets a new token',
        body: ChangePasswordBodySchema,
        response: withErrors({ 200: PlainMessageSchema }, 400, 401, 429),
      },
    },
    async (request, reply) => {
      const { user } = await confirmPassword(request, request.body.currentPassword);
      const { newPassword } = request.body;
      if (!newPassword) throw badRequest('INVALID_PASSWORD', 'Type a new password');
      const problem = passwordProblem(newPassword, { email: user.email, conference: app.config.conference });
      if (problem) throw badRequest('INVALID_PASSWORD', problem);
      const passwordHash = await hashPassword(newPassword);
      const session = await app.db.transaction().execute(async (trx) => {
        // This browser stays signed in (with a new token), so its push subscription stays with it; the other
        // sign-ins end, and their browsers' subscriptions with them (migration 0065).
        const kept = request.authSession ? await detachSubscriptions(trx, request.authSession.tokenHash) : [];
        await trx.updateTable('users').set({ passwordHash, updatedAt: new Date() }).where('id', '=', user.id).execute();
        await trx.deleteFrom('authSessions').where('userId', '=', user.id).execute();
        // Reset links sent before would otherwise still undo the change.
        await trx.deleteFrom('accountEmailTokens').where('userId', '=', user.id).execute();
        const created = await createSession(trx, user.id, { device: describeDevice(request.headers['user-agent']) });
        await attachSubscriptions(trx, kept, created.tokenHash);
        return created;
      });
      setSessionCookie(request, reply, session);
      return { message: 'Your password is changed. You are signed out on your other devices.' };
    },
  );

  app.get(
    '/api/account/sessions',
    {
      onRequest: requireUser,
      schema: {
        tags: ['identity'],
        security: SESSION_SECURITY,
        summary: "The account's signed-in sessions, this one marked",
        response: withErrors({ 200: AccountSessionListSchema }, 401),
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('authSessions')
        .select(['tokenHash', 'createdAt', 'lastUsedAt', 'device'])
        .where('userId', '=', request.user?.id ?? '')
        .where('expiresAt', '>', new Date())
        .orderBy('lastUsedAt', 'desc')
        .execute();
      return {
        sessions: rows.map((row) => ({
          id: row.tokenHash.slice(0, 8),
          current: row.tokenHash === request.authSession?.tokenHash,
          device: row.device,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/account/sessions/end-others',
    {
      onRequest: requireUser,
      schema: {
        tags: ['identity'],
        security: SESSION_SECURITY,
        summary:
          'Sign out everywhere else (the password asked again): every session of the account but this one ends, and so does its calendar feed address',
        body: EndOtherSessionsBodySchema,
        response: withErrors({ 200: PlainMessageSchema }, 400, 401, 429),
      },
    },
    async (request) => {
      // A stolen session must not be able to throw the owner out, nor keep reading the agenda through the feed.
      const { user } = await confirmPassword(request, request.body.password);
      const thisSession = request.authSession?.tokenHash ?? '';
      const { ended, feeds } = await app.db.transaction().execute(async (trx) => {
        const sessions = await trx
          .deleteFrom('authSessions')
          .where('userId', '=', user.id)
          .where('tokenHash', '!=', thisSession)
          .executeTakeFirst();
        // Whoever used another device may have copied the calendar address; a new one is made when next asked for.
        const feeds = await revokeFeedTokens(trx, { userId: user.id, visitorId: null });
        return { ended: Number(sessions.numDeletedRows), feeds };
      });
      const signedOut =
        ended === 0
          ? 'You were not signed in anywhere else.'
          : `Signed out on ${ended} other ${ended === 1 ? 'device' : 'devices'}. This device stays signed in.`;
      return {
        message:
          feeds === 0
            ? signedOut
            : `${signedOut} Your old calendar address no longer works: copy the new one from My Agenda.`,
      };
    },
  );

  app.delete(
    '/api/account',
    {
      onRequest: requireUser,
      schema: {
        tags: ['identity'],
        security: SESSION_SECURITY,
        summary: 'Delete the account and its data (the password asked again); questions stay, without a name',
        body: DeleteAccountBodySchema,
        response: withErrors({ 204: NoContent }, 400, 401, 403, 429),
      },
    },
    async (request, reply) => {
      const { user, isProtected } = await confirmPassword(request, request.body.password);
      if (isProtected) throw forbidden('PROTECTED_ACCOUNT', PROTECTED_ACCOUNT_MESSAGE);
      await app.db.transaction().execute((trx) => eraseAccount(trx, user.id));
      request.log.info({ accountId: user.id }, 'account deleted by its owner');
      clearSessionCookie(request, reply);
      clearVisitorCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
};
