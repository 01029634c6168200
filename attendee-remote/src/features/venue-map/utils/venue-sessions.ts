/** The sessions in one venue, by day and start time, for its page (issue 18: every venue lists its sessions). Pure. */
import type { Session } from '@cc/api/contract';
import { inTimeOrder, sessionDay } from '../../../lib/time-order';

export interface VenueDay {
  /** 'YYYY-MM-DD', or null for sessions whose date is not set yet. */
  date: string | null;
  sessions: Session[];
}

/**
 * The venue's sessions grouped by day (dated days in order, then undated), each day in time order; sessions that
 * start together keep the programme's order (lib/time-order.ts).
 */
export function venueSessionsByDay(sessions: readonly Session[], venueId: number): VenueDay[] {
  const days = new Map<string | null, Session[]>();
  for (const session of inTimeOrder(sessions)) {
    if (session.venueId !== venueId) continue;
    const day = sessionDay(session);
    const list = days.get(day);
    if (list) list.push(session);
    else days.set(day, [session]);
  }
  return [...days.entries()].map(([date, list]) => ({ date, sessions: list }));
}

/** A venue's page: /map/{slug}. */
export function venuePath(venue: { slug: string }): string {
  return `/map/${encodeURIComponent(venue.slug)}`;
}
