import fastifyEtag from '@fastify/etag';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import type { Venue, VenueList } from '../../contract/index';
import { type Assert, type Equals, withErrors } from '../../lib/schemas';

export const VenueSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  building: Type.String(),
  description: Type.String(),
  capacity: Type.Integer(),
  accessibility: Type.String(),
  facilities: Type.Array(Type.String()),
  location: Type.String(),
  stepFreeRoute: Type.String(),
  lifts: Type.String(),
  toilets: Type.String(),
  hearingLoop: Type.String(),
  quietSpace: Type.String(),
});
export type _VenueMatches = Assert<Equals<Static<typeof VenueSchema>, Venue>>;

export const VenueListSchema = Type.Object({ venues: Type.Array(VenueSchema) });
export type _VenueListMatches = Assert<Equals<Static<typeof VenueListSchema>, VenueList>>;

export const venuesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Public, the same for everyone: no visitor cookie; browsers revalidate with the ETag (304 until it changes).
  await app.register(fastifyEtag, { algorithm: 'sha1' });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'public, no-cache');
  });

  app.get(
    '/api/venues',
    {
      config: { identity: false },
      schema: {
        tags: ['venue'],
        summary: 'Every venue with its access information as text',
        response: withErrors({ 200: VenueListSchema }),
      },
    },
    async () => {
      const venues = await app.db
        .selectFrom('venues')
        .select([
          'id',
          'slug',
          'name',
          'building',
          'description',
          'capacity',
          'accessibility',
          'facilities',
          'location',
          'stepFreeRoute',
          'lifts',
          'toilets',
          'hearingLoop',
          'quietSpace',
        ])
        .orderBy('sortOrder')
        .orderBy('id')
        .execute();
      return { venues };
    },
  );
};
