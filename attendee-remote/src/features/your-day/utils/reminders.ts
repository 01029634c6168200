/**
 * Session reminders (issue 18, your day): while the app is open and the attendee has asked for them, a reminder
 * `minutesBefore` minutes before each session in their agenda starts. A cancelled session is not reminded of:
 * at that moment the attendee is told it has been cancelled instead. Each reminder is given once, by a key that
 * includes the start, so a session moved to a new time is reminded of again at its new time. Pure.
 */
import type { AgendaEntry } from '@cc/api/contract';
import { formatTimeRange } from '@cc/design-system';
import { absoluteMinutes, type WallTime } from '../../../lib/conference-clock';
import { placeSessions } from './next-session';

export const REMINDER_MINUTE_CHOICES = [5, 10, 15, 30] as const;
export const DEFAULT_REMINDER_MINUTES = 10;

export interface Reminder {
  key: string;
  kind: 'starting' | 'cancelled';
  sessionId: number;
  title: string;
  /** 'HH:MM' */
  startTime: string;
  endTime: string | null;
  /** Location, else room and building; null when TBA. */
  place: string | null;
  /** Minutes from now until the session starts (at least 1). */
  minutesUntil: number;
}

function placeText(session: AgendaEntry['session']): string | null {
  const location = session.location?.trim();
  if (location) return location;
  return [session.room?.trim(), session.building?.trim()].filter(Boolean).join(', ') || null;
}

/**
 * The reminders due at `now` and not yet given (`given` holds their keys): sessions starting within the next
 * `minutesBefore` minutes. A session that has started is past reminding.
 */
export function dueReminders(
  entries: readonly Pick<AgendaEntry, 'session'>[],
  now: WallTime,
  minutesBefore: number,
  given: ReadonlySet<string>,
): Reminder[] {
  const current = absoluteMinutes(now.date, now.minutes);
  if (current === null) return [];
  const due: Reminder[] = [];
  for (const { session, start } of placeSessions(entries, true)) {
    const minutesUntil = start - current;
    if (minutesUntil <= 0 || minutesUntil > minutesBefore) continue;
    const cancelled = session.status === 'cancelled';
    const key = `${cancelled ? 'cancelled' : 'starting'}:${session.id}@${session.sessionDate}T${session.startTime}`;
    if (given.has(key)) continue;
    due.push({
      key,
      kind: cancelled ? 'cancelled' : 'starting',
      sessionId: session.id,
      title: session.title,
      startTime: (session.startTime as string).slice(0, 5),
      endTime: session.endTime,
      place: placeText(session),
      minutesUntil,
    });
  }
  return due;
}

export function minutesText(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** What the live region says, e.g. 'Reminder: Core vocabulary starts in 10 minutes, at 10:30 in Rowan Auditorium.' */
export function reminderText(reminder: Reminder): string {
  if (reminder.kind === 'cancelled') {
    return `${reminder.title}, in your agenda at ${reminder.startTime}, has been cancelled.`;
  }
  const where = reminder.place ? ` in ${reminder.place}` : '';
  return `Reminder: ${reminder.title} starts in ${minutesText(reminder.minutesUntil)}, at ${reminder.startTime}${where}.`;
}

/** 'HH:MM–HH:MM' of a reminder's session. */
export function reminderTimeRange(reminder: Reminder): string {
  return formatTimeRange(reminder.startTime, reminder.endTime);
}
