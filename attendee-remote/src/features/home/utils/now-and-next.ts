/**
 * "Now and next" on Home (BEYOND "Now and next"): what is on now and what starts next, computed against the
 * wall clock in the conference's time zone, so a visitor abroad still sees the conference's own times.
 *
 * - A session is placed when it has a date and a start time; without an end it lasts 45 minutes. Cancelled
 *   sessions are left out (they are not on).
 * - On now: start <= now < end.
 * - Next: the next slot, i.e. every session starting at the earliest start time after now (which may be on the
 *   next conference day).
 * - Before the first session the conference has not started; from the end of the last one it has ended. Either
 *   way the first slot is offered as "first sessions".
 */
import type { Session, UtcOffset } from '@cc/api/contract';
import { DEFAULT_SESSION_MINUTES, dateTimeFormat, parseTimeToMinutes } from '@cc/design-system';

/** A wall-clock time at the conference: calendar date and minutes after midnight. */
export interface WallTime {
  /** 'YYYY-MM-DD' */
  date: string;
  minutes: number;
}

export interface Slot {
  date: string;
  /** 'HH:MM' */
  startTime: string;
  sessions: Session[];
}

export type ConferencePhase = 'before' | 'running' | 'after' | 'empty';

export interface NowAndNext {
  phase: ConferencePhase;
  onNow: Session[];
  next: Slot | null;
  /** The first slot of the programme (for 'before' and 'after'). */
  first: Slot | null;
}

const MINUTES_PER_DAY = 24 * 60;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes since 1970-01-01 00:00 of a wall-clock time; only for comparing wall times with each other. */
function absoluteMinutes(date: string, minutes: number): number | null {
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

interface Placed {
  session: Session;
  index: number;
  date: string;
  startTime: string;
  start: number;
  end: number;
}

function place(sessions: readonly Session[]): Placed[] {
  const placed: Placed[] = [];
  sessions.forEach((session, index) => {
    if (session.status === 'cancelled' || !session.sessionDate) return;
    const startMinutes = parseTimeToMinutes(session.startTime);
    if (startMinutes === null) return;
    const start = absoluteMinutes(session.sessionDate, startMinutes);
    if (start === null) return;
    const endMinutes = parseTimeToMinutes(session.endTime);
    const length =
      endMinutes !== null && endMinutes > startMinutes ? endMinutes - startMinutes : DEFAULT_SESSION_MINUTES;
    placed.push({
      session,
      index,
      date: session.sessionDate,
      startTime: (session.startTime as string).slice(0, 5),
      start,
      end: start + length,
    });
  });
  // By start time, then in the order given (the programme order).
  return placed.sort((a, b) => a.start - b.start || a.index - b.index);
}

function slotAt(placed: readonly Placed[], start: number | undefined): Slot | null {
  if (start === undefined) return null;
  const inSlot = placed.filter((p) => p.start === start);
  const first = inSlot[0];
  if (!first) return null;
  return { date: first.date, startTime: first.startTime, sessions: inSlot.map((p) => p.session) };
}

export function computeNowAndNext(sessions: readonly Session[], now: WallTime): NowAndNext {
  const placed = place(sessions);
  const first = slotAt(placed, placed[0]?.start);
  const current = absoluteMinutes(now.date, now.minutes);
  if (placed.length === 0 || current === null) return { phase: 'empty', onNow: [], next: null, first };

  const lastEnd = Math.max(...placed.map((p) => p.end));
  const firstStart = placed[0]?.start ?? 0;
  if (current < firstStart) return { phase: 'before', onNow: [], next: first, first };
  if (current >= lastEnd) return { phase: 'after', onNow: [], next: null, first };

  const onNow = placed.filter((p) => p.start <= current && current < p.end).map((p) => p.session);
  const next = slotAt(placed, placed.find((p) => p.start > current)?.start);
  return { phase: 'running', onNow, next, first };
}
