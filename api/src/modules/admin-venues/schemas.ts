import { type Static, Type } from 'typebox';
import type {
  AdminVenue,
  AdminVenueCreate,
  AdminVenueDeleteResult,
  AdminVenueList,
  AdminVenueSaveResult,
  AdminVenueUpdate,
} from '../../contract/index';
import type { Assert, Equals } from '../../lib/schemas';
import { VenueSchema } from '../venues/venues-routes';

const MAX_INT = 2_147_483_647;

export const AdminVenueSchema = Type.Object({
  ...VenueSchema.properties,
  sortOrder: Type.Integer(),
  version: Type.Integer({ minimum: 1, description: 'Send back with an edit or delete (optimistic locking).' }),
  sessionCount: Type.Integer({ minimum: 0, description: 'Sessions whose room is this venue.' }),
});
export const AdminVenueListSchema = Type.Object({ venues: Type.Array(AdminVenueSchema) });

export const VenueIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Numeric venue id' }),
});

/** Text fields: no control characters except line breaks and tabs. */
const text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, pattern: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f]*$', description });

const ACCESS = 'Required: attendees plan their route from it. Say plainly when there is none.';

/** Every field an admin sets; blank name, building and access details are refused in venue-changes.ts. */
const venueFields = {
  name: Type.Optional(text(200, 'Unique, whatever the case; copied to the sessions in the venue.')),
  building: Type.Optional(text(200, 'Walking times are known between the campus buildings.')),
  description: Type.Optional(text(5000)),
  capacity: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, description: 'People.' })),
  accessibility: Type.Optional(text(5000, 'A summary of the access, shown above the details.')),
  facilities: Type.Optional(Type.Array(text(200), { maxItems: 50, description: 'One facility per item.' })),
  location: Type.Optional(text(500, 'Where it is, in words (building, floor, side).')),
  stepFreeRoute: Type.Optional(text(5000, ACCESS)),
  lifts: Type.Optional(text(5000, ACCESS)),
  toilets: Type.Optional(text(5000, ACCESS)),
  hearingLoop: Type.Optional(text(5000, ACCESS)),
  quietSpace: Type.Optional(text(5000, ACCESS)),
  sortOrder: Type.Optional(Type.Integer({ minimum: -100_000, maximum: 100_000, description: 'Lower first.' })),
};

export const AdminVenueCreateSchema = Type.Object(
  {
    ...venueFields,
    name: text(200),
    building: text(200),
    stepFreeRoute: text(5000, ACCESS),
    lifts: text(5000, ACCESS),
    toilets: text(5000, ACCESS),
    hearingLoop: text(5000, ACCESS),
    quietSpace: text(5000, ACCESS),
  },
  { additionalProperties: false },
);

export const AdminVenueUpdateSchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'The version the edit started from.' }),
    ...venueFields,
  },
  { additionalProperties: false },
);

export const AdminVenueSaveResultSchema = Type.Object({
  venue: AdminVenueSchema,
  sessionsUpdated: Type.Integer({ minimum: 0, description: 'Sessions whose location or building changed with it.' }),
});

export const VenueDeleteQuery = Type.Object({
  version: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'The version the admin confirmed.' }),
  detach: Type.Optional(
    Type.Boolean({ description: 'Delete even when sessions use the venue: they are left without a room.' }),
  ),
});

export const AdminVenueDeleteResultSchema = Type.Object({
  sessionsDetached: Type.Integer({ minimum: 0 }),
});

export type _AdminVenue = Assert<Equals<Static<typeof AdminVenueSchema>, AdminVenue>>;
export type _AdminVenueList = Assert<Equals<Static<typeof AdminVenueListSchema>, AdminVenueList>>;
export type _AdminVenueCreate = Assert<Equals<Static<typeof AdminVenueCreateSchema>, AdminVenueCreate>>;
export type _AdminVenueUpdate = Assert<Equals<Static<typeof AdminVenueUpdateSchema>, AdminVenueUpdate>>;
export type _AdminVenueSaveResult = Assert<Equals<Static<typeof AdminVenueSaveResultSchema>, AdminVenueSaveResult>>;
export type _AdminVenueDeleteResult = Assert<
  Equals<Static<typeof AdminVenueDeleteResultSchema>, AdminVenueDeleteResult>
>;
