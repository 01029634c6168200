/**
 * Clashes (BEYOND "Clashes"): two sessions in the agenda that overlap, or that leave less time between them
 * than it takes to get from one building to the other. Every clash is written out as text on both entries,
 * never told by colour alone. Pure.
 */
import type { Session } from '@cc/api/contract';
import { type Interval, minutesText, sessionInterval } from './agenda-time';

/**
 * Step-free walking minutes between the five conference buildings of Northgate University campus, at an
 * unhurried pace with lifts (wheelchair users, people with walking aids). Central Square is the hub: Rowan
 * to the north, Linden to the south, Kestrel to the west, Meridian House to the east, Ashworth beyond it by
 * the lake. Symmetric; listed once per pair.
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

type ClashSession = Pick<
  Session,
  'id' | 'title' | 'status' | 'sessionDate' | 'startTime' | 'endTime' | 'building' | 'location' | 'venueId'
>;

/** Where a session is: its own building, else its venue's (GET /api/venues). */
export type BuildingOf = (session: ClashSession) => string | null;

export const ownBuilding: BuildingOf = (session) => session.building?.trim() || null;

interface Placed {
  session: ClashSession;
  interval: Interval;
  building: string | null;
}

function walkText(gap: number, from: Placed, to: Placed, walk: number, relation: 'for' | 'after', other: string) {
  const lead = gap === 0 ? 'No time' : `Only ${minutesText(gap)}`;
  const route =
    from.building === to.building
      ? `to get from ${from.session.location ?? 'one room'} to ${to.session.location ?? 'another room'} in ${from.building}`
      : `to walk from ${from.building} to ${to.building}`;
  return `${lead} ${route} ${relation} ${other} (about ${minutesText(walk)} needed)`;
}

/**
 * For each session id, the clash texts to show on it, e.g. 'Clashes with Core vocabulary (overlaps 15 minutes)'
 * or 'Only 10 minutes to walk from Kestrel Building to Ashworth Building for Core vocabulary (about 12 minutes
 * needed)'. Cancelled sessions and sessions without a date or start time are not checked.
 */
export function findClashes(sessions: readonly ClashSession[], buildingOf: BuildingOf = ownBuilding) {
  const notes = new Map<number, string[]>();
  const add = (id: number, text: string) => notes.set(id, [...(notes.get(id) ?? []), text]);
  const placed: Placed[] = [];
  for (const session of sessions) {
    if (session.status === 'cancelled' || !session.sessionDate) continue;
    const interval = sessionInterval(session);
    if (interval) placed.push({ session, interval, building: buildingOf(session) });
  }
  placed.sort((a, b) => a.interval.start - b.interval.start || a.session.id - b.session.id);

  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      const first = placed[i] as Placed;
      const second = placed[j] as Placed;
      if (first.session.sessionDate !== second.session.sessionDate) continue;
      const overlap =
        Math.min(first.interval.end, second.interval.end) - Math.max(first.interval.start, second.interval.start);
      if (overlap > 0) {
        add(first.session.id, `Clashes with ${second.session.title} (overlaps ${minutesText(overlap)})`);
        add(second.session.id, `Clashes with ${first.session.title} (overlaps ${minutesText(overlap)})`);
        continue;
      }
      const gap = second.interval.start - first.interval.end;
      const walk = walkingMinutes(
        { building: first.building, location: first.session.location },
        { building: second.building, location: second.session.location },
      );
      if (walk !== null && gap < walk) {
        add(first.session.id, walkText(gap, first, second, walk, 'for', second.session.title));
        add(second.session.id, walkText(gap, first, second, walk, 'after', first.session.title));
      }
    }
  }
  return notes;
}
