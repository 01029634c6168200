import { type Static, Type } from 'typebox';
import type {
  AdminPresenterUrl,
  AdminPresenterUrlList,
  AdminPresenterUrlStatusFilter,
  ModeratePresenterUrlBody,
} from '../../contract/index';
import { type Assert, type Equals, Nullable, StringEnum } from '../../lib/schemas';

const MAX_INT = 2_147_483_647;
export const NOTES_MAX = 2000;

const STATUSES = ['pending', 'approved', 'rejected'] as const;
const FILTERS = ['all', ...STATUSES] as const;
const DateTime = Type.String({ format: 'date-time' });

export const AdminPresenterUrlSchema = Type.Object({
  id: Type.Integer(),
  sessionId: Type.Integer(),
  session: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    sessionNumber: Nullable(Type.String()),
    track: Nullable(Type.String()),
    day: Nullable(Type.String()),
    sessionDate: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
    startTime: Nullable(Type.String({ description: 'HH:MM' })),
    endTime: Nullable(Type.String({ description: 'HH:MM' })),
    location: Nullable(Type.String()),
  }),
  presenterName: Type.String(),
  presenterEmail: Type.String(),
  url: Type.String(),
  description: Nullable(Type.String()),
  status: StringEnum(STATUSES),
  moderatedBy: Nullable(Type.String()),
  moderatedByName: Nullable(Type.String()),
  moderatedByEmail: Nullable(Type.String()),
  moderatedAt: Nullable(DateTime),
  moderationNotes: Nullable(Type.String()),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const AdminPresenterUrlListSchema = Type.Object({
  urls: Type.Array(AdminPresenterUrlSchema),
  counts: Type.Object({
    total: Type.Integer(),
    pending: Type.Integer(),
    approved: Type.Integer(),
    rejected: Type.Integer(),
  }),
});

export const PresenterUrlListQuery = Type.Object(
  {
    status: Type.Optional(
      StringEnum(FILTERS, { description: 'Which URLs: pending, approved, rejected or all (the default).' }),
    ),
  },
  { additionalProperties: false },
);

export const PresenterUrlIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Numeric presenter URL id' }),
});

export const ModeratePresenterUrlSchema = Type.Object(
  {
    status: StringEnum(['approved', 'rejected'] as const, { description: 'The moderation decision.' }),
    notes: Type.Optional(
      Nullable(
        Type.String({
          maxLength: NOTES_MAX,
          description: `Optional moderation notes, at most ${NOTES_MAX} characters; blank is stored as none.`,
        }),
      ),
    ),
  },
  { additionalProperties: false },
);

export type _AdminPresenterUrlMatches = Assert<Equals<Static<typeof AdminPresenterUrlSchema>, AdminPresenterUrl>>;
export type _AdminPresenterUrlListMatches = Assert<
  Equals<Static<typeof AdminPresenterUrlListSchema>, AdminPresenterUrlList>
>;
export type _FilterMatches = Assert<
  Equals<NonNullable<Static<typeof PresenterUrlListQuery>['status']>, AdminPresenterUrlStatusFilter>
>;
export type _ModerateMatches = Assert<Equals<Static<typeof ModeratePresenterUrlSchema>, ModeratePresenterUrlBody>>;
