/**
 * "Your next session" on Home (issue 18, your day): the first session in the attendee's agenda that has not
 * started yet at the conference's wall clock, and when to leave for it: its start minus the walk from the
 * building of the agenda session before it that day (My Agenda's walking times), or DEFAULT_LEAVE_MINUTES when
 * there is no such session or its building is unknown. Cancelled sessions are never "next". Pure.
 */
import type { AgendaEntry, Session } from '@cc/api/contract';
import { DEFAULT_SESSION_MINUTES, parseTimeToMinutes } from '@cc/design-system';
import { absoluteMinutes, type WallTime } from '../../../lib/conference-clock';

/** Time allowed to get to a session when the walk cannot be worked out (no session before it that day). */
export const DEFAULT_LEAVE_MINUTES = 10;

export interface Place {
  building: string | null;
  location: string | null;
}

/** Minutes to get from one place to another, null when unknown (features/agenda/utils/clashes.ts). */
export type WalkingMinutes = (from: Place, to: Place) => number | null;

export interface PlacedSession {
  session: Session;
  /** Absolute wall-clock minutes (conference-clock's absoluteMinutes) of the start and end. */
  start: number;
  end: number;
}

export interface NextSession {
  session: Session;
  /** The session before it on its day in the agenda, where the walk starts; null when there is none. */
  previous: Session | null;
  /** Minutes allowed to get there: the walk from `previous`, else DEFAULT_LEAVE_MINUTES. */
  travelMinutes: number;
  /** Whether travelMinutes is the walk between the two places (false: the default allowance). */
  walked: boolean;
  /** 'HH:MM' on the session's day. */
  leaveBy: string;
  /** Whether it is already time to leave. */
  leaveNow: boolean;
  /** Minutes from now until it starts. */
  minutesUntil: number;
}

function clock(minutes: number): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** Placed sessions (a date and a start time) by start; `includeCancelled` for reminders, which say so. */
export function placeSessions(entries: readonly Pick<AgendaEntry, 'session'>[], includeCancelled = false) {
  const placed: PlacedSession[] = [];
  for (const { session } of entries) {
    if ((!includeCancelled && session.status === 'cancelled') || !session.sessionDate) continue;
    const startMinutes = parseTimeToMinutes(session.startTime);
    if (startMinutes === null) continue;
    const start = absoluteMinutes(session.sessionDate, startMinutes);
    if (start === null) continue;
    const endMinutes = parseTimeToMinutes(session.endTime);
    const length =
      endMinutes !== null && endMinutes > startMinutes ? endMinutes - startMinutes : DEFAULT_SESSION_MINUTES;
    placed.push({ session, start, end: start + length });
  }
  return placed.sort((a, b) => a.start - b.start || a.session.id - b.session.id);
}

export function findNextSession(
  entries: readonly Pick<AgendaEntry, 'session'>[],
  now: WallTime,
  walkingMinutes: WalkingMinutes,
): NextSession | null {
  const current = absoluteMinutes(now.date, now.minutes);
  if (current === null) return null;
  const placed = placeSessions(entries);
  const index = placed.findIndex((p) => p.start > current);
  const next = placed[index];
  if (!next) return null;
  const before = placed
    .slice(0, index)
    .filter((p) => p.session.sessionDate === next.session.sessionDate && p.start < next.start)
    .at(-1);
  const walk = before ? walkingMinutes(before.session, next.session) : null;
  const travelMinutes = walk ?? DEFAULT_LEAVE_MINUTES;
  const leaveAt = next.start - travelMinutes;
  return {
    session: next.session,
    previous: before?.session ?? null,
    travelMinutes,
    walked: walk !== null,
    leaveBy: clock(leaveAt - (absoluteMinutes(next.session.sessionDate as string, 0) ?? 0)),
    leaveNow: current >= leaveAt,
    minutesUntil: next.start - current,
  };
}
