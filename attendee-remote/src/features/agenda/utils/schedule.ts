/**
 * The schedule view's data (attendee.md §2 My Agenda): entries grouped by day, with a break line wherever
 * the gap to the next session exceeds 15 minutes. Pure.
 */
import type { AgendaEntry } from '@cc/api/contract';
import { sessionDay } from '../../../lib/time-order';
import { BREAK_THRESHOLD_MINUTES, compareAgendaSessions, programmeInterval } from './agenda-time';

export type ScheduleItem =
  | { kind: 'entry'; entry: AgendaEntry }
  | { kind: 'break'; minutes: number; from: number; to: number };

export interface ScheduleDay {
  /** ISO date of the programme day (04:00 to 04:00, issue 34), or null for sessions whose date is still TBA (last). */
  date: string | null;
  items: ScheduleItem[];
}

/**
 * Breaks are measured from the latest end so far (so a long session that overlaps shorter ones leaves no
 * false gap), between sessions that take place: a cancelled session neither starts nor ends a break.
 */
export function buildSchedule(entries: readonly AgendaEntry[]): ScheduleDay[] {
  const sorted = [...entries].sort((a, b) => compareAgendaSessions(a.session, b.session));
  const days: ScheduleDay[] = [];
  let lastEnd: number | null = null;
  for (const entry of sorted) {
    let day = days.at(-1);
    const date = sessionDay(entry.session);
    if (!day || day.date !== date) {
      day = { date, items: [] };
      days.push(day);
      lastEnd = null;
    }
    const interval = entry.session.status === 'cancelled' ? null : programmeInterval(entry.session);
    if (interval && day.date !== null) {
      if (lastEnd !== null && interval.start - lastEnd > BREAK_THRESHOLD_MINUTES) {
        day.items.push({ kind: 'break', minutes: interval.start - lastEnd, from: lastEnd, to: interval.start });
      }
      lastEnd = Math.max(lastEnd ?? interval.end, interval.end);
    }
    day.items.push({ kind: 'entry', entry });
  }
  return days;
}

/** '45 minute break' (the spec's wording). */
export function breakText(minutes: number): string {
  return `${minutes} minute break`;
}
