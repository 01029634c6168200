import type { Session } from '@cc/api/contract';
import { DATE_FALLBACK, formatDateGB, TIME_FALLBACK } from '@cc/design-system';
import type { WallTime } from '../../../lib/conference-clock';
import { inTimeOrder, sessionDay, startLabel, startMinutes, timeSlotKey } from '../../../lib/time-order';

/** One start time of a day: the sessions that begin then, in the programme's (track) order. */
export interface ProgrammeSlot {
  /** Digits, letters and hyphens only: '2027-09-13-0930', or '2027-09-13-tba' for sessions without a time. */
  key: string;
  /** 'Starting at 09:30', or the fallback for sessions without a time. */
  heading: string;
  /** 'HH:MM', or null for sessions without a time. */
  time: string | null;
  /** Minutes after midnight of the start, or null. */
  minutes: number | null;
  sessions: Session[];
}

/** One day of the programme, with its start times in order. */
export interface ProgrammeDay {
  /** 'YYYY-MM-DD', or 'no-date'. */
  key: string;
  /** 'Monday 13 September 2027', or the fallback for sessions without a date. */
  heading: string;
  slots: ProgrammeSlot[];
}

const NO_DATE = 'no-date';

/**
 * The sessions shown, grouped by day and then by start time, so that a screen reader can move by headings and a
 * switch or keyboard user can jump to a day or a time instead of passing every card (issues 18 and 27). The API
 * sends the programme in track order (attendee.md §4); here days follow the calendar and start times the clock,
 * and the track order is kept only among sessions that start together. Sessions without a date or time come last.
 */
export function programmeSections(sessions: readonly Session[]): ProgrammeDay[] {
  const days: ProgrammeDay[] = [];
  const dayByKey = new Map<string, ProgrammeDay>();
  const slotByKey = new Map<string, ProgrammeSlot>();
  for (const session of inTimeOrder(sessions)) {
    const date = sessionDay(session);
    const dayKey = date ?? NO_DATE;
    let day = dayByKey.get(dayKey);
    if (!day) {
      day = { key: dayKey, heading: date === null ? DATE_FALLBACK : formatDateGB(date), slots: [] };
      dayByKey.set(dayKey, day);
      days.push(day);
    }
    const minutes = startMinutes(session);
    const slotKey = timeSlotKey(date, minutes);
    let slot = slotByKey.get(slotKey);
    if (!slot) {
      const time = startLabel(session);
      slot = {
        key: slotKey,
        heading: time === null ? TIME_FALLBACK : `Starting at ${time}`,
        time,
        minutes,
        sessions: [],
      };
      slotByKey.set(slotKey, slot);
      day.slots.push(slot);
    }
    slot.sessions.push(session);
  }
  return days;
}

/** The element id of a day's heading, for the jump links. */
export function dayHeadingId(day: ProgrammeDay): string {
  return `programme-day-${day.key}`;
}

/** The element id of a start time's heading: unique and without spaces, so `aria-labelledby` finds it. */
export function slotHeadingId(slot: ProgrammeSlot): string {
  return `programme-slot-${slot.key}`;
}

/**
 * The start time to jump to for "now": on a day of the programme shown, the last start at or before the
 * conference's time (what is on now, or has just begun), else that day's first start. Null on any other day.
 */
export function nowSlot(days: readonly ProgrammeDay[], now: WallTime | null): ProgrammeSlot | null {
  if (!now) return null;
  const today = days.find((day) => day.key === now.date);
  if (!today) return null;
  const timed = today.slots.filter((slot) => slot.minutes !== null);
  let found: ProgrammeSlot | null = timed[0] ?? null;
  for (const slot of timed) {
    if ((slot.minutes as number) <= now.minutes) found = slot;
  }
  return found;
}
