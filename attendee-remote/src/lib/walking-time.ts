/**
 * Step-free walking times on Northgate University campus, shared by My Agenda's clash warnings and the session
 * page's "getting there" line (issue 18). Pure.
 */
import type { Session } from '@cc/api/contract';
import { DEFAULT_SESSION_MINUTES, parseTimeToMinutes } from '@cc/design-system';

/**
 * Minutes between the places of the programme, at an unhurried pace with lifts (wheelchair users, people with
 * walking aids). Central Square is the hub: Rowan to the north, Linden to the south, Kestrel to the west,
 * Meridian House to the east, Ashworth beyond it by the lake, and the Boathouse on the lake shore, a level
 * 400 m from Linden. Symmetric; listed once per pair.
 */
const BETWEEN_BUILDINGS: readonly (readonly [string, string, number])[] = [
  ['Rowan Centre', 'Linden Building', 6],
  ['Rowan Centre', 'Kestrel Building', 6],
  ['Rowan Centre', 'Meridian House', 7],
  ['Rowan Centre', 'Ashworth Building', 8],
  ['Linden Building', 'Kestrel Building', 6],
  ['Linden Building', 'Meridian House', 7],
  ['Linden Building', 'Ashworth Building', 9],
  ['Kestrel Building', 'Meridian House', 10],
  ['Kestrel Building', 'Ashworth Building', 12],
  ['Meridian House', 'Ashworth Building', 5],
  ['Central Square', 'Rowan Centre', 3],
  ['Central Square', 'Linden Building', 4],
  ['Central Square', 'Kestrel Building', 4],
  ['Central Square', 'Meridian House', 4],
  ['Central Square', 'Ashworth Building', 7],
  ['Northgate Boathouse', 'Linden Building', 6],
  ['Northgate Boathouse', 'Central Square', 9],
  ['Northgate Boathouse', 'Rowan Centre', 12],
  ['Northgate Boathouse', 'Kestrel Building', 11],
  ['Northgate Boathouse', 'Meridian House', 9],
  ['Northgate Boathouse', 'Ashworth Building', 8],
];

/** Another room in the same building (lifts, corridors). */
export const SAME_BUILDING_MINUTES = 2;

const key = (a: string, b: string) => [a.trim().toLowerCase(), b.trim().toLowerCase()].sort().join('\u0000');
const WALKS = new Map(BETWEEN_BUILDINGS.map(([a, b, minutes]) => [key(a, b), minutes]));

/** Minutes to get from one place to another; null when a building is unknown (then no walking check is made). */
export function walkingMinutes(
  from: { building: string | null; location: string | null },
  to: { building: string | null; location: string | null },
): number | null {
  if (!from.building || !to.building) return null;
  if (from.building.trim().toLowerCase() === to.building.trim().toLowerCase()) {
    const sameRoom = (from.location ?? '').trim().toLowerCase() === (to.location ?? '').trim().toLowerCase();
    return sameRoom ? 0 : SAME_BUILDING_MINUTES;
  }
  return WALKS.get(key(from.building, to.building)) ?? null;
}

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
