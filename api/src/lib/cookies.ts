import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'cc_visitor';
export const SESSION_COOKIE = 'cc_session';

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

/** Only API routes carry identity; static files, the SPA shell and routes marked `identity: false` do not. */
export function needsIdentity(request: FastifyRequest): boolean {
  if (request.is404 || request.routeOptions.config.identity === false) return false;
  return request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
}
