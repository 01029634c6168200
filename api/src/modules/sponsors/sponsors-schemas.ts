/** TypeBox schemas of the sponsor endpoints; each is checked at compile time against its contract type. */
import { type Static, Type } from 'typebox';
import type {
  AdminSponsor,
  AdminSponsorList,
  AdminSponsorOrderBody,
  AdminSponsorUpdateBody,
  Sponsor,
  SponsorList,
} from '../../contract/index';
import { ALT_TEXT_MAX } from '../../lib/image-upload/read-image-upload';
import { type Assert, type Equals, INT4_MAX, StringEnum } from '../../lib/schemas';

export const NAME_MAX = 200;
export const URL_MAX = 2000;
/** Enough for every sponsor a conference has; bounds the reorder body. */
export const SPONSORS_MAX = 500;

export const LogoStyleSchema = StringEnum(['image', 'background'] as const, {
  description: 'image (default), or background: the logo fills its box as a background image',
});

const sponsorFields = {
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  logoUrl: Type.String({ description: 'URL path of the logo image' }),
  logoAlt: Type.String({ description: 'What the logo shows (its alt text)' }),
  logoStyle: LogoStyleSchema,
};

export const SponsorSchema = Type.Object(sponsorFields);
export const SponsorListSchema = Type.Object({ sponsors: Type.Array(SponsorSchema) });

export const AdminSponsorSchema = Type.Object({
  ...sponsorFields,
  version: Type.Integer({ minimum: 1, description: 'Send back with an edit (optimistic locking).' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export const AdminSponsorListSchema = Type.Object({ sponsors: Type.Array(AdminSponsorSchema) });

const Id = Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'Numeric sponsor id' });
export const SponsorIdParams = Type.Object({ id: Id });

export const SponsorLogoParams = Type.Object({
  fileName: Type.String({
    pattern: '^[a-f0-9]{32}\\.(jpg|png|gif|webp)$',
    description: 'The stored name of an uploaded logo, as in logoUrl',
  }),
});

export const AdminSponsorUpdateSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: NAME_MAX })),
    url: Type.Optional(Type.String({ maxLength: URL_MAX, description: 'http:// or https:// only' })),
    logoAlt: Type.Optional(Type.String({ maxLength: ALT_TEXT_MAX })),
    logoStyle: Type.Optional(LogoStyleSchema),
    version: Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'The version the edit started from.' }),
  },
  { additionalProperties: false },
);

export const AdminSponsorOrderSchema = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: SPONSORS_MAX, uniqueItems: true }) },
  { additionalProperties: false },
);

/** The `version` text field of the replace-logo form (multipart: a string of digits). */
export const VersionFieldSchema = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });

export type _SponsorMatches = Assert<Equals<Static<typeof SponsorSchema>, Sponsor>>;
export type _SponsorListMatches = Assert<Equals<Static<typeof SponsorListSchema>, SponsorList>>;
export type _AdminSponsorMatches = Assert<Equals<Static<typeof AdminSponsorSchema>, AdminSponsor>>;
export type _AdminSponsorListMatches = Assert<Equals<Static<typeof AdminSponsorListSchema>, AdminSponsorList>>;
export type _UpdateMatches = Assert<Equals<Static<typeof AdminSponsorUpdateSchema>, AdminSponsorUpdateBody>>;
export type _OrderMatches = Assert<Equals<Static<typeof AdminSponsorOrderSchema>, AdminSponsorOrderBody>>;
