/**
 * 'Cancelled since you added it' / 'Time changed since you added it' / 'Room changed since you added it'
 * (BEYOND "Changes are visible"): the session now against the snapshot its bookmark took. Pure, no I/O.
 */
import type { AgendaChanges } from '../../contract/index';

/** The fields both a session row and a bookmark snapshot carry. */
export interface SessionState {
  status: string | null;
  sessionDate: string | null;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
  building: string | null;
  room: string | null;
  venueId: number | null;
}

export const NO_CHANGES: AgendaChanges = { cancelled: false, timeChanged: false, roomChanged: false };

function text(value: string | null): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** 'HH:MM' of 'HH:MM' or 'HH:MM:SS', so that the two spellings of one time compare equal. */
function time(value: string | null): string {
  return (value ?? '').slice(0, 5);
}

/** `seen` null: the bookmark has no snapshot, so nothing is claimed. */
export function agendaChanges(now: SessionState, seen: SessionState | null): AgendaChanges {
  if (!seen) return NO_CHANGES;
  return {
    cancelled: now.status === 'cancelled' && seen.status !== 'cancelled',
    timeChanged:
      (now.sessionDate ?? '') !== (seen.sessionDate ?? '') ||
      time(now.startTime) !== time(seen.startTime) ||
      time(now.endTime) !== time(seen.endTime),
    roomChanged:
      text(now.location) !== text(seen.location) ||
      text(now.building) !== text(seen.building) ||
      text(now.room) !== text(seen.room) ||
      (now.venueId ?? null) !== (seen.venueId ?? null),
  };
}
