/**
 * English names of a calendar day, worked out by arithmetic. The first Intl formatter or collator a page makes
 * starts the browser's ICU library, which blocks a phone for 80-150 ms (20-35 ms on a desktop, measured in
 * chromium); the pages that open the app name days without it. Time-zone conversions still use Intl.
 */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface CalendarDate {
  weekday: string;
  day: number;
  month: string;
  year: number;
}

/** 'YYYY-MM-DD' and nothing else: the shape of a calendar day. */
export const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a 'YYYY-MM-DD' calendar day (no time zone is involved); null when it is not a real day. */
export function calendarDate(isoDate: string): CalendarDate | null {
  const match = DATE_ONLY.exec(isoDate.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 February over into March: such a day does not exist.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return {
    weekday: WEEKDAY_NAMES[date.getUTCDay()] as string,
    day,
    month: MONTH_NAMES[month - 1] as string,
    year,
  };
}
