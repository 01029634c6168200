import { type Static, Type } from 'typebox';
import type {
  AdminSession,
  AdminSessionCreate,
  AdminSessionList,
  AdminSessionUpdate,
  ClashOverride,
  SessionBulkDeleteBody,
  SessionBulkDeleteResult,
  SessionCancelBody,
  SessionCancelResult,
  SessionDeleteImpact,
  SessionReinstateBody,
  SessionReinstateResult,
} from '../../contract/index';
import type { Assert, Equals } from '../../lib/schemas';
import { SessionSchema } from '../sessions/schemas';

const MAX_INT = 2_147_483_647;

export const AdminSessionSchema = Type.Object({
  ...SessionSchema.properties,
  version: Type.Integer({ minimum: 1, description: 'Send back with an edit (optimistic locking).' }),
});
export const AdminSessionListSchema = Type.Object({
  sessions: Type.Array(AdminSessionSchema),
  total: Type.Integer(),
});

export const SessionIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Numeric session id' }),
});

/** Text fields: no control characters except line breaks and tabs. */
const text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, pattern: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f]*$', description });

/** "Save anyway" over the clashes a write would make (issue 27): the reason is audited with them. */
export const ClashOverrideSchema = Type.Object(
  {
    reason: Type.String({
      minLength: 1,
      maxLength: 1000,
      pattern: '\\S',
      description: 'Why the clash is acceptable; kept in the audit log.',
    }),
  },
  { additionalProperties: false },
);

const saveAnyway = Type.Optional(ClashOverrideSchema);

/** Every field an admin sets, for create and edit (AdminSessionFields); checked further in session-changes.ts. */
const sessionFields = {
  title: Type.Optional(text(300)),
  sessionNumber: Type.Optional(text(50)),
  track: Type.Optional(text(100)),
  speaker: Type.Optional(text(1000, "Presenters separated by ';'; a new name becomes a new speaker.")),
  speakerIds: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT }), {
      maxItems: 50,
      description: 'Speakers of GET /api/admin/speakers in order; not together with speaker.',
    }),
  ),
  description: Type.Optional(text(20_000)),
  abstractContent: Type.Optional(text(20_000)),
  sessionLevel: Type.Optional(text(100)),
  topicCategory: Type.Optional(text(200)),
  sessionFormat: Type.Optional(text(200)),
  ageGroup: Type.Optional(text(200, 'The audience (age group).')),
  sessionDate: Type.Optional(text(10, "'YYYY-MM-DD'; empty clears it.")),
  startTime: Type.Optional(text(5, "'HH:MM' (24-hour); empty clears it.")),
  endTime: Type.Optional(text(5, "'HH:MM' (24-hour), after the start; empty clears it.")),
  venueId: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: MAX_INT }), Type.Null()], {
      description: 'A venue of GET /api/venues (sets location, building and room); null for none.',
    }),
  ),
  location: Type.Optional(text(300, 'A place that is not a venue (clears venueId, building and room).')),
  saveAnyway,
};

export const AdminSessionUpdateSchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'The version the edit started from.' }),
    ...sessionFields,
  },
  { additionalProperties: false },
);

export const AdminSessionCreateSchema = Type.Object(
  { ...sessionFields, title: text(300) },
  { additionalProperties: false },
);

export const BulkDeleteBodySchema = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT }), { minItems: 1, maxItems: 1000 }),
  },
  { additionalProperties: false },
);
export const BulkDeleteResultSchema = Type.Object({
  deletedIds: Type.Array(Type.Integer()),
  notFoundIds: Type.Array(Type.Integer()),
});

/** The session's version the admin saw: cancelling or reinstating what changed since answers 409 STALE_VERSION. */
const expectedVersion = Type.Integer({
  minimum: 1,
  maximum: MAX_INT,
  description: 'The version the admin saw (GET /api/admin/sessions); 409 STALE_VERSION when it changed since.',
});

export const CancelBodySchema = Type.Object(
  {
    reason: Type.Optional(text(1000, "Shown as 'Reason: …' in the announcement.")),
    version: expectedVersion,
  },
  { additionalProperties: false },
);
export const CancelResultSchema = Type.Object({
  session: AdminSessionSchema,
  announcement: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    summary: Type.String(),
    content: Type.String(),
  }),
});

export const ReinstateBodySchema = Type.Object(
  { version: expectedVersion, saveAnyway },
  { additionalProperties: false },
);
export const ReinstateResultSchema = CancelResultSchema;

export const DeleteImpactSchema = Type.Object({
  bookmarks: Type.Integer({ description: 'Bookmarks deleted with the session.' }),
  presenterLinks: Type.Integer({ description: 'Presenter links deleted with the session.' }),
  questions: Type.Integer({ description: 'Questions kept, no longer linked to a session.' }),
});

export type _AdminSession = Assert<Equals<Static<typeof AdminSessionSchema>, AdminSession>>;
export type _AdminSessionList = Assert<Equals<Static<typeof AdminSessionListSchema>, AdminSessionList>>;
export type _AdminSessionUpdate = Assert<Equals<Static<typeof AdminSessionUpdateSchema>, AdminSessionUpdate>>;
export type _BulkDeleteBody = Assert<Equals<Static<typeof BulkDeleteBodySchema>, SessionBulkDeleteBody>>;
export type _BulkDeleteResult = Assert<Equals<Static<typeof BulkDeleteResultSchema>, SessionBulkDeleteResult>>;
export type _CancelBody = Assert<Equals<Static<typeof CancelBodySchema>, SessionCancelBody>>;
export type _CancelResult = Assert<Equals<Static<typeof CancelResultSchema>, SessionCancelResult>>;
export type _AdminSessionCreate = Assert<Equals<Static<typeof AdminSessionCreateSchema>, AdminSessionCreate>>;
export type _ReinstateBody = Assert<Equals<Static<typeof ReinstateBodySchema>, SessionReinstateBody>>;
export type _ReinstateResult = Assert<Equals<Static<typeof ReinstateResultSchema>, SessionReinstateResult>>;
export type _ClashOverride = Assert<Equals<Static<typeof ClashOverrideSchema>, ClashOverride>>;
export type _DeleteImpact = Assert<Equals<Static<typeof DeleteImpactSchema>, SessionDeleteImpact>>;
