/**
 * Anonymous visitors (DESIGN.md Identity): a visitor id in a signed, httpOnly cookie, on which bookmarks, read
 * state and votes hang until they merge into an account.
 *
 * Minted lazily: a request without a known visitor gets a fresh id in memory (reads under it find nothing),
 * and the row and cookie are only made when a route marked `config.storesForVisitor` is about to store
 * something. A merged visitor is never accepted again: its data belongs to the account now.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { cookieOptions, needsIdentity, VISITOR_COOKIE } from '../../lib/cookies';
import { findLiveVisitor, storeVisitor } from './visitor-store';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tells the browser to forget its visitor cookie (sign-in, sign-out: the next visitor starts afresh). */
export function clearVisitorCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { maxAge: _maxAge, ...attributes } = cookieOptions(request, 0);
  reply.clearCookie(VISITOR_COOKIE, attributes);
}

/** Makes the request's visitor a stored row with a cookie, unless it is one already or the caller is signed in. */
export async function keepVisitor(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.user || request.visitorStored || !request.visitorId) return;
  await storeVisitor(request.server.db, request.visitorId);
  request.visitorStored = true;
  request.visitorMintedNow = true;
  reply.setCookie(VISITOR_COOKIE, request.visitorId, { ...cookieOptions(request, ONE_YEAR_SECONDS), signed: true });
}

export const visitorPlugin = fastifyPlugin(
  async (app) => {
    app.decorateRequest('visitorId', null);
    app.decorateRequest('visitorStored', false);
    app.decorateRequest('visitorMintedNow', false);

    app.addHook('onRequest', async (request, reply) => {
      if (!needsIdentity(request)) return;

      const raw = request.cookies[VISITOR_COOKIE];
      if (raw) {
        const unsigned = request.unsignCookie(raw);
        const id = unsigned.valid && unsigned.value && UUID.test(unsigned.value) ? unsigned.value : null;
        // A signed id can outlive its row (purged, database reset) or have merged into an account.
        const known = id ? await findLiveVisitor(app.db, id) : null;
        if (known) {
          request.visitorId = known;
          request.visitorStored = true;
          if (unsigned.renew) {
            reply.setCookie(VISITOR_COOKIE, known, { ...cookieOptions(request, ONE_YEAR_SECONDS), signed: true });
          }
          return;
        }
        clearVisitorCookie(request, reply);
      }
      request.visitorId = randomUUID();
    });

    // After validation, so that refused input mints nothing.
    app.addHook('preHandler', async (request, reply) => {
      if (request.routeOptions.config.storesForVisitor && needsIdentity(request)) await keepVisitor(request, reply);
    });
  },
  { name: 'visitor', dependencies: ['@fastify/cookie'] },
);
