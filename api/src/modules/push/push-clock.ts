/** Conference wall-clock arithmetic for pushes: session instants, 'HH:MM' of an instant, quiet hours. Pure. */
import { zoneOffsetMs } from '../../lib/zone-offsets';
import { zonedTimeToUtc } from '../calendar/ical';

/** The instant a session starts, or null when its date or start time is not known (TBA: nothing to remind of). */
export function sessionStart(
  session: { sessionDate: string | null; startTime: string | null },
  timeZone: string,
): Date | null {
  if (!session.sessionDate || !session.startTime) return null;
  return zonedTimeToUtc(session.sessionDate, session.startTime, timeZone);
}

/** Minutes after midnight on the conference's wall clock at `instant`. */
export function wallMinutes(instant: Date, timeZone: string): number {
  const shifted = new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone));
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** 'HH:MM' on the conference's wall clock. */
export function wallTime(instant: Date, timeZone: string): string {
  const minutes = wallMinutes(instant, timeZone);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether `instant` falls in the quiet hours [from, until), which may pass midnight (22:00–07:00). */
export function inQuietHours(instant: Date, quiet: { from: string; until: string } | null, timeZone: string): boolean {
  if (!quiet) return false;
  const at = wallMinutes(instant, timeZone);
  const from = toMinutes(quiet.from);
  const until = toMinutes(quiet.until);
  if (from === until) return false;
  return from < until ? at >= from && at < until : at >= from || at < until;
}
