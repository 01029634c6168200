/**
 * "Forgot your password?" (issue 19): a reset link by email, single-use, for 1 hour. The request is answered the
 * same whether or not the address has an account, and the email leaves in the background, so neither the answer
 * nor its timing tells who has one. Completing a reset ends every session of the account.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { emailLinkOrigin } from '../../config';
import { badRequest, HttpError } from '../../lib/http-error';
import type { Limit } from '../../lib/rate-limits';
import { withErrors } from '../../lib/schemas';
import { rememberDevice } from '../auth/device-cookie';
import { normaliseEmail } from '../auth/email-address';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { clearAfterSuccess } from '../auth/sign-in-limiter';
import { createEmailToken, takeEmailToken, tokensSentSince } from './email-tokens';
import {
  PasswordResetCompleteBodySchema,
  PasswordResetRequestBodySchema,
  PlainMessageSchema,
} from './password-reset-schemas';
import { resetEmail } from './reset-email';

export interface PasswordResetOptions {
  /** Requests per address on each of the two routes. */
  perAddress?: Limit | undefined;
}

/** A venue's Wi-Fi is one address for everyone: generous per address, tight per account (below). */
const DEFAULT_PER_ADDRESS: Limit = { max: 30, timeWindow: 15 * 60_000 };
/** Reset emails to one address per hour: enough for "it did not arrive", too few to flood someone's inbox. */
export const RESET_EMAILS_PER_HOUR = 3;

/** "1 hour", "20 minutes": how long a link works, as people say it. */
export function linkLifetime(ms: number): string {
  if (ms % 3600_000 === 0) return ms === 3600_000 ? '1 hour' : `${ms / 3600_000} hours`;
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const resetRequestedMessage = (ttlMs: number) =>
  `If an account uses this email address, we have sent it a link to choose a new password. The link works for ${linkLifetime(ttlMs)}. If no email arrives in a few minutes, check your spam folder.`;
export const resetLinkInvalidMessage = (ttlMs: number) =>
  `This link to reset your password does not work any more: it was used already, or it is more than ${linkLifetime(ttlMs)} old. Ask for a new link under "Forgot your password?".`;
export const RESET_DONE_MESSAGE =
  'Your password is changed. You are signed out on every device. Sign in with your new password.';

function rateLimit(limit: Limit) {
  return {
    ...limit,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
      const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
      return new HttpError(
        429,
        'RATE_LIMITED',
        `Too many password resets have been asked for from this network. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
      );
    },
  };
}

export const passwordResetRoutes: FastifyPluginAsyncTypebox<PasswordResetOptions> = async (app, options) => {
  const perAddress = rateLimit(options.perAddress ?? DEFAULT_PER_ADDRESS);

  app.post(
    '/api/auth/password-reset',
    {
      config: { rateLimit: perAddress },
      schema: {
        tags: ['identity'],
        summary: 'Send a link to choose a new password; answered alike whether or not the address has an account',
        body: PasswordResetRequestBodySchema,
        response: withErrors({ 202: PlainMessageSchema }, 400, 429),
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      if (!email) throw badRequest('INVALID_EMAIL', 'Email is required');
      const account = await app.db
        .selectFrom('users')
        .select(['id', 'email', 'isActive'])
        .where(sql<string>`lower(email)`, '=', email)
        .executeTakeFirst();
      if (account?.isActive) {
        const recent = await tokensSentSince(app.db, account.email, 'password_reset', new Date(Date.now() - 3600_000));
        if (recent < RESET_EMAILS_PER_HOUR) {
          const token = await createEmailToken(app.db, {
            purpose: 'password_reset',
            email: account.email,
            userId: account.id,
            ttlMs: app.config.passwordResetTtlMs,
          });
          // In the fragment: never sent to a server, so it stays out of request logs and Referer headers.
          const link = `${emailLinkOrigin(app.config)}/account/reset-password#token=${token}`;
          // Not awaited: an answer that waited for SMTP would be slower for real accounts than for unknown ones.
          app.mailer
            .send(
              resetEmail(account.email, app.config.conference.name, link, linkLifetime(app.config.passwordResetTtlMs)),
            )
            .catch((error: unknown) => {
              request.log.error({ err: error, accountId: account.id }, 'password reset email could not be sent');
            });
        } else {
          request.log.warn({ accountId: account.id }, 'password reset email not sent: hourly limit reached');
        }
      }
      return reply.status(202).send({ message: resetRequestedMessage(app.config.passwordResetTtlMs) });
    },
  );

  app.post(
    '/api/auth/password-reset/complete',
    {
      config: { rateLimit: perAddress },
      schema: {
        tags: ['identity'],
        summary: 'Choose a new password with the token from the email; every session of the account ends',
        body: PasswordResetCompleteBodySchema,
        response: withErrors({ 200: PlainMessageSchema }, 400, 429),
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const invalid = () => badRequest('RESET_LINK_INVALID', resetLinkInvalidMessage(app.config.passwordResetTtlMs));
      if (!token) throw invalid();
      if (!password) throw badRequest('INVALID_PASSWORD', 'Password is required');
      const email = await app.db.transaction().execute(async (trx) => {
        const taken = await takeEmailToken(trx, token, 'password_reset');
        if (!taken?.userId) throw invalid();
        const problem = passwordProblem(password, { email: taken.email, conference: app.config.conference });
        // The token stays usable when only the password was refused: the transaction rolls back.
        if (problem) throw badRequest('INVALID_PASSWORD', problem);
        await trx
          .updateTable('users')
          .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
          .where('id', '=', taken.userId)
          .execute();
        // Whoever had a session (perhaps the reason for the reset) loses it; other links sent earlier die too.
        await trx.deleteFrom('authSessions').where('userId', '=', taken.userId).execute();
        await trx
          .updateTable('accountEmailTokens')
          .set({ usedAt: new Date() })
          .where('userId', '=', taken.userId)
          .where('purpose', '=', 'password_reset')
          .where('usedAt', 'is', null)
          .execute();
        return taken.email;
      });
      await clearAfterSuccess(app.db, email, request.ip, null);
      // Whoever opened the link proved the address: this browser is the owner's from now on, judged by its own
      // sign-in failures only, so no stranger's failures (at the same venue, or guessing from anywhere) keep
      // the owner out.
      rememberDevice(request, reply, email);
      return { message: RESET_DONE_MESSAGE };
    },
  );
};
