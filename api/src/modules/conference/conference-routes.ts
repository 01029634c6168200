import fastifyEtag from '@fastify/etag';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import type { ConferenceConfig, ConferenceInfo } from '../../contract/index';
import { type Assert, type Equals, withErrors } from '../../lib/schemas';
import { utcOffsetsAround } from '../../lib/zone-offsets';

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

export const ConferenceInfoSchema = Type.Object({
  ...ConferenceSchema.properties,
  utcOffsets: Type.Array(Type.Object({ from: Type.String({ format: 'date-time' }), minutes: Type.Integer() }), {
    description: "The time zone's offsets from UTC around the conference, each from its instant on, oldest first",
  }),
});
export type _ConferenceInfoMatches = Assert<Equals<Static<typeof ConferenceInfoSchema>, ConferenceInfo>>;

export const CONFERENCE_CACHE_CONTROL = 'public, max-age=60';

export const conferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Public, the same for everyone: no visitor cookie. It changes only when the server is redeployed, and every page
  // start reads it twice (the shell, then the page that draws it: two apps, two query caches), so a minute in the
  // browser's cache spares the second a round trip; after that the ETag revalidates (304 until it changes).
  const { conference } = app.config;
  const days = conference.days.map((day) => day.date).sort();
  const today = new Date().toISOString().slice(0, 10);
  const info: ConferenceInfo = {
    ...conference,
    utcOffsets: utcOffsetsAround(conference.timeZone, days[0] ?? today, days[days.length - 1] ?? today),
  };
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
        response: withErrors({ 200: ConferenceInfoSchema }),
      },
    },
    async () => info,
  );
};
