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

export const conferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/conference',
    {
      schema: {
        tags: ['programme'],
        summary: 'The conference configuration every page reads',
        response: withErrors({ 200: ConferenceSchema }),
      },
    },
    async () => app.config.conference,
  );
};
