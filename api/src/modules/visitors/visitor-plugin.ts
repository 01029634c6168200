/**
 * Anonymous visitors (DESIGN.md Identity): a visitor id in a signed, httpOnly cookie, on which bookmarks, read
 * state and votes hang until they merge into an account.
 *
 * The cookie is issued on the first API call, but the visitor row only when a route marked
 * `config.storesForVisitor` (or calling keepVisitor) is about to store something: reading the app leaves
 * nothing behind in the database. A merged visitor is never accepted again: its data belongs to the account.
 *
 * The id records when it was issued (visitor-id.ts), and `request.visitorAgeMs` says how long this browser has had
 * it: a vote from a browser that got its cookie moments ago counts under a tight per-address limit (issue 30).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Db } from '../../db/database';
import { cookieSignatureChecker } from '../../lib/cookie-signatures';
import { cookieOptions, needsIdentity, VISITOR_COOKIE } from '../../lib/cookies';
import { DEFAULT_RATE_LIMITS, type Limit } from '../../lib/rate-limits';
import { newVisitorId, visitorIdIssuedAt } from './visitor-id';
import { findVisitor, storeVisitor } from './visitor-store';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function setVisitorCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.setCookie(VISITOR_COOKIE, id, { ...cookieOptions(request, ONE_YEAR_SECONDS), signed: true });
}

/** Tells the browser to forget its visitor cookie (sign-in, sign-out: the next visitor starts afresh). */
export function clearVisitorCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { maxAge: _maxAge, ...attributes } = cookieOptions(request, 0);
  reply.clearCookie(VISITOR_COOKIE, attributes);
}

/**
 * Stores the request's visitor row (and cookie) before something is stored for it; nothing when signed in. `db`: a
 * transaction, when what is stored may still be refused (the row then goes with it).
 */
export async function keepVisitor(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db = request.server.db,
): Promise<void> {
  if (request.user || request.visitorStored || !request.visitorId) return;
  await storeVisitor(db, request.visitorId);
  request.visitorStored = true;
  if (!request.visitorCookieSet) setVisitorCookie(request, reply, request.visitorId);
}

export const visitorPlugin = fastifyPlugin(
  /**
   * `newCookies`: new visitor cookies per address (DEFAULT_RATE_LIMITS.newVisitorCookiesPerAddress). Beyond it,
   * requests work without a cookie, so a script fetching a fresh cookie before each vote is held by the limit
   * on cookieless votes. `clock`: milliseconds now, for issuing ids and reading their age (tests set it back).
   */
  async (app, options: { newCookies?: Limit; clock?: () => number }) => {
    const clock = options.clock ?? Date.now;
    /** How long ago an id was issued; ids from before issue times were recorded count as old. */
    const ageOf = (id: string) => {
      const issuedAt = visitorIdIssuedAt(id);
      return issuedAt === null ? Number.POSITIVE_INFINITY : Math.max(0, clock() - issuedAt);
    };
    app.decorateRequest('visitorId', null);
    app.decorateRequest('visitorAgeMs', 0);
    app.decorateRequest('visitorStored', false);
    app.decorateRequest('visitorCookieNew', false);
    app.decorateRequest('visitorCookieSet', false);
    const newCookies = app.createRateLimit({
      ...(options.newCookies ?? DEFAULT_RATE_LIMITS.newVisitorCookiesPerAddress),
      keyGenerator: (request) => request.ip,
    });

    const unsignVisitorCookie = cookieSignatureChecker();

    const identify = async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.cookies[VISITOR_COOKIE];
      if (raw) {
        const unsigned = unsignVisitorCookie(request, raw);
        const id = unsigned.valid && unsigned.value && UUID.test(unsigned.value) ? unsigned.value : null;
        if (id && request.routeOptions.config.visitorRowUnread) {
          request.visitorId = id;
          request.visitorAgeMs = ageOf(id);
          request.visitorCookieSet = true;
          if (unsigned.renew) setVisitorCookie(request, reply, id);
          return;
        }
        const row = id ? await findVisitor(app.db, id) : undefined;
        // Our own id, not merged: stored or not yet (no row until something is stored, or purged unused).
        if (id && !row?.mergedIntoUserId) {
          request.visitorId = id;
          request.visitorAgeMs = ageOf(id);
          request.visitorStored = row !== undefined;
          request.visitorCookieSet = true;
          if (unsigned.renew) setVisitorCookie(request, reply, id);
          return;
        }
      }

      // No cookie, a forged one, or one of a visitor that merged into an account: a new visitor.
      request.visitorId = newVisitorId(clock());
      request.visitorAgeMs = 0;
      request.visitorCookieNew = true;
      const issue = await newCookies(request);
      if (issue.isAllowed || !issue.isExceeded) {
        setVisitorCookie(request, reply, request.visitorId);
        request.visitorCookieSet = true;
      } else if (raw) {
        clearVisitorCookie(request, reply);
      }
    };
    // A callback hook: the public reads that need no identity pay no promise for it.
    app.addHook('onRequest', (request, reply, done) => {
      if (!needsIdentity(request)) return done();
      identify(request, reply).then(() => done(), done);
    });

    // After validation, so that refused input stores no row.
    app.addHook('preHandler', async (request, reply) => {
      if (request.routeOptions.config.storesForVisitor && needsIdentity(request)) await keepVisitor(request, reply);
    });
  },
  { name: 'visitor', dependencies: ['@fastify/cookie'] },
);
