/**
 * Time order for every list of sessions grouped by day and start time (programme, Q&A picker, a venue's page, a
 * speaker's page): days by date, start times by the clock, and the order the sessions arrived in (the programme's
 * track order) only among sessions that start at the same time (issue 27). Pure.
 *
 * A session belongs to the calendar date it starts on, the date its card, the calendar feed and the frab XML give
 * it: one at 00:30 on Tuesday comes first on Tuesday, not last on Monday. Times are read as minutes, so '9:00'
 * comes before '10:00' however the data spells them. Sessions without a date or a time come after those with.
 */
import type { Session } from '@cc/api/contract';
import { formatMinutes, parseTimeToMinutes } from '@cc/design-system';

const DATE = /^\d{4}-\d{2}-\d{2}/;

/** 'YYYY-MM-DD' of the day a session starts on, or null when its date is not set or unreadable. */
export function sessionDay(session: Pick<Session, 'sessionDate'>): string | null {
  const date = session.sessionDate?.trim() ?? '';
  return DATE.test(date) ? date.slice(0, 10) : null;
}

/** Minutes after midnight of a session's start, or null when it has no readable start time. */
export function startMinutes(session: Pick<Session, 'startTime'>): number | null {
  return parseTimeToMinutes(session.startTime);
}

/** Dates, then start times, nulls last; 0 for the same start, so a stable sort keeps the given order there. */
export function compareStart(
  a: Pick<Session, 'sessionDate' | 'startTime'>,
  b: Pick<Session, 'sessionDate' | 'startTime'>,
): number {
  return compareNullable(sessionDay(a), sessionDay(b)) || compareNullable(startMinutes(a), startMinutes(b));
}

/** The sessions in time order; sessions with the same start keep their order (Array.prototype.sort is stable). */
export function inTimeOrder<T extends Pick<Session, 'sessionDate' | 'startTime'>>(sessions: readonly T[]): T[] {
  return [...sessions].sort(compareStart);
}

/** 'HH:MM' of a session's start, or null. */
export function startLabel(session: Pick<Session, 'startTime'>): string | null {
  const minutes = startMinutes(session);
  return minutes === null ? null : formatMinutes(minutes);
}

/**
 * A fragment for element ids from a day and a start: '2027-09-13-0930', '2027-09-13-tba', 'tba-tba'. Only
 * digits, letters and hyphens, so it is a valid id and one per start time.
 */
export function timeSlotKey(day: string | null, minutes: number | null): string {
  const time = minutes === null ? 'tba' : formatMinutes(minutes).replace(':', '');
  return `${day ?? 'tba'}-${time}`;
}

function compareNullable<T extends string | number>(a: T | null, b: T | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
