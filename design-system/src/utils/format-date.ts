import { dateTimeFormat } from './date-time-format';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

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
  const dateOnly = DATE_ONLY.exec(isoDate.trim());
  const date = dateOnly
    ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])))
    : new Date(isoDate);
  if (Number.isNaN(date.getTime())) return fallback;
  const parts = dateTimeFormat({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}
