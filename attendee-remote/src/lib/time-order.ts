/**
 * Time order for every list of sessions grouped by day and start time (programme, Q&A picker, a venue's page, a
 * speaker's page): days by date, start times by the clock, and the order the sessions arrived in (the programme's
 * track order) only among sessions that start at the same time (issue 27). Pure.
 *
 * A session belongs to its programme day (issue 34; @cc/api/contract programme-day.ts), the one rule of the
 * sessions API's `day`, the frab XML and the calendar feeds: a day runs from 04:00 to 04:00, so one at 00:30 on
 * Tuesday is listed last on Monday, after Monday's evening. Times are read as minutes, so '9:00' comes before
 * '10:00' however the data spells them. Sessions without a date or a time come after those with.
 */
import { programmeDayOf, programmeMinutesOf, type Session } from '@cc/api/contract';
import { formatMinutes, parseTimeToMinutes } from '@cc/design-system';

/**
 * 'YYYY-MM-DD' of the programme day a session is listed under (its date, or the date before for a start before
 * 04:00), or null when its date is not set or unreadable.
 */
export function sessionDay(session: Pick<Session, 'sessionDate' | 'startTime'>): string | null {
  return programmeDayOf(session.sessionDate, session.startTime);
}

/** Minutes after midnight of a session's start, or null when it has no readable start time. */
export function startMinutes(session: Pick<Session, 'startTime'>): number | null {
  return parseTimeToMinutes(session.startTime);
}

/**
 * Minutes of a session's start into its programme day's date: 00:30 counts as 24:30, after 23:00 of the day it is
 * listed under. Null when it has no readable start time.
 */
export function programmeMinutes(session: Pick<Session, 'startTime'>): number | null {
  return programmeMinutesOf(session.startTime);
}

/**
 * Programme days, then start times within them, nulls last; 0 for the same start, so a stable sort keeps the
 * given order there. The same order as the clock: Tuesday 00:30 after Monday 23:00 and before Tuesday 09:00.
 */
export function compareStart(
  a: Pick<Session, 'sessionDate' | 'startTime'>,
  b: Pick<Session, 'sessionDate' | 'startTime'>,
): number {
  return compareNullable(sessionDay(a), sessionDay(b)) || compareNullable(programmeMinutes(a), programmeMinutes(b));
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
