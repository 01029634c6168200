/** The sessions in one venue, by day and start time, for its page (issue 18: every venue lists its sessions). Pure. */
import type { Session } from '@cc/api/contract';

export interface VenueDay {
  /** 'YYYY-MM-DD', or null for sessions whose date is not set yet. */
  date: string | null;
  sessions: Session[];
}

/** The venue's sessions grouped by day (dated days in order, then undated), each day by start time then title. */
export function venueSessionsByDay(sessions: readonly Session[], venueId: number): VenueDay[] {
  const days = new Map<string | null, Session[]>();
  for (const session of sessions) {
    if (session.venueId !== venueId) continue;
    days.set(session.sessionDate, [...(days.get(session.sessionDate) ?? []), session]);
  }
  const byTime = (a: Session, b: Session) =>
    (a.startTime ?? '99:99').localeCompare(b.startTime ?? '99:99') || a.title.localeCompare(b.title) || a.id - b.id;
  return [...days.entries()]
    .sort(([a], [b]) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([date, list]) => ({ date, sessions: list.sort(byTime) }));
}

/** A venue's page: /map/{slug}. */
export function venuePath(venue: { slug: string }): string {
  return `/map/${encodeURIComponent(venue.slug)}`;
}
