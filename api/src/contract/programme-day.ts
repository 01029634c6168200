/**
 * The programme day a session belongs to (issue 34): one rule for the web programme, the sessions API
 * (`Session.day`), the frab XML and the iCalendar forms. A conference day runs from the day change, 04:00 in the
 * conference's time zone, to 04:00 of the next morning, as frab and pretalx publish it: a session that starts at
 * 00:30 on Tuesday is part of Monday night's programme, listed after Monday's last evening session. Its date and
 * time stay what they are (Tuesday 00:30); only the day it is listed under changes. Pure, and shared with the
 * browser code.
 */

/** The hour at which one conference day hands over to the next. */
export const DAY_CHANGE = '04:00';
export const DAY_CHANGE_MINUTES = 4 * 60;
const MINUTES_PER_DAY = 24 * 60;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A time as the web programme reads one (design-system parseTimeToMinutes): 'HH:MM', 'H.MM', seconds allowed. */
const TIME = /(?:^|T|\s)(\d{1,2})[:.](\d{2})(?::\d{2}(?:\.\d+)?)?/;

/** Minutes after midnight; null when the text does not read as a time of day. */
function clockMinutes(time: string | null | undefined): number | null {
  const match = TIME.exec(time?.trim() ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours > 23 || minutes > 59 ? null : hours * 60 + minutes;
}

/** The calendar date before a 'YYYY-MM-DD' date. */
export function previousDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** True when a session starting at this time of day belongs to the programme day before its date. */
export function startsBeforeDayChange(startTime: string | null | undefined): boolean {
  const minutes = clockMinutes(startTime);
  return minutes !== null && minutes < DAY_CHANGE_MINUTES;
}

/**
 * 'YYYY-MM-DD' of the programme day a session belongs to: its date, or the date before when it starts before
 * 04:00. A session without a start time stays on its date; null without a readable date.
 */
export function programmeDayOf(
  sessionDate: string | null | undefined,
  startTime: string | null | undefined,
): string | null {
  const date = sessionDate?.trim().slice(0, 10) ?? '';
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return null;
  return startsBeforeDayChange(startTime) ? previousDate(date) : date;
}

/**
 * Minutes from the start of the session's programme day's calendar date: the clock's minutes, plus a day for a
 * start before 04:00 (00:30 → 24:30, after 23:00 of the day before). Null without a readable start time.
 */
export function programmeMinutesOf(startTime: string | null | undefined): number | null {
  const minutes = clockMinutes(startTime);
  if (minutes === null) return null;
  return minutes < DAY_CHANGE_MINUTES ? minutes + MINUTES_PER_DAY : minutes;
}
