/**
 * The device cookie (OWASP's answer to lock-out as a weapon): after a successful sign-in the browser gets a
 * signed, httpOnly cookie naming a random device id and the account it signed in to. On the next sign-in to
 * that account the browser is judged by its own failures only, so strangers' failures never lock it out.
 * It grants nothing by itself: the password is still checked.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../../lib/cookies';
import { accountKey } from './sign-in-limiter';

export const DEVICE_COOKIE = 'cc_device';
const DEVICE_COOKIE_DAYS = 180;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which account a device cookie is for, without putting the address itself in the cookie. Keyed with the cookie
 * secret (issue 30): a plain hash of the address let anyone holding the cookie test guesses of whose browser it
 * was; the cookie stays after sign-out (so the owner's browser stays remembered), and now names no one.
 */
function accountTag(request: FastifyRequest, email: string): string {
  const secret = request.server.config.cookieSecret;
  if (!secret) throw new Error('the cookie secret is not set');
  return createHmac('sha256', secret)
    .update(`device-account:${accountKey(email)}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The device id when the browser's cookie is genuine and was issued for this account; else null. */
export function deviceFor(request: FastifyRequest, email: string): string | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [id, tag] = unsigned.value.split(':');
  return id && UUID.test(id) && tag === accountTag(request, email) ? id : null;
}

/** Remembers this browser for the account (a fresh id each time, so an old copy of the cookie is not reused). */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, email: string): void {
  reply.setCookie(DEVICE_COOKIE, `${randomUUID()}:${accountTag(request, email)}`, {
    ...cookieOptions(request, DEVICE_COOKIE_DAYS * 24 * 60 * 60),
    // Read by sign-in only.
    path: '/api/auth',
    sameSite: 'strict',
    signed: true,
  });
}
