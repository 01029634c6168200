import { calendarDate, DATE_ONLY, MONTH_NAMES, WEEKDAY_NAMES } from './calendar-date';

export const DATE_FALLBACK = 'Date TBA';

/**
 * 'Monday 13 September 2027' (en-GB, no comma). A date-only string is a calendar day and is
 * formatted in UTC so that it never shifts a day in time zones west of Greenwich.
 */
export function formatDateGB(isoDate: string | null | undefined, fallback = DATE_FALLBACK): string {
  if (!isoDate) return fallback;
  // A programme has a handful of dates and formats each for every session on every filter: remember them.
  const key = `${isoDate}\n${fallback}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = formatDate(isoDate, fallback);
    formatted.set(key, text);
  }
  return text;
}

const formatted = new Map<string, string>();

function formatDate(isoDate: string, fallback: string): string {
  // Sessions carry calendar days: named by arithmetic, without starting Intl (calendar-date.ts).
  const day = calendarDate(isoDate);
  if (day) return `${day.weekday} ${day.day} ${day.month} ${day.year}`;
  // Shaped like a day but not one (31 February): not read as a date and time either.
  if (DATE_ONLY.test(isoDate.trim())) return fallback;
  // A date and time: the day it is in the reader's own time zone (Date's local fields need no Intl either).
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return fallback;
  return `${WEEKDAY_NAMES[date.getDay()]} ${date.getDate()} ${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`;
}
