/**
 * Step-free walking times on Northgate University campus, shared by My Agenda's clash warnings and the session
 * page's "getting there" line (issue 18). The table itself is in the API's contract (walking-times.ts), which the
 * server's pushed reminders read too. Pure.
 */
import { type Session, walkingMinutes } from '@cc/api/contract';
import { DEFAULT_SESSION_MINUTES, parseTimeToMinutes } from '@cc/design-system';

// The table of walks lives with the API's contract, so the admin's clash checks on the server use the same one.
export { SAME_BUILDING_MINUTES, walkingMinutes } from '@cc/api/contract';

type Placed = Pick<
  Session,
  'id' | 'title' | 'status' | 'sessionDate' | 'startTime' | 'endTime' | 'building' | 'location' | 'venueId'
>;

export interface WalkFromPrevious<S extends Placed> {
  /** The agenda item before the session that day. */
  previous: S;
  /** Minutes from its end to the session's start (negative when they overlap). */
  gap: number;
  /** Step-free walking minutes between the two; null when a building is unknown. */
  walk: number | null;
}

const end = (session: Placed) => {
  const start = parseTimeToMinutes(session.startTime) ?? 0;
  const stop = parseTimeToMinutes(session.endTime);
  return stop !== null && stop > start ? stop : start + DEFAULT_SESSION_MINUTES;
};

/**
 * The attendee's agenda item just before `session` on its day (started earlier; of those, the last to end), with
 * the time between them and the walk. Cancelled items, TBA times and the session itself are left out; null when
 * there is no such item. `buildingOf` finds a session's building when the session names only its venue.
 */
export function walkFromPrevious<S extends Placed>(
  session: Placed,
  agenda: readonly S[],
  buildingOf: (session: Placed) => string | null = (s) => s.building?.trim() || null,
): WalkFromPrevious<S> | null {
  const start = parseTimeToMinutes(session.startTime);
  if (start === null || !session.sessionDate) return null;
  let previous: S | null = null;
  for (const item of agenda) {
    const itemStart = parseTimeToMinutes(item.startTime);
    if (item.id === session.id || item.status === 'cancelled' || item.sessionDate !== session.sessionDate) continue;
    if (itemStart === null || itemStart >= start) continue;
    if (!previous || end(item) > end(previous) || (end(item) === end(previous) && item.id > previous.id)) {
      previous = item;
    }
  }
  if (!previous) return null;
  const walk = walkingMinutes(
    { building: buildingOf(previous), location: previous.location },
    { building: buildingOf(session), location: session.location },
  );
  return { previous, gap: start - end(previous), walk };
}
