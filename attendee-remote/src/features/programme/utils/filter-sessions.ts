import type { Session } from '@cc/api/contract';
import { formatDateGB } from '@cc/design-system';
import { sessionDay } from '../../../lib/time-order';
import { naturalCompare } from './natural-order';

/** The value of a day or track filter that lets everything through. */
export const ALL = 'all';

export interface ProgrammeFilters {
  search: string;
  /** A weekday name such as 'Monday', or ALL. */
  day: string;
  /** A track value such as '1.1' or 'Keynote', or ALL. */
  track: string;
  /** A category (topic, else format) as the data names it, or ALL (issue 18). */
  topic: string;
  /** A session level such as 'Beginner', or ALL. */
  level: string;
  /** An audience (the data's age group) such as 'Adults', or ALL. */
  audience: string;
}

export const NO_FILTERS: ProgrammeFilters = { search: '', day: ALL, track: ALL, topic: ALL, level: ALL, audience: ALL };

/** The filters chosen from the data's own values: which session field each one reads. */
export const VALUE_FILTERS = {
  topic: (session: Session) => session.category,
  level: (session: Session) => session.sessionLevel,
  audience: (session: Session) => session.ageGroup,
} as const;
export type ValueFilter = keyof typeof VALUE_FILTERS;

/** Exactly the chosen value, ignoring case and spaces around it. */
export function matchesValue(session: Session, filter: ValueFilter, wanted: string): boolean {
  return wanted === ALL || normalise(VALUE_FILTERS[filter](session)) === normalise(wanted);
}

/**
 * The distinct values of a field, sorted, for its select (after 'All ...'). Values that differ only in case are one
 * choice, as they are one to the filter; the first spelling met is shown.
 */
export function valueOptions(sessions: readonly Session[], filter: ValueFilter): string[] {
  const values = new Map<string, string>();
  for (const session of sessions) {
    const value = VALUE_FILTERS[filter](session)?.trim();
    if (value && !values.has(normalise(value))) values.set(normalise(value), value);
  }
  return [...values.values()].sort(naturalCompare);
}

const normalise = (text: string | null | undefined) => (text ?? '').trim().toLocaleLowerCase('en-GB');

/** attendee.md §5: case-insensitive over title, speaker, description or category. */
export function matchesSearch(session: Session, search: string): boolean {
  const needle = normalise(search);
  if (!needle) return true;
  const haystack = [session.title, session.speaker, ...session.presenters, session.description, session.category];
  return haystack.some((field) => normalise(field).includes(needle));
}

/**
 * attendee.md §5: the session's day name, or its formatted date starting with the chosen day. Both are of its
 * programme day (04:00 to 04:00, issue 34), so a session at 00:30 on Tuesday is found under Monday only.
 */
export function matchesDay(session: Session, day: string): boolean {
  if (day === ALL) return true;
  const wanted = normalise(day);
  if (normalise(session.day) === wanted) return true;
  const date = sessionDay(session);
  return date !== null && normalise(formatDateGB(date, '')).startsWith(wanted);
}

/** attendee.md §5: a track or session number starting with the selected value. */
export function matchesTrack(session: Session, track: string): boolean {
  if (track === ALL) return true;
  const wanted = normalise(track);
  return normalise(session.track).startsWith(wanted) || normalise(session.sessionNumber).startsWith(wanted);
}

export function filterSessions(sessions: readonly Session[], filters: ProgrammeFilters): Session[] {
  return sessions.filter(
    (session) =>
      matchesDay(session, filters.day) &&
      matchesTrack(session, filters.track) &&
      matchesValue(session, 'topic', filters.topic) &&
      matchesValue(session, 'level', filters.level) &&
      matchesValue(session, 'audience', filters.audience) &&
      matchesSearch(session, filters.search),
  );
}

export function hasActiveFilters(filters: ProgrammeFilters): boolean {
  return (
    filters.day !== ALL ||
    filters.track !== ALL ||
    filters.topic !== ALL ||
    filters.level !== ALL ||
    filters.audience !== ALL ||
    filters.search.trim() !== ''
  );
}

export function resultsLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} sessions`;
}

/** The days that occur in the data, in calendar order (sessions arrive in programme order, not by date). */
export function dayOptions(sessions: readonly Session[]): string[] {
  const firstDate = new Map<string, string>();
  for (const session of sessions) {
    const day = session.day?.trim();
    if (!day) continue;
    const date = sessionDay(session) ?? '9999-12-31';
    const known = firstDate.get(day);
    if (known === undefined || date < known) firstDate.set(day, date);
  }
  return [...firstDate.entries()]
    .sort(([dayA, dateA], [dayB, dateB]) => compareText(dateA, dateB) || compareText(dayA, dayB))
    .map(([day]) => day);
}

/** ISO dates and day names compare by their characters (localeCompare would start Intl: natural-order.ts). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The distinct track values, sorted, for the track select (after 'All Tracks'). */
export function trackOptions(sessions: readonly Session[]): string[] {
  const tracks = new Set<string>();
  for (const session of sessions) {
    const track = session.track?.trim();
    if (track) tracks.add(track);
  }
  return [...tracks].sort(naturalCompare);
}
