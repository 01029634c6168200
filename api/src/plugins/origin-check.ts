/**
 * Refuses state-changing requests sent by other sites (CSRF): when a browser sends an Origin header,
 * it must be this API's own host or a configured allowed origin. Requests without Origin (curl,
 * server-to-server, same-origin GET) are not browsers acting for another site.
 */
import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { forbidden } from '../lib/http-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isAllowedOrigin(request: FastifyRequest, origin: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null"
  }
  if (allowedOrigins.includes(url.origin)) return true;
  const { publicUrl } = request.server.config;
  if (publicUrl !== null && url.origin === new URL(publicUrl).origin) return true;
  // Otherwise this API's own origin as the request reached it: the scheme too, or a page served over plain
  // http (which anyone on the network can alter) could write to the https site. request.protocol and
  // request.host come from X-Forwarded-* only when TRUST_PROXY trusts the sender.
  if (url.protocol !== `${request.protocol}:`) return false;
  // Parsed with the Origin's scheme so that "Host: example.org:443" and "Origin: https://example.org" agree.
  try {
    return url.host === new URL(`${url.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

export const originCheckPlugin = fastifyPlugin(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const origin = request.headers.origin;
      if (origin === undefined || !STATE_CHANGING.has(request.method)) return done();
      if (!isAllowedOrigin(request, origin, app.config.allowedOrigins)) {
        return done(forbidden('CROSS_SITE_REQUEST', 'Cross-site request refused'));
      }
      done();
    });
  },
  { name: 'origin-check' },
);
