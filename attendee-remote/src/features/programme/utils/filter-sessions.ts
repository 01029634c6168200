import type { Session } from '@cc/api/contract';
import { formatDateGB } from '@cc/design-system';
import { naturalCompare } from './natural-order';

/** The value of a day or track filter that lets everything through. */
export const ALL = 'all';

export interface ProgrammeFilters {
  search: string;
  /** A weekday name such as 'Monday', or ALL. */
  day: string;
  /** A track value such as '1.1' or 'Keynote', or ALL. */
  track: string;
}

export const NO_FILTERS: ProgrammeFilters = { search: '', day: ALL, track: ALL };

const normalise = (text: string | null | undefined) => (text ?? '').trim().toLocaleLowerCase('en-GB');

/** attendee.md §5: case-insensitive over title, speaker, description or category. */
export function matchesSearch(session: Session, search: string): boolean {
  const needle = normalise(search);
  if (!needle) return true;
  const haystack = [session.title, session.speaker, ...session.presenters, session.description, session.category];
  return haystack.some((field) => normalise(field).includes(needle));
}

/** attendee.md §5: the session's day name, or its formatted date starting with the chosen day. */
export function matchesDay(session: Session, day: string): boolean {
  if (day === ALL) return true;
  const wanted = normalise(day);
  if (normalise(session.day) === wanted) return true;
  return session.sessionDate !== null && normalise(formatDateGB(session.sessionDate, '')).startsWith(wanted);
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
      matchesSearch(session, filters.search),
  );
}

export function hasActiveFilters(filters: ProgrammeFilters): boolean {
  return filters.day !== ALL || filters.track !== ALL || filters.search.trim() !== '';
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
    const date = session.sessionDate ?? '9999-12-31';
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
