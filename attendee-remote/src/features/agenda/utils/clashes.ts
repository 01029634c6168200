/**
 * Clashes (BEYOND "Clashes"): two sessions in the agenda that overlap, or that leave less time between them
 * than it takes to get from one building to the other. Every clash is written out as text on both entries,
 * never told by colour alone. Pure.
 */
import type { Session } from '@cc/api/contract';
import { walkingMinutes } from '../../../lib/walking-time';
import { type Interval, minutesText, sessionInterval } from './agenda-time';

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
