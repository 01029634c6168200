import type { Session } from '@cc/api/contract';
import { DATE_FALLBACK, formatDateGB, formatMinutes, parseTimeToMinutes, TIME_FALLBACK } from '@cc/design-system';

/** One start time of a day: the sessions that begin then, in the programme's order. */
export interface ProgrammeSlot {
  key: string;
  /** 'Starting at 09:30', or the fallback for sessions without a time. */
  heading: string;
  sessions: Session[];
}

/** One day of the programme, with its start times in order. */
export interface ProgrammeDay {
  key: string;
  /** 'Monday 13 September 2027', or the fallback for sessions without a date. */
  heading: string;
  slots: ProgrammeSlot[];
}

const NO_DATE = 'no-date';
const NO_TIME = 'no-time';

/**
 * The sessions shown, grouped by day and then by start time, so that a screen reader can move by headings and a
 * switch or keyboard user can jump to a day instead of passing every card (issue 18). The API sends the programme
 * in date and time order; sessions without a date or time come last, as they do there.
 */
export function programmeSections(sessions: readonly Session[]): ProgrammeDay[] {
  const days: ProgrammeDay[] = [];
  const dayByKey = new Map<string, ProgrammeDay>();
  const slotByKey = new Map<string, ProgrammeSlot>();
  for (const session of sessions) {
    const dayKey = session.sessionDate?.slice(0, 10) || NO_DATE;
    let day = dayByKey.get(dayKey);
    if (!day) {
      const heading = dayKey === NO_DATE ? DATE_FALLBACK : formatDateGB(dayKey);
      day = { key: dayKey, heading, slots: [] };
      dayByKey.set(dayKey, day);
      days.push(day);
    }
    const minutes = parseTimeToMinutes(session.startTime);
    const time = minutes === null ? null : formatMinutes(minutes);
    const slotKey = `${dayKey} ${time ?? NO_TIME}`;
    let slot = slotByKey.get(slotKey);
    if (!slot) {
      slot = { key: slotKey, heading: time === null ? TIME_FALLBACK : `Starting at ${time}`, sessions: [] };
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
