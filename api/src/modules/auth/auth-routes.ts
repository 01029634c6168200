import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { PublicUser } from '../../contract/index';
import { cookieOptions, SESSION_COOKIE } from '../../lib/cookies';
import { badRequest, HttpError } from '../../lib/http-error';
import { NoContent, withErrors } from '../../lib/schemas';
import { mergeVisitorIntoUser } from './merge-visitor';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { AuthSessionSchema, MeSchema, SignInBodySchema, SignInResultSchema } from './schemas';
import { ABSOLUTE_TIMEOUT_MS, createSession, deleteSession, hashToken } from './session-store';
import { clearAccountFailures, limiterKeys, lockedUntil, recordFailure, waitMessage } from './sign-in-limiter';

export interface AuthRoutesOptions {
  /** Requests per address per window on POST /api/auth/sign-in, before the per-account limiter. */
  signInRateLimit: { max: number; timeWindow: number };
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
      const email = request.body.email.trim().toLowerCase();
      const { password } = request.body;
      if (!email) throw badRequest('VALIDATION_ERROR', 'Email is required');
      if (!password) throw badRequest('VALIDATION_ERROR', 'Password is required');

      const keys = limiterKeys(email, request.ip);
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
        request.log.warn({ email, ip: request.ip }, 'sign-in failed');
        throw new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid credentials');
      }
      await clearAccountFailures(app.db, email);

      // Rotate: whatever session this browser had ends; a fresh token is issued.
      const previousToken = request.cookies[SESSION_COOKIE];
      const visitorId = request.visitorId;
      const session = await app.db.transaction().execute(async (trx) => {
        if (previousToken) await deleteSession(trx, hashToken(previousToken));
        const created = await createSession(trx, account.id);
        if (visitorId) await mergeVisitorIntoUser(trx, visitorId, account.id);
        await trx
          .insertInto('auditLog')
          .values({ actorUserId: account.id, action: 'auth.sign_in', entity: 'user', entityId: account.id })
          .execute();
        return created;
      });

      reply.setCookie(SESSION_COOKIE, session.token, cookieOptions(request, ABSOLUTE_TIMEOUT_MS / 1000));
      const user: PublicUser = { id: account.id, email: account.email, name: account.name, role: account.role };
      return { user, expiresAt: session.expiresAt.toISOString() };
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
      if (token) await deleteSession(app.db, hashToken(token));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
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
