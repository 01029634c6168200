import type { Static } from 'typebox';
import { Type } from 'typebox';
import type { Session, SessionList, SessionSpeakerRef } from '../../contract/index';
import { type Assert, type Equals, Nullable, StringEnum } from '../../lib/schemas';

/** contract SessionSpeakerRef. */
export const SessionSpeakerRefSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
});

/** contract Session. */
export const SessionSchema = Type.Object({
  id: Type.Integer(),
  sessionNumber: Nullable(Type.String()),
  track: Nullable(Type.String()),
  title: Type.String(),
  description: Nullable(
    Type.String({ description: 'Keynote: description then abstract; otherwise abstract then description.' }),
  ),
  abstractContent: Nullable(Type.String()),
  abstractReferences: Nullable(Type.String()),
  abstractNumber: Nullable(Type.String()),
  hasAbstract: Type.Boolean(),
  speaker: Nullable(Type.String({ description: "Presenters joined with '; '." })),
  presenters: Type.Array(Type.String()),
  category: Type.String({ description: "topic_category, else session_format, else 'General'." }),
  sessionFormat: Nullable(Type.String()),
  topicCategory: Nullable(Type.String()),
  sessionLevel: Nullable(Type.String()),
  ageGroup: Nullable(Type.String()),
  status: StringEnum(['active', 'cancelled'] as const),
  cancellationNotes: Nullable(Type.String()),
  location: Nullable(Type.String()),
  building: Nullable(Type.String()),
  room: Nullable(Type.String()),
  venueId: Nullable(Type.Integer()),
  sessionDate: Nullable(Type.String({ format: 'date', description: 'YYYY-MM-DD, null when TBA.' })),
  day: Nullable(
    Type.String({
      description:
        'Weekday of the programme day the session is listed under, e.g. Monday. A programme day runs from 04:00 to 04:00, so a session at 00:30 on Tuesday is Monday.',
    }),
  ),
  startTime: Nullable(Type.String({ pattern: '^\\d{2}:\\d{2}$', description: 'HH:MM, null when TBA.' })),
  endTime: Nullable(Type.String({ pattern: '^\\d{2}:\\d{2}$', description: 'HH:MM, null when none.' })),
  updatedAt: Type.String({ format: 'date-time' }),
  speakers: Type.Optional(
    Type.Array(SessionSpeakerRefSchema, {
      description: 'The linked speakers in presenter order (GET /api/speakers/{slug}); since 1.4.0.',
    }),
  ),
});

/** contract SessionList. */
export const SessionListSchema = Type.Object({
  sessions: Type.Array(SessionSchema),
  total: Type.Integer(),
});

export const SessionKeyParams = Type.Object({
  key: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '^[^\\u0000-\\u001f]+$',
    description: 'A numeric id, a session number or a track label.',
  }),
});

export type _SessionMatchesContract = Assert<Equals<Static<typeof SessionSchema>, Session>>;
export type _SessionListMatchesContract = Assert<Equals<Static<typeof SessionListSchema>, SessionList>>;
export type _SessionSpeakerRefMatchesContract = Assert<
  Equals<Static<typeof SessionSpeakerRefSchema>, SessionSpeakerRef>
>;
