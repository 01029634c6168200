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
  // request.host is the Host header, or X-Forwarded-Host when TRUST_PROXY is on. Parsed with the Origin's
  // scheme so that "Host: example.org:443" and "Origin: https://example.org" (default port) agree.
  try {
    return url.host === new URL(`${url.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

export const originCheckPlugin = fastifyPlugin(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin === undefined) return;
      if (!isAllowedOrigin(request, origin, app.config.allowedOrigins)) {
        throw forbidden('CROSS_SITE_REQUEST', 'Cross-site request refused');
      }
    });
  },
  { name: 'origin-check' },
);
