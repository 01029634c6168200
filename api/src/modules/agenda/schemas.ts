import { type Static, Type } from 'typebox';
import type { Agenda, AgendaFeed } from '../../contract/index';
import { type Assert, type Equals, Nullable } from '../../lib/schemas';
import { SessionSchema } from '../sessions/schemas';

export const AgendaChangesSchema = Type.Object({
  cancelled: Type.Boolean({ description: 'Cancelled now, not cancelled when added' }),
  timeChanged: Type.Boolean({ description: 'Date, start or end time differ from when added' }),
  roomChanged: Type.Boolean({ description: 'Location, building, room or venue differ from when added' }),
  timeBefore: Type.Optional(
    Type.Object(
      {
        sessionDate: Nullable(Type.String({ format: 'date', description: 'YYYY-MM-DD, null when it was TBA.' })),
        startTime: Nullable(Type.String({ pattern: '^\\d{2}:\\d{2}$', description: 'HH:MM, null when it was TBA.' })),
        endTime: Nullable(Type.String({ pattern: '^\\d{2}:\\d{2}$', description: 'HH:MM, null when there was none.' })),
      },
      {
        description:
          'The date and times when the session was added (what the attendee last saw); only with timeChanged',
      },
    ),
  ),
  placeBefore: Type.Optional(
    Type.Object(
      { location: Nullable(Type.String()), building: Nullable(Type.String()), room: Nullable(Type.String()) },
      { description: 'The place when the session was added; only with roomChanged' },
    ),
  ),
});

export const AgendaSchema = Type.Object({
  entries: Type.Array(
    Type.Object({
      session: SessionSchema,
      bookmarkedAt: Type.String({ format: 'date-time' }),
      changes: AgendaChangesSchema,
    }),
  ),
});
export type _AgendaMatches = Assert<Equals<Static<typeof AgendaSchema>, Agenda>>;

export const AgendaFeedSchema = Type.Object({
  token: Type.String(),
  feedUrl: Type.String({ description: 'https://…/api/calendar/{token}.ics' }),
  webcalUrl: Type.String({ description: 'The same address as webcal://…' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type _AgendaFeedMatches = Assert<Equals<Static<typeof AgendaFeedSchema>, AgendaFeed>>;

export const CalendarText = Type.String({ description: 'text/calendar (RFC 5545)' });
export const NotModified = Type.Null({ description: 'Not modified: the ETag in If-None-Match is current' });

export const FeedParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, description: 'The private token of the feed' }),
});
