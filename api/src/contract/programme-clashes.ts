/**
 * Programme clashes (issue 27), one pure module for the API, which refuses a clashing write, and for the
 * browser code (the attendee agenda's walking-time warnings, the admin Sessions tab's clash filter):
 * - a room clash: two sessions in the same room at overlapping times on one day;
 * - a speaker clash: one speaker in two sessions that overlap, or with less time between them than the
 *   step-free walk from one place to the other.
 * Cancelled sessions and sessions without a date or start time never clash. Posters and breaks share their hall
 * (the posters stand in the lunch room), so two of those in one room never clash with each other.
 */

import { dayInWords } from './dates-in-words.js';
import { walkingMinutes } from './walking-times.js';

/** A session without an end time is taken to last this long (attendee.md: 45 minutes). */
export const ASSUMED_SESSION_MINUTES = 45;

export interface Whereabouts {
  building: string | null;
  location: string | null;
}

/** What a clash check needs to know of a session. */
export interface ClashCandidate extends Whereabouts {
  id: number;
  title: string;
  status: 'active' | 'cancelled';
  sessionDate: string | null;
  /** 'HH:MM' or 'HH:MM:SS'. */
  startTime: string | null;
  endTime: string | null;
  venueId: number | null;
  /** 'Poster' and 'Break' share their room with each other. */
  sessionFormat: string | null;
  /** The session's speakers: `key` identifies one (an id, or a name in lower case), `name` is shown. */
  speakers: readonly { key: string; name: string }[];
}

/** One clash of a session with another, written out for a person. */
export interface ProgrammeClash {
  kind: 'room' | 'speaker';
  /** The other session. */
  otherSessionId: number;
  otherTitle: string;
  /** The speaker both sessions share (speaker clashes). */
  speaker: string | null;
  /** e.g. 'Room clash: Rowan Auditorium is also booked for "Core vocabulary" (Tuesday 14 September, 11:55–12:40), overlapping by 40 minutes'. */
  message: string;
}

const minutesOf = (time: string | null) => {
  const match = time ? /^(\d{1,2}):(\d{2})/.exec(time.trim()) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface Placed {
  session: ClashCandidate;
  start: number;
  end: number;
}

function placed(session: ClashCandidate): Placed | null {
  if (session.status === 'cancelled' || !session.sessionDate) return null;
  const start = minutesOf(session.startTime);
  if (start === null) return null;
  const stop = minutesOf(session.endTime);
  return { session, start, end: stop !== null && stop > start ? stop : start + ASSUMED_SESSION_MINUTES };
}

/** Two rooms are one when both are the same venue, or (either not a venue) their names match. */
function sameRoom(a: ClashCandidate, b: ClashCandidate): boolean {
  if (a.venueId !== null && b.venueId !== null) return a.venueId === b.venueId;
  const [x, y] = [a.location?.trim().toLowerCase(), b.location?.trim().toLowerCase()];
  return Boolean(x) && x === y;
}

const SHARED_FORMATS = new Set(['poster', 'break']);
const sharesRoom = (session: ClashCandidate) => SHARED_FORMATS.has(session.sessionFormat?.trim().toLowerCase() ?? '');

/** 'Tuesday 14 September, 11:55–12:40': the day in words, as everywhere else in the app. */
const when = (other: Placed) =>
  `${dayInWords(other.session.sessionDate ?? '')}, ${clock(other.start)}–${clock(other.end)}`;

/** Every clash of `session` with one of `others` (the session itself, if among them, is skipped). */
export function clashesOf(session: ClashCandidate, others: readonly ClashCandidate[]): ProgrammeClash[] {
  const self = placed(session);
  if (!self) return [];
  const clashes: ProgrammeClash[] = [];
  for (const candidate of others) {
    if (candidate.id === session.id || candidate.sessionDate !== session.sessionDate) continue;
    const other = placed(candidate);
    if (!other) continue;
    const overlap = Math.min(self.end, other.end) - Math.max(self.start, other.start);
    const base = { otherSessionId: candidate.id, otherTitle: candidate.title };
    if (sameRoom(session, candidate) && sharesRoom(session) && sharesRoom(candidate)) continue;
    if (overlap > 0 && sameRoom(session, candidate)) {
      clashes.push({
        ...base,
        kind: 'room',
        speaker: null,
        message: `Room clash: ${candidate.location ?? 'this room'} is also booked for "${candidate.title}" (${when(other)}), overlapping by ${minutesText(overlap)}`,
      });
    }
    const shared = session.speakers.filter((speaker) => candidate.speakers.some((s) => s.key === speaker.key));
    if (shared.length === 0) continue;
    const place = candidate.location ?? 'another place';
    if (overlap > 0) {
      for (const speaker of shared) {
        clashes.push({
          ...base,
          kind: 'speaker',
          speaker: speaker.name,
          message: `Speaker clash: ${speaker.name} is also in "${candidate.title}" (${place}, ${when(other)}), overlapping by ${minutesText(overlap)}`,
        });
      }
      continue;
    }
    const [first, second] = self.start < other.start ? [self, other] : [other, self];
    const walk = walkingMinutes(first.session, second.session);
    const gap = second.start - first.end;
    if (walk === null || gap >= walk) continue;
    for (const speaker of shared) {
      clashes.push({
        ...base,
        kind: 'speaker',
        speaker: speaker.name,
        message: `Speaker clash: ${speaker.name} has ${gap === 0 ? 'no time' : `only ${minutesText(gap)}`} to get from ${first.session.location ?? 'one place'} to ${second.session.location ?? 'the other'} between "${first.session.title}" and "${second.session.title}" (${dayInWords(session.sessionDate ?? '')}); the walk takes about ${minutesText(walk)}`,
      });
    }
  }
  return clashes;
}

/** The ids of every session that clashes with another (the admin Sessions tab's filter). */
export function sessionsWithClashes(sessions: readonly ClashCandidate[]): Set<number> {
  const byDay = new Map<string, ClashCandidate[]>();
  for (const session of sessions) {
    if (!placed(session)) continue;
    const day = session.sessionDate as string;
    byDay.set(day, [...(byDay.get(day) ?? []), session]);
  }
  const ids = new Set<number>();
  for (const day of byDay.values()) {
    for (const session of day) if (clashesOf(session, day).length > 0) ids.add(session.id);
  }
  return ids;
}

/** PATCH/POST /api/admin/sessions, reinstate and the import's apply: 'save anyway' over the clashes named. */
export interface ClashOverride {
  /** Why the clash is acceptable (1–1000 characters); kept in the audit log with the clashes. */
  reason: string;
}

/** The 409 answer to a clashing write sent without `saveAnyway`. */
export interface SessionClashError {
  statusCode: 409;
  code: 'SESSION_CLASH';
  message: string;
  clashes: ProgrammeClash[];
}
