import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'cc_visitor';
export const SESSION_COOKIE = 'cc_session';
/**
 * Set by the browser once the visitor has answered the cookie banner (design-system consent-store.ts): a public page
 * rendered on the server then comes without the banner (modules/ssr). Says nothing of the answer.
 */
export const CONSENT_DECIDED_COOKIE = 'cc_consent';
/**
 * The answer given on the cookie banner's form without scripts (modules/shell/cookie-consent-form.ts): `accept` or
 * `reject`, taken by the browser's consent store into its storage the first time scripts run, then deleted.
 */
export const CONSENT_CHOICE_COOKIE = 'cc_consent_choice';

/** httpOnly, SameSite=Lax, whole site; Secure whenever the request came over HTTPS. */
export function cookieOptions(request: FastifyRequest, maxAgeSeconds: number): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  };
}

/**
 * Only API routes carry identity; static files, the SPA shell and routes marked `identity: false` do not.
 * Decided from the route the router chose, never from the raw request target: an absolute-form target
 * (`GET http://host/api/x`) or any other spelling reaches the same route and must get the same identity.
 */
export function needsIdentity(request: FastifyRequest): boolean {
  if (request.is404 || request.routeOptions.config.identity === false) return false;
  const route = request.routeOptions.url;
  return route !== undefined && (route === '/api' || route.startsWith('/api/'));
}
