/** Programme sessions as every page reads them. */

export type SessionStatus = 'active' | 'cancelled';

/** A programme session as the API returns it (derived fields already resolved). */
export interface Session {
  id: number;
  sessionNumber: string | null;
  track: string | null;
  title: string;
  /** Text to show: for Keynote description then abstract; otherwise abstract then description. */
  description: string | null;
  abstractContent: string | null;
  abstractReferences: string | null;
  abstractNumber: string | null;
  hasAbstract: boolean;
  /** Presenters joined with '; ' as the spec's `speaker` string. */
  speaker: string | null;
  presenters: string[];
  /** topic_category, else session_format, else 'General'. */
  category: string;
  sessionFormat: string | null;
  topicCategory: string | null;
  sessionLevel: string | null;
  ageGroup: string | null;
  status: SessionStatus;
  cancellationNotes: string | null;
  location: string | null;
  building: string | null;
  room: string | null;
  venueId: number | null;
  /** ISO date YYYY-MM-DD, or null when TBA. */
  sessionDate: string | null;
  /**
   * Weekday of the programme day the session is listed under, e.g. "Monday". A programme day runs from 04:00 to
   * 04:00 (programme-day.ts): a session at 00:30 on Tuesday is on Monday night's programme.
   */
  day: string | null;
  /** 'HH:MM' 24h, or null when TBA. */
  startTime: string | null;
  /** 'HH:MM' 24h, or null when the session has no end time (45 minutes is assumed where a length is needed). */
  endTime: string | null;
  updatedAt: string;
  /** The linked speaker records in presenter order (1.4.0); missing from answers that predate it. */
  speakers?: SessionSpeakerRef[];
}

/** A speaker as a session links it: presenters[i] is the name of speakers[i] when every presenter is linked. */
export interface SessionSpeakerRef {
  id: number;
  slug: string;
  name: string;
}

/** GET /api/sessions — every session in programme order (attendee.md §9), duplicates and untitled dropped. */
export interface SessionList {
  sessions: Session[];
  total: number;
}
