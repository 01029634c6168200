import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { PublicUser, SignInResult } from '../../contract/index';
import { SESSION_COOKIE } from '../../lib/cookies';
import { describeDevice } from '../../lib/device-description';
import { badRequest, HttpError } from '../../lib/http-error';
import { NoContent, withErrors } from '../../lib/schemas';
import { cancelReminders, planReminders } from '../push/push-planner';
import {
  attachSubscriptions,
  deleteSignedOutSubscriptions,
  detachSubscriptions,
  moveSubscriptionsToAccount,
} from '../push/push-repository';
import { publicQuestionsCache } from '../questions/public-questions-cache';
import { clearVisitorCookie } from '../visitors/visitor-plugin';
import { deviceFor, rememberDevice } from './device-cookie';
import { emailAddressProblem, emailSkeletons, normaliseEmail } from './email-address';
import { lookAlikeAccountProblem } from './look-alike-accounts';
import { mergeVisitorIntoUser } from './merge-visitor';
import { hashPassword, passwordProblem, verifyAgainstDummy, verifyPassword } from './passwords';
import { AuthSessionSchema, MeSchema, SignInBodySchema, SignInResultSchema, SignUpBodySchema } from './schemas';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { createSession, deleteSession, hashToken } from './session-store';
import { clearAfterSuccess, limiterKeys, lockedUntil, recordFailure, waitMessage } from './sign-in-limiter';

type RateLimit = { max: number; timeWindow: number };

export interface AuthRoutesOptions {
  /** Requests per address per window on POST /api/auth/sign-in, before the per-account limiter. */
  signInRateLimit: RateLimit;
  /** Requests per address per window on POST /api/auth/sign-up. */
  signUpRateLimit?: RateLimit | undefined;
}

/**
 * Generous per address: a conference's Wi-Fi puts hundreds of attendees behind one address, and most sign up
 * in the same few minutes (20 would turn most of a room away). Still low enough that walking a list of
 * addresses through sign-up is slow, and 200 password hashes in 10 minutes cost the server little.
 */
export const DEFAULT_SIGN_UP_RATE_LIMIT: RateLimit = { max: 200, timeWindow: 10 * 60_000 };

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead, or use another email.';

/**
 * A new session for the account, in one transaction with what must go with it: the browser's previous
 * session ends (rotation: a token planted before sign-in is worthless after it), the anonymous visitor's
 * agenda, read news and votes move into the account, and an admin's sign-in is audited. The browser's
 * visitor cookie is cleared: that visitor is merged and refused from now on, and whoever uses the browser
 * after signing out starts as a new visitor.
 */
async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  account: PublicUser,
  action: 'auth.sign_in' | 'auth.sign_up',
): Promise<SignInResult> {
  const { db } = request.server;
  const previousToken = request.cookies[SESSION_COOKIE];
  const visitorId = request.visitorStored ? request.visitorId : null;
  const session = await db.transaction().execute(async (trx) => {
    // Signing in again to the same account in this browser keeps its push subscription (on the new sign-in); the
    // previous sign-in of another account ends with its subscription (migration 0065).
    let kept: number[] = [];
    if (previousToken) {
      const previous = await trx
        .selectFrom('authSessions')
        .select('userId')
        .where('tokenHash', '=', hashToken(previousToken))
        .executeTakeFirst();
      if (previous?.userId === account.id) kept = await detachSubscriptions(trx, hashToken(previousToken));
      await deleteSession(trx, hashToken(previousToken));
    }
    const created = await createSession(trx, account.id, { device: describeDevice(request.headers['user-agent']) });
    await attachSubscriptions(trx, kept, created.tokenHash);
    if (visitorId) await mergeVisitorIntoUser(trx, visitorId, account.id);
    // Like the bookmarks, this browser's push subscription becomes the account's, and its reminders follow the
    // account's agenda from now on.
    if (visitorId) await moveSubscriptionsToAccount(trx, visitorId, account.id, created.tokenHash);
    await planReminders(trx, { owner: { userId: account.id, visitorId: null } });
    // The audit trail is the admins' (admin.md: "logins are logged"); attendees' comings and goings would bury it.
    if (account.role === 'admin') {
      await trx
        .insertInto('auditLog')
        .values({ actorUserId: account.id, actorEmail: account.email, action, entity: 'user', entityId: account.id })
        .execute();
    }
    return created;
  });
  // The visitor's votes are the account's now: this instance's copy of the account's votes is stale at once.
  if (visitorId) publicQuestionsCache(request.server).votes.invalidate();
  setSessionCookie(request, reply, session);
  clearVisitorCookie(request, reply);
  rememberDevice(request, reply, account.email);
  return { user: account, expiresAt: session.expiresAt.toISOString() };
}

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  app.get(
    '/api/me',
    {
      schema: {
        tags: ['identity'],
        summary: 'Who the caller is; also issues the anonymous visitor cookie when missing',
        response: withErrors({ 200: MeSchema }),
      },
    },
    async (request) => ({ user: request.user }),
  );

  app.post(
    '/api/auth/sign-up',
    {
      config: {
        rateLimit: {
          ...(options.signUpRateLimit ?? DEFAULT_SIGN_UP_RATE_LIMIT),
          // Whole minutes, like sign-in's wait: "59 seconds" reads as more exact than it is.
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
            const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
            return new HttpError(
              429,
              'RATE_LIMITED',
              `Too many accounts have been asked for from this network. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
            );
          },
        },
      },
      schema: {
        tags: ['identity'],
        summary: 'Create an attendee account and sign in to it; the visitor’s agenda, read news and votes move in',
        body: SignUpBodySchema,
        response: withErrors({ 201: SignInResultSchema }, 400, 409, 429),
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const { password } = request.body;
      const name = request.body.name?.trim() ?? '';
      if (!email) throw badRequest('INVALID_EMAIL', 'Email is required');
      const emailProblem = emailAddressProblem(email);
      if (emailProblem) throw badRequest('INVALID_EMAIL', emailProblem);
      if (!password) throw badRequest('INVALID_PASSWORD', 'Password is required');
      const problem = passwordProblem(password, { email, conference: app.config.conference });
      if (problem) throw badRequest('INVALID_PASSWORD', problem);

      // Saying that the address has an account lets someone learn who has one (enumeration). We say it all
      // the same: without email delivery there is no other way to tell the person to sign in instead, and
      // the per-address limit on this route keeps harvesting slow. Sign-in itself never tells.
      const taken = () => new HttpError(409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
      const existing = await app.db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', email)
        .executeTakeFirst();
      if (existing) throw taken();
      // An address that would pass for an account's (admın@… beside admin@…) is refused the same way.
      const lookAlike = await lookAlikeAccountProblem(app.db, email);
      if (lookAlike) throw lookAlike;

      const created = await app.db
        .insertInto('users')
        .values({ email, ...emailSkeletons(email), name, role: 'attendee', passwordHash: await hashPassword(password) })
        // The unique index catches two sign-ups for one address at the same moment.
        .onConflict((oc) => oc.doNothing())
        .returning(['id', 'email', 'name', 'role'])
        .executeTakeFirst();
      if (!created) throw taken();

      const result = await startSession(request, reply, created, 'auth.sign_up');
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      config: { rateLimit: options.signInRateLimit },
      schema: {
        tags: ['identity'],
        summary: 'Sign in with email and password; starts a new server-side session',
        body: SignInBodySchema,
        response: withErrors({ 200: SignInResultSchema }, 400, 401, 429),
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const { password } = request.body;
      if (!email) throw badRequest('VALIDATION_ERROR', 'Email is required');
      if (!password) throw badRequest('VALIDATION_ERROR', 'Password is required');

      const deviceId = deviceFor(request, email);
      const keys = limiterKeys(email, request.ip, deviceId);
      const until = await lockedUntil(app.db, keys);
      if (until) {
        const retryAfter = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
        throw new HttpError(429, 'TOO_MANY_SIGN_IN_ATTEMPTS', waitMessage(until), {
          'retry-after': String(retryAfter),
        });
      }

      const account = await app.db
        .selectFrom('users')
        .select(['id', 'email', 'name', 'role', 'passwordHash', 'isActive'])
        .where(sql<string>`lower(email)`, '=', email)
        .executeTakeFirst();
      const valid = account?.isActive
        ? await verifyPassword(account.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!account || !valid) {
        await recordFailure(app.db, keys);
        // Not what was typed as the email: it may be a password typed into the wrong field.
        request.log.warn(
          { accountId: account?.id ?? null, knownBrowser: deviceId !== null, ip: request.ip },
          'sign-in failed',
        );
        throw new HttpError(401, 'INVALID_CREDENTIALS', 'The email or password is not right.');
      }
      await clearAfterSuccess(app.db, email, request.ip, deviceId);

      const user: PublicUser = { id: account.id, email: account.email, name: account.name, role: account.role };
      return startSession(request, reply, user, 'auth.sign_in');
    },
  );

  app.post(
    '/api/auth/sign-out',
    {
      schema: {
        tags: ['identity'],
        summary: 'End the server-side session and clear its cookie',
        response: withErrors({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        await app.db.transaction().execute(async (trx) => {
          await deleteSession(trx, hashToken(token));
          // The next person at this browser must not be sent the account's reminders.
          await cancelReminders(trx, { subscriptionIds: await deleteSignedOutSubscriptions(trx, hashToken(token)) });
        });
      }
      clearSessionCookie(request, reply);
      // The next person at this browser starts as a new visitor.
      clearVisitorCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/session',
    {
      schema: {
        tags: ['identity'],
        summary: 'The current session: user and idle expiry, or {user: null}',
        response: withErrors({ 200: AuthSessionSchema }),
      },
    },
    async (request) =>
      request.user && request.authSession
        ? { user: request.user, expiresAt: request.authSession.expiresAt.toISOString() }
        : { user: null },
  );
};
