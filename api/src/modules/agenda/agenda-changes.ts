/**
 * 'Cancelled since you added it' / 'Time changed from … to …' / 'Room changed from … to …' (BEYOND "Changes are
 * visible"): the session now against the snapshot its bookmark took, with the snapshot's time or place when they
 * differ, so the agenda can say from what to what. Pure, no I/O.
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
  const timeChanged =
    (now.sessionDate ?? '') !== (seen.sessionDate ?? '') ||
    time(now.startTime) !== time(seen.startTime) ||
    time(now.endTime) !== time(seen.endTime);
  const roomChanged =
    text(now.location) !== text(seen.location) ||
    text(now.building) !== text(seen.building) ||
    text(now.room) !== text(seen.room) ||
    (now.venueId ?? null) !== (seen.venueId ?? null);
  const changes: AgendaChanges = {
    cancelled: now.status === 'cancelled' && seen.status !== 'cancelled',
    timeChanged,
    roomChanged,
  };
  if (timeChanged) {
    changes.timeBefore = {
      sessionDate: seen.sessionDate,
      startTime: seen.startTime ? time(seen.startTime) : null,
      endTime: seen.endTime ? time(seen.endTime) : null,
    };
  }
  if (roomChanged) changes.placeBefore = { location: seen.location, building: seen.building, room: seen.room };
  return changes;
}
