import fastifyEtag from '@fastify/etag';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import type { ConferenceConfig } from '../../contract/index';
import { type Assert, type Equals, withErrors } from '../../lib/schemas';

export const ConferenceSchema = Type.Object({
  name: Type.String(),
  shortName: Type.String(),
  year: Type.Integer(),
  organiser: Type.String(),
  timeZone: Type.String({ description: 'IANA time zone, e.g. Europe/London' }),
  contactEmail: Type.String(),
  venueName: Type.String(),
  days: Type.Array(Type.Object({ date: Type.String({ format: 'date' }), dayName: Type.String() })),
});
export type _ConferenceMatches = Assert<Equals<Static<typeof ConferenceSchema>, ConferenceConfig>>;

export const CONFERENCE_CACHE_CONTROL = 'public, max-age=60';

export const conferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Public, the same for everyone: no visitor cookie. It changes only when the server is redeployed, and every page
  // start reads it twice (the shell, then the page that draws it: two apps, two query caches), so a minute in the
  // browser's cache spares the second a round trip; after that the ETag revalidates (304 until it changes).
  await app.register(fastifyEtag, { algorithm: 'sha1' });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', CONFERENCE_CACHE_CONTROL);
  });

  app.get(
    '/api/conference',
    {
      config: { identity: false },
      schema: {
        tags: ['programme'],
        summary: 'The conference configuration every page reads',
        response: withErrors({ 200: ConferenceSchema }),
      },
    },
    async () => app.config.conference,
  );
};
