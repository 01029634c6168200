/** The cc_session cookie: set with the session's absolute lifetime, cleared with the attributes it was set with. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions, SESSION_COOKIE } from '../../lib/cookies';
import { ABSOLUTE_TIMEOUT_MS } from './session-store';

/** Sets the cookie, and makes the new session this request's, so its answer names the new identity. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; tokenHash: string; expiresAt: Date },
): void {
  reply.setCookie(SESSION_COOKIE, session.token, cookieOptions(request, ABSOLUTE_TIMEOUT_MS / 1000));
  request.authSession = { tokenHash: session.tokenHash, expiresAt: session.expiresAt };
}

/** Same path, SameSite and Secure as when set, so that every browser lets the clearing replace it. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { maxAge: _maxAge, ...attributes } = cookieOptions(request, 0);
  reply.clearCookie(SESSION_COOKIE, attributes);
  // The answer to a sign-out or a deletion already names no one: the browser's worker drops what it kept.
  request.authSession = null;
}
