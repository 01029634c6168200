/**
 * Anonymous visitors (DESIGN.md Identity): the server issues an id in a signed, httpOnly cookie on the
 * first API call; bookmarks, read state and votes hang on it until they merge into an account.
 */
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { cookieOptions, needsIdentity, VISITOR_COOKIE } from '../../lib/cookies';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const visitorPlugin = fastifyPlugin(
  async (app) => {
    app.decorateRequest('visitorId', null);

    app.addHook('onRequest', async (request, reply) => {
      if (!needsIdentity(request)) return;

      const raw = request.cookies[VISITOR_COOKIE];
      if (raw) {
        const unsigned = request.unsignCookie(raw);
        if (unsigned.valid && unsigned.value && UUID.test(unsigned.value)) {
          // A signed id can outlive its row (database reset); then a new visitor is issued.
          const known = await app.db
            .selectFrom('visitors')
            .select('id')
            .where('id', '=', unsigned.value)
            .executeTakeFirst();
          if (known) {
            request.visitorId = known.id;
            if (unsigned.renew) {
              reply.setCookie(VISITOR_COOKIE, known.id, { ...cookieOptions(request, ONE_YEAR_SECONDS), signed: true });
            }
            return;
          }
        }
      }

      const visitor = await app.db.insertInto('visitors').defaultValues().returning('id').executeTakeFirstOrThrow();
      request.visitorId = visitor.id;
      reply.setCookie(VISITOR_COOKIE, visitor.id, { ...cookieOptions(request, ONE_YEAR_SECONDS), signed: true });
    });
  },
  { name: 'visitor', dependencies: ['@fastify/cookie'] },
);
