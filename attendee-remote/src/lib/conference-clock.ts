/**
 * The conference's wall clock (its date and time of day in its own time zone), shared by Home's "Now and next"
 * and "Your next session" and by session reminders, so they agree on what "now" is. Also the `?now=` override
 * of Home, for demonstrations and tests (features/home/README.md). Pure.
 */
import type { UtcOffset } from '@cc/api/contract';
import { dateTimeFormat } from '@cc/design-system';

/** A wall-clock time at the conference: calendar date and minutes after midnight. */
export interface WallTime {
  /** 'YYYY-MM-DD' */
  date: string;
  minutes: number;
}

const MINUTES_PER_DAY = 24 * 60;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes since 1970-01-01 00:00 of a wall-clock time; only for comparing wall times with each other. */
export function absoluteMinutes(date: string, minutes: number): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
  return Number.isFinite(day) ? day * MINUTES_PER_DAY + minutes : null;
}

/** The wall clock in `timeZone` at `instant`. */
export function wallClock(instant: Date, timeZone: string, utcOffsets: readonly UtcOffset[] = []): WallTime {
  const offset = offsetAt(instant.getTime(), utcOffsets);
  if (offset !== null) {
    // By arithmetic from the API's table of the zone's offsets: Intl's first use would block the page as it opens.
    const shifted = new Date(instant.getTime() + offset * 60_000);
    return { date: shifted.toISOString().slice(0, 10), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
  }
  const parts = dateTimeFormat({
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

/** Minutes ahead of UTC at `time` by the table (the nearest entry outside it); null without a table. */
function offsetAt(time: number, utcOffsets: readonly UtcOffset[]): number | null {
  let found: UtcOffset | undefined = utcOffsets[0];
  for (const entry of utcOffsets) {
    if (Date.parse(entry.from) > time) break;
    found = entry;
  }
  return found ? found.minutes : null;
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * The `?now=` override of Home, for demonstrations and tests only. Accepts an ISO date-time with an offset or Z
 * ('2027-09-13T10:10:00Z', '2027-09-13T11:10+01:00'), converted to the conference's wall clock, or one without
 * an offset ('2027-09-13T11:10'), read as conference time. A '+' that arrived as a space is put back.
 * Null when absent or not a date-time.
 */
export function parseNowOverride(
  value: string | null,
  timeZone: string,
  utcOffsets: readonly UtcOffset[] = [],
): WallTime | null {
  if (!value) return null;
  const text = value.trim().replace(/(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?) (\d{2}(?::?\d{2})?)$/, '$1+$2');
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const hours = Number(local[2]);
    const minutes = Number(local[3]);
    if (hours > 23 || minutes > 59 || absoluteMinutes(local[1] as string, 0) === null) return null;
    return { date: local[1] as string, minutes: hours * 60 + minutes };
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : wallClock(instant, timeZone, utcOffsets);
}
