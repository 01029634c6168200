import type { ConferenceConfig, Session } from '@cc/api/contract';
import { calendarDate, formatDateGB, formatMinutes, formatTimeRange } from '@cc/design-system';
import { programmeMinutes, sessionDay } from '../../../lib/time-order';

/** attendee.md §3: timetable defaults. */
export const TIMETABLE_LOCATION_FALLBACK = 'TBA';
export const TIMETABLE_TRACK_FALLBACK = 'General';
export const TIMETABLE_CATEGORY_FALLBACK = 'Session';

/** Categories with a colour of their own (attendee.md §2); every other category gets 'default'. */
export const CATEGORY_KEYS = [
  'keynote',
  'workshop',
  'panel',
  'presentation',
  'break',
  'networking',
  'session',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number] | 'default';

/** Day colours are defined for every weekday; a day that is not a weekday name gets 'default'. */
export const DAY_KEYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type DayKey = (typeof DAY_KEYS)[number] | 'default';

export type ConferenceDay = ConferenceConfig['days'][number];

export interface TimetableDay {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  dayName: string;
  /** 'Monday 13 September 2027'. */
  label: string;
  colour: DayKey;
  /** Sessions shown in this day's column. */
  count: number;
}

export interface TimetableEntry {
  session: Session;
  category: string;
  colour: CategoryKey;
  location: string;
  track: string;
  /** '09:30–10:15'; no end time means 45 minutes. */
  timeRange: string;
  cancelled: boolean;
}

export interface TimetableRow {
  /** Minutes after midnight of the programme day's date: past 24 h (1470 for 00:30) for a start after midnight. */
  start: number;
  /** 'HH:MM' by the clock ('00:30'). */
  label: string;
  /** One cell per day, in the order of `days`: the sessions starting at this time on that day. */
  cells: TimetableEntry[][];
}

export interface Timetable {
  days: TimetableDay[];
  rows: TimetableRow[];
  /** Sessions placed in the grid. */
  total: number;
  /** Sessions left off because they have no date or no readable start time. */
  leftOff: number;
}

function isCalendarDate(value: string): boolean {
  return calendarDate(value) !== null;
}

function weekdayOf(isoDate: string): string {
  return calendarDate(isoDate)?.weekday ?? '';
}

export function categoryColour(category: string): CategoryKey {
  const key = category.trim().toLowerCase();
  return (CATEGORY_KEYS as readonly string[]).includes(key) ? (key as CategoryKey) : 'default';
}

export function dayColour(dayName: string): DayKey {
  const key = dayName.trim().toLowerCase();
  return (DAY_KEYS as readonly string[]).includes(key) ? (key as DayKey) : 'default';
}

function toEntry(session: Session): TimetableEntry {
  const category = session.category?.trim() || TIMETABLE_CATEGORY_FALLBACK;
  return {
    session,
    category,
    colour: categoryColour(category),
    location: session.location?.trim() || TIMETABLE_LOCATION_FALLBACK,
    track: session.track?.trim() || TIMETABLE_TRACK_FALLBACK,
    timeRange: formatTimeRange(session.startTime, session.endTime),
    cancelled: session.status === 'cancelled',
  };
}

/**
 * The timetable grid (attendee.md §2, BEYOND D11): one column per conference day (the configured days, plus any
 * other day that has sessions, by programme day: 04:00 to 04:00), one row per distinct start time (a start after
 * midnight is a row after 23:59, under the day before), each cell the sessions starting then, in the
 * order given (the programme's order). Sessions without a date or a readable start time are left off.
 */
export function buildTimetable(sessions: readonly Session[], conferenceDays: readonly ConferenceDay[] = []): Timetable {
  const dayNames = new Map<string, string>();
  for (const day of conferenceDays) {
    if (isCalendarDate(day.date)) dayNames.set(day.date, day.dayName.trim() || weekdayOf(day.date));
  }

  const placed: { date: string; start: number; entry: TimetableEntry }[] = [];
  let leftOff = 0;
  for (const session of sessions) {
    // The programme day (a day runs 04:00 to 04:00, issue 34): 00:30 on Tuesday is the last row of Monday night.
    const date = sessionDay(session) ?? '';
    const start = programmeMinutes(session);
    if (!isCalendarDate(date) || start === null) {
      leftOff += 1;
      continue;
    }
    if (!dayNames.has(date)) dayNames.set(date, weekdayOf(date));
    placed.push({ date, start, entry: toEntry(session) });
  }

  const dates = [...dayNames.keys()].sort();
  const column = new Map(dates.map((date, index) => [date, index]));
  const counts = dates.map(() => 0);
  const rowsByStart = new Map<number, TimetableRow>();
  for (const { date, start, entry } of placed) {
    let row = rowsByStart.get(start);
    if (!row) {
      row = { start, label: formatMinutes(start), cells: dates.map(() => []) };
      rowsByStart.set(start, row);
    }
    const index = column.get(date)!;
    row.cells[index]!.push(entry);
    counts[index]! += 1;
  }

  const days = dates.map((date, index) => {
    const dayName = dayNames.get(date)!;
    return { date, dayName, label: formatDateGB(date), colour: dayColour(dayName), count: counts[index]! };
  });
  const rows = [...rowsByStart.values()].sort((a, b) => a.start - b.start);
  return { days, rows, total: placed.length, leftOff };
}

/** '1 session', '12 sessions'. */
export function sessionCountText(count: number): string {
  return `${count} ${count === 1 ? 'session' : 'sessions'}`;
}
