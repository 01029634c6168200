import type { AgendaEntry } from '@cc/api/contract';
import { formatDateGB } from '@cc/design-system';
import { sessionDay } from '../../../lib/time-order';

export const ALL_DAYS = 'all';

export interface DayOption {
  value: string;
  label: string;
}

/**
 * 'All Days' plus each bookmarked day in date order. A chosen day stays listed after its last session is
 * removed, so the select still says what is shown ('No sessions for selected day').
 */
export function dayOptions(entries: readonly AgendaEntry[], selected: string): DayOption[] {
  // Programme days (04:00 to 04:00, issue 34): a session at 00:30 on Tuesday is Monday night's.
  const dates = new Set(entries.map((e) => sessionDay(e.session)).filter((d): d is string => d !== null));
  if (selected !== ALL_DAYS) dates.add(selected);
  return [
    { value: ALL_DAYS, label: 'All Days' },
    ...[...dates].sort().map((date) => ({ value: date, label: formatDateGB(date) })),
  ];
}

export function filterByDay(entries: readonly AgendaEntry[], day: string): AgendaEntry[] {
  return day === ALL_DAYS ? [...entries] : entries.filter((e) => sessionDay(e.session) === day);
}

/** 'Showing all N sessions in your agenda' or 'Showing N sessions for {date}'. */
export function resultsText(count: number, day: string): string {
  const sessions = count === 1 ? 'session' : 'sessions';
  return day === ALL_DAYS
    ? `Showing all ${count} ${sessions} in your agenda`
    : `Showing ${count} ${sessions} for ${formatDateGB(day)}`;
}
