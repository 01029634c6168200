/** The cc_session cookie: set with the session's absolute lifetime, cleared with the attributes it was set with. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions, SESSION_COOKIE } from '../../lib/cookies';
import { ABSOLUTE_TIMEOUT_MS } from './session-store';

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, ABSOLUTE_TIMEOUT_MS / 1000));
}

/** Same path, SameSite and Secure as when set, so that every browser lets the clearing replace it. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { maxAge: _maxAge, ...attributes } = cookieOptions(request, 0);
  reply.clearCookie(SESSION_COOKIE, attributes);
}
