import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import type { Sponsor, SponsorList } from '../../contract/index';
import { type Assert, type Equals, StringEnum, withErrors } from '../../lib/schemas';

export const SponsorSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  logoUrl: Type.String({ description: 'URL path of the logo image' }),
  logoStyle: StringEnum(['image', 'background'] as const),
});
export type _SponsorMatches = Assert<Equals<Static<typeof SponsorSchema>, Sponsor>>;

export const SponsorListSchema = Type.Object({ sponsors: Type.Array(SponsorSchema) });
export type _SponsorListMatches = Assert<Equals<Static<typeof SponsorListSchema>, SponsorList>>;

/** Logos are read-only assets under api/static/sponsors/, served at /static/. */
export function sponsorLogoUrl(logoFile: string): string {
  return `/static/sponsors/${encodeURIComponent(logoFile)}`;
}

export const sponsorsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/sponsors',
    {
      schema: {
        tags: ['sponsors'],
        summary: 'Every sponsor in slideshow order',
        response: withErrors({ 200: SponsorListSchema }),
      },
    },
    async () => {
      const rows = await app.db
        .selectFrom('sponsors')
        .select(['id', 'name', 'url', 'logoFile', 'logoStyle'])
        .orderBy('sortOrder')
        .orderBy('id')
        .execute();
      return {
        sponsors: rows.map((row) => ({
          id: row.id,
          name: row.name,
          url: row.url,
          logoUrl: sponsorLogoUrl(row.logoFile),
          logoStyle: row.logoStyle,
        })),
      };
    },
  );
};
