/**
 * My Agenda, its calendar feed and the open-data programme (attendee.md §2 My Agenda; BEYOND "Calendar",
 * "Changes are visible", "Open data").
 */
import type { ConferenceConfig } from './conference.js';
import type { Session, SessionSpeakerRef } from './sessions.js';

/** What changed since the attendee bookmarked the session (all false when nothing is known). */
export interface AgendaChanges {
  /** Cancelled now, not cancelled when added. */
  cancelled: boolean;
  /** Date, start or end time differ from when added. */
  timeChanged: boolean;
  /** Location, building, room or venue differ from when added. */
  roomChanged: boolean;
  /** When the session was when added (what the attendee last saw); only with timeChanged. Since contract 1.4.0. */
  timeBefore?: AgendaTimeBefore;
  /** Where the session was when added; only with roomChanged. Since contract 1.4.0. */
  placeBefore?: AgendaPlaceBefore;
}

/** The session's date and times as the attendee saw them when adding it. */
export interface AgendaTimeBefore {
  /** YYYY-MM-DD, null when it was TBA. */
  sessionDate: string | null;
  /** HH:MM, null when it was TBA. */
  startTime: string | null;
  /** HH:MM, null when there was none. */
  endTime: string | null;
}

/** The session's place as the attendee saw it when adding it. */
export interface AgendaPlaceBefore {
  location: string | null;
  building: string | null;
  room: string | null;
}

export interface AgendaEntry {
  session: Session;
  /** ISO date-time the session was added to the agenda. */
  bookmarkedAt: string;
  changes: AgendaChanges;
}

/** GET /api/agenda — the caller's bookmarked sessions by date and start time (TBA last), cancelled ones included. */
export interface Agenda {
  entries: AgendaEntry[];
}

/**
 * GET /api/agenda/feed-token (creates the caller's token on first use, then returns the same one) and
 * POST /api/agenda/feed-token/rotate (replaces it; the old address stops working at once).
 * The feed, GET /api/calendar/{token}.ics, needs no cookie: the token is its only credential.
 */
export interface AgendaFeed {
  token: string;
  /** https://…/api/calendar/{token}.ics */
  feedUrl: string;
  /** The same address as webcal://…, which calendar apps open as a subscription. */
  webcalUrl: string;
  createdAt: string;
}

/**
 * One session of the open-data programme: the public session fields, its speakers (always present here, empty when
 * none; since 2.2.0: `id` survives a rename and is the frab person id) and its page's address.
 */
export interface OpenDataSession extends Session {
  speakers: SessionSpeakerRef[];
  url: string;
}

/** GET /api/open-data/programme.json */
export interface OpenDataProgramme {
  /** Identifies the data: the latest session change (ISO date-time), or null for an empty programme. */
  lastModified: string | null;
  conference: ConferenceConfig;
  sessions: OpenDataSession[];
}
