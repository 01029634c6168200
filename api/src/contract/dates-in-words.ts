/**
 * Programme days in words, for messages the API writes and the admin pages show (issue 34, "Plain words"):
 * 'Monday 13 September' rather than '2027-09-13'. A session's date is a calendar day in the conference's own time
 * zone, so it is named by arithmetic and never shifted by the reader's zone. Pure; the browser's pages name days
 * with the design system's formatDateGB, which agrees with this.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
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

/**
 * 'Monday 13 September' for '2027-09-13' ('Monday 13 September 2027' with `year`). Anything that is not a real
 * 'YYYY-MM-DD' day comes back as it was, so a message never loses what it was given.
 */
export function dayInWords(isoDate: string, options: { year?: boolean } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!match) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return isoDate;
  const words = `${WEEKDAYS[date.getUTCDay()]} ${day} ${MONTHS[month - 1]}`;
  return options.year ? `${words} ${year}` : words;
}
