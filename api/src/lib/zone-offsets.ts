import type { UtcOffset } from '../contract/index';

const formats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    // Made once per zone: making one costs far more than using it, and a table asks about a thousand times.
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** How far either side of the conference the table reaches: pages count down to it and look back at it. */
const REACH_DAYS = 400;

/**
 * The zone's offsets from UTC around the conference days, each from the instant it starts: a page works out the
 * conference's wall clock from these by arithmetic. (A browser's Intl would do it, but its first use starts ICU,
 * which blocks a phone for 80-150 ms as Home opens.) Outside the table the nearest entry applies; a day or more
 * away from the conference, an hour's difference cannot change which conference day it is.
 */
export function utcOffsetsAround(timeZone: string, firstDate: string, lastDate: string): UtcOffset[] {
  const start = Date.parse(`${firstDate}T00:00:00Z`) - REACH_DAYS * DAY;
  const end = Date.parse(`${lastDate}T00:00:00Z`) + REACH_DAYS * DAY;
  const offsetAt = (instant: number) => Math.round(zoneOffsetMs(instant, timeZone) / MINUTE);
  const table: UtcOffset[] = [{ from: new Date(start).toISOString(), minutes: offsetAt(start) }];
  // Day by day, then to the minute within a day whose offset changed (zones change at most a few times a year).
  for (let day = start; day < end; day += DAY) {
    const before = offsetAt(day);
    if (offsetAt(day + DAY) === before) continue;
    let [low, high] = [day, day + DAY];
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (offsetAt(middle) === before) low = middle;
      else high = middle;
    }
    table.push({ from: new Date(high).toISOString(), minutes: offsetAt(high) });
  }
  return table;
}
