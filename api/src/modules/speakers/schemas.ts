import { type Static, Type } from 'typebox';
import type {
  AdminSpeaker,
  AdminSpeakerCreate,
  AdminSpeakerDeleteResult,
  AdminSpeakerList,
  AdminSpeakerMerge,
  AdminSpeakerMergeResult,
  AdminSpeakerUpdate,
  SpeakerDetail,
  SpeakerList,
  SpeakerSummary,
} from '../../contract/index';
import { type Assert, type Equals, INT4_MAX, Nullable } from '../../lib/schemas';
import { SessionSchema } from '../sessions/schemas';

export const SpeakerSummarySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  affiliation: Nullable(Type.String()),
  sessionCount: Type.Integer({ minimum: 1 }),
});
export const SpeakerListSchema = Type.Object({ speakers: Type.Array(SpeakerSummarySchema) });

export const SpeakerDetailSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  bio: Type.String({ description: 'Plain text; blank lines separate paragraphs. Empty when none was written.' }),
  affiliation: Nullable(Type.String()),
  sessions: Type.Array(SessionSchema, { description: 'In programme order.' }),
});

export const SpeakerSlugParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$', description: 'e.g. ann-one' }),
});

export const AdminSpeakerSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  bio: Type.String(),
  affiliation: Nullable(Type.String()),
  sessionCount: Type.Integer({ minimum: 0 }),
  version: Type.Integer({ minimum: 1, description: 'Send back with an edit (optimistic locking).' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export const AdminSpeakerListSchema = Type.Object({ speakers: Type.Array(AdminSpeakerSchema) });

export const SpeakerIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'Numeric speaker id' }),
});

/** Text fields: no control characters except line breaks and tabs. */
const text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, pattern: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f]*$', description });
/** A name is one line: semicolons separate presenters in the session editor's text, so none here either. */
const name = () => Type.String({ maxLength: 200, pattern: '^[^\\u0000-\\u001f;]*$', description: 'One line, no ";".' });

export const AdminSpeakerCreateSchema = Type.Object(
  {
    name: name(),
    bio: Type.Optional(text(5000, 'Plain text; blank lines separate paragraphs.')),
    affiliation: Type.Optional(text(200, "'' for none.")),
  },
  { additionalProperties: false },
);

export const AdminSpeakerUpdateSchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'The version the edit started from.' }),
    name: Type.Optional(name()),
    bio: Type.Optional(text(5000, 'Plain text; blank lines separate paragraphs.')),
    affiliation: Type.Optional(text(200, "'' for none.")),
  },
  { additionalProperties: false },
);

export const AdminSpeakerDeleteResultSchema = Type.Object({
  sessionsUpdated: Type.Integer({ description: 'Sessions that no longer list the speaker.' }),
});

export const AdminSpeakerMergeSchema = Type.Object(
  {
    speakerId: Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'The speaker merged into this one.' }),
    version: Type.Integer({ minimum: 1, maximum: INT4_MAX, description: "The kept speaker's version." }),
    speakerVersion: Type.Integer({ minimum: 1, maximum: INT4_MAX, description: "The merged speaker's version." }),
  },
  { additionalProperties: false },
);

export const AdminSpeakerMergeResultSchema = Type.Object({
  speaker: AdminSpeakerSchema,
  sessionsUpdated: Type.Integer({ description: 'Sessions that moved to the kept speaker.' }),
});

export type _AdminSpeakerMerge = Assert<Equals<Static<typeof AdminSpeakerMergeSchema>, AdminSpeakerMerge>>;
export type _AdminSpeakerMergeResult = Assert<
  Equals<Static<typeof AdminSpeakerMergeResultSchema>, AdminSpeakerMergeResult>
>;
export type _SpeakerSummary = Assert<Equals<Static<typeof SpeakerSummarySchema>, SpeakerSummary>>;
export type _SpeakerList = Assert<Equals<Static<typeof SpeakerListSchema>, SpeakerList>>;
export type _SpeakerDetail = Assert<Equals<Static<typeof SpeakerDetailSchema>, SpeakerDetail>>;
export type _AdminSpeaker = Assert<Equals<Static<typeof AdminSpeakerSchema>, AdminSpeaker>>;
export type _AdminSpeakerList = Assert<Equals<Static<typeof AdminSpeakerListSchema>, AdminSpeakerList>>;
export type _AdminSpeakerCreate = Assert<Equals<Static<typeof AdminSpeakerCreateSchema>, AdminSpeakerCreate>>;
export type _AdminSpeakerUpdate = Assert<Equals<Static<typeof AdminSpeakerUpdateSchema>, AdminSpeakerUpdate>>;
export type _AdminSpeakerDeleteResult = Assert<
  Equals<Static<typeof AdminSpeakerDeleteResultSchema>, AdminSpeakerDeleteResult>
>;
