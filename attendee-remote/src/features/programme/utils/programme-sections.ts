import type { Session } from '@cc/api/contract';
import { DATE_FALLBACK, formatDateGB, formatMinutes, TIME_FALLBACK } from '@cc/design-system';
import type { WallTime } from '../../../lib/conference-clock';
import {
  inTimeOrder,
  programmeMinutes,
  sessionDay,
  startLabel,
  startMinutes,
  timeSlotKey,
} from '../../../lib/time-order';

/** One start time of a day: the sessions that begin then, in the programme's (track) order. */
export interface ProgrammeSlot {
  /** Digits, letters and hyphens only: '2027-09-13-0930', or '2027-09-13-tba' for sessions without a time. */
  key: string;
  /** 'Starting at 09:30', or the fallback for sessions without a time. */
  heading: string;
  /** 'HH:MM', or null for sessions without a time. */
  time: string | null;
  /**
   * Minutes of the start after midnight of the day's date, or null: past 24 h for a start after midnight, which
   * the programme lists with the day before (a day runs from 04:00 to 04:00).
   */
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
    const minutes = programmeMinutes(session);
    const slotKey = timeSlotKey(date, startMinutes(session));
    let slot = slotByKey.get(slotKey);
    if (!slot) {
      const time = startLabel(session);
      slot = {
        key: slotKey,
        heading: time === null ? TIME_FALLBACK : `Starting at ${time}${afterMidnight(session)}`,
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

/** ' (after midnight, Tuesday 14 September)' for a start that the programme lists with the day before; else ''. */
function afterMidnight(session: Session): string {
  const date = session.sessionDate?.slice(0, 10) ?? '';
  if (sessionDay(session) === date || date === '') return '';
  return ` (after midnight, ${formatDateGB(date).replace(/ \d{4}$/, '')})`;
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
 * Before 04:00 "now" is still the night of the day before, as the programme lists it.
 */
export function nowSlot(days: readonly ProgrammeDay[], wall: WallTime | null): ProgrammeSlot | null {
  if (!wall) return null;
  const time = formatMinutes(wall.minutes);
  const now = {
    date: sessionDay({ sessionDate: wall.date, startTime: time }),
    minutes: programmeMinutes({ startTime: time }) ?? wall.minutes,
  };
  const today = days.find((day) => day.key === now.date);
  if (!today) return null;
  const timed = today.slots.filter((slot) => slot.minutes !== null);
  let found: ProgrammeSlot | null = timed[0] ?? null;
  for (const slot of timed) {
    if ((slot.minutes as number) <= now.minutes) found = slot;
  }
  return found;
}
