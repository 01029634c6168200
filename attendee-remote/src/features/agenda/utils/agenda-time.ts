import type { Session } from '@cc/api/contract';
import { DEFAULT_SESSION_MINUTES, parseTimeToMinutes } from '@cc/design-system';

/** attendee.md §9: a break is shown when the gap to the next session exceeds 15 minutes. */
export const BREAK_THRESHOLD_MINUTES = 15;

export interface Interval {
  /** Minutes after midnight. */
  start: number;
  end: number;
}

/** When a session runs on its day; no end time (or an end before the start) means 45 minutes. Null when TBA. */
export function sessionInterval(session: Pick<Session, 'startTime' | 'endTime'>): Interval | null {
  const start = parseTimeToMinutes(session.startTime);
  if (start === null) return null;
  const end = parseTimeToMinutes(session.endTime);
  return { start, end: end !== null && end > start ? end : start + DEFAULT_SESSION_MINUTES };
}

export function minutesText(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

function compareIgnoringCase(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Sessions by date, then start time; TBA dates and times last; then title. */
export function compareAgendaSessions(
  a: Pick<Session, 'sessionDate' | 'startTime' | 'title' | 'id'>,
  b: Pick<Session, 'sessionDate' | 'startTime' | 'title' | 'id'>,
): number {
  const maybe = (x: string | null, y: string | null) =>
    x === y ? 0 : x === null ? 1 : y === null ? -1 : x < y ? -1 : 1;
  const startA = parseTimeToMinutes(a.startTime);
  const startB = parseTimeToMinutes(b.startTime);
  return (
    maybe(a.sessionDate, b.sessionDate) ||
    (startA === startB ? 0 : startA === null ? 1 : startB === null ? -1 : startA - startB) ||
    // Titles without regard to case; not localeCompare, whose first call starts Intl as the agenda first draws.
    compareIgnoringCase(a.title, b.title) ||
    a.id - b.id
  );
}
