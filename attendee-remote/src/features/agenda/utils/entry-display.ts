import type { Session } from '@cc/api/contract';

/** The location, else room and building; null when TBA. */
export function entryLocation(session: Pick<Session, 'location' | 'room' | 'building'>): string | null {
  const location = session.location?.trim();
  if (location) return location;
  const place = [session.room?.trim(), session.building?.trim()].filter(Boolean).join(', ');
  return place || null;
}

export function entrySpeakers(session: Pick<Session, 'presenters' | 'speaker'>): string[] {
  const names = session.presenters.map((name) => name.trim()).filter(Boolean);
  if (names.length > 0) return names;
  return (session.speaker ?? '')
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** 'This session has been cancelled' plus the notes when there are any. */
export function cancellationText(session: Pick<Session, 'cancellationNotes'>): string {
  const notes = session.cancellationNotes?.trim();
  return notes ? `This session has been cancelled: ${notes}` : 'This session has been cancelled';
}
