import { type Static, Type } from 'typebox';
import type { Agenda, AgendaFeed } from '../../contract/index';
import type { Assert, Equals } from '../../lib/schemas';
import { SessionSchema } from '../sessions/schemas';

export const AgendaChangesSchema = Type.Object({
  cancelled: Type.Boolean({ description: 'Cancelled now, not cancelled when added' }),
  timeChanged: Type.Boolean({ description: 'Date, start or end time differ from when added' }),
  roomChanged: Type.Boolean({ description: 'Location, building, room or venue differ from when added' }),
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
