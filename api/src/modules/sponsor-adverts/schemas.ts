import { type Static, Type } from 'typebox';
import type { SponsorAdvert, SponsorAdvertList } from '../../contract/index';
import { type Assert, type Equals, StringEnum } from '../../lib/schemas';

export const SponsorAdvertSchema = Type.Object({
  id: Type.Integer(),
  imageUrl: Type.String({ description: 'GET this path for the image' }),
  altText: Type.String({ description: 'What the image shows (its alt text)' }),
  contentType: StringEnum(['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const),
  createdAt: Type.String({ format: 'date-time' }),
});
export const SponsorAdvertListSchema = Type.Object({ adverts: Type.Array(SponsorAdvertSchema) });

export const AdvertIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Numeric sponsor advert id' }),
});

export type _SponsorAdvert = Assert<Equals<Static<typeof SponsorAdvertSchema>, SponsorAdvert>>;
export type _SponsorAdvertList = Assert<Equals<Static<typeof SponsorAdvertListSchema>, SponsorAdvertList>>;
