import type { Session } from '@cc/api/contract';
import { formatDateGB, formatTimeRange, truncate } from '@cc/design-system';

/** attendee.md §9: programme descriptions are cut at 200 characters plus '...'. */
export const DESCRIPTION_LIMIT = 200;

export const LOCATION_FALLBACK = 'Location TBA';
export const SPEAKER_FALLBACK = 'Speaker TBA';
export const DESCRIPTION_FALLBACK = 'Description will be updated soon.';

export function isCancelled(session: Session): boolean {
  return session.status === 'cancelled';
}

/** What a card shows above the title: the track, else the session number. */
export function trackLabel(session: Session): string | null {
  return session.track?.trim() || session.sessionNumber?.trim() || null;
}

export function sessionDateText(session: Session): string {
  return formatDateGB(session.sessionDate);
}

export function sessionTimeText(session: Session): string {
  return formatTimeRange(session.startTime, session.endTime);
}

/** The location, else room and building, else TBA. */
export function sessionLocation(session: Session): string {
  const location = session.location?.trim();
  if (location) return location;
  const place = [session.room?.trim(), session.building?.trim()].filter(Boolean).join(', ');
  return place || LOCATION_FALLBACK;
}

export function sessionSpeakers(session: Session): string[] {
  const names = session.presenters.map((name) => name.trim()).filter(Boolean);
  if (names.length > 0) return names;
  const fromString = (session.speaker ?? '')
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);
  return fromString;
}

export function speakersText(session: Session): string {
  const names = sessionSpeakers(session);
  return names.length > 0 ? names.join(', ') : SPEAKER_FALLBACK;
}

export function descriptionExcerpt(session: Session): string {
  const text = session.description?.trim();
  return text ? truncate(text, DESCRIPTION_LIMIT) : DESCRIPTION_FALLBACK;
}
