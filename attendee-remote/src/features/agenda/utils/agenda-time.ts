import type { Session } from '@cc/api/contract';
import { DEFAULT_SESSION_MINUTES, parseTimeToMinutes } from '@cc/design-system';
import { programmeMinutes, sessionDay } from '../../../lib/time-order';

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

/**
 * `sessionInterval` in minutes of the session's programme day (issue 34): a start after midnight counts past 24 h
 * (00:30 → 1470), so it follows the evening of the day it is listed under.
 */
export function programmeInterval(session: Pick<Session, 'startTime' | 'endTime'>): Interval | null {
  const interval = sessionInterval(session);
  const start = programmeMinutes(session);
  if (!interval || start === null) return null;
  return { start, end: interval.end + (start - interval.start) };
}

export function minutesText(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

function compareIgnoringCase(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Sessions by programme day, then start time (after midnight last, as the clock goes); TBA last; then title. */
export function compareAgendaSessions(
  a: Pick<Session, 'sessionDate' | 'startTime' | 'title' | 'id'>,
  b: Pick<Session, 'sessionDate' | 'startTime' | 'title' | 'id'>,
): number {
  const maybe = (x: string | null, y: string | null) =>
    x === y ? 0 : x === null ? 1 : y === null ? -1 : x < y ? -1 : 1;
  const startA = programmeMinutes(a);
  const startB = programmeMinutes(b);
  return (
    maybe(sessionDay(a), sessionDay(b)) ||
    (startA === startB ? 0 : startA === null ? 1 : startB === null ? -1 : startA - startB) ||
    // Titles without regard to case; not localeCompare, whose first call starts Intl as the agenda first draws.
    compareIgnoringCase(a.title, b.title) ||
    a.id - b.id
  );
}
