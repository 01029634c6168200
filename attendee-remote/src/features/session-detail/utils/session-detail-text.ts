import type { Session } from '@cc/api/contract';

export const SPEAKER_FALLBACK = 'Speaker TBA';
export const LOCATION_FALLBACK = 'Location TBA';
export const DESCRIPTION_FALLBACK = 'Description will be updated soon.';

/** attendee.md §2: the location, else building and room, else TBA. */
export function locationText(session: Pick<Session, 'location' | 'building' | 'room'>): string {
  const location = session.location?.trim();
  if (location) return location;
  const building = session.building?.trim();
  const room = session.room?.trim();
  if (building && room) return `${building}, Room ${room}`;
  return building || (room ? `Room ${room}` : '') || LOCATION_FALLBACK;
}

export function speakerNames(session: Pick<Session, 'presenters' | 'speaker'>): string[] {
  const names = session.presenters.map((name) => name.trim()).filter(Boolean);
  if (names.length > 0) return names;
  return (session.speaker ?? '')
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The description as paragraphs, split at line breaks (blank lines dropped). */
export function descriptionParagraphs(description: string | null): string[] {
  return (description ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Abstract details (references, level, age group) exist only when the session has an abstract. */
export function abstractDetails(
  session: Pick<Session, 'hasAbstract' | 'abstractReferences' | 'sessionLevel' | 'ageGroup'>,
): { label: string; value: string }[] {
  if (!session.hasAbstract) return [];
  const details: { label: string; value: string }[] = [];
  if (session.sessionLevel?.trim()) details.push({ label: 'Level', value: session.sessionLevel.trim() });
  if (session.ageGroup?.trim()) details.push({ label: 'Age group', value: session.ageGroup.trim() });
  if (session.abstractReferences?.trim())
    details.push({ label: 'References', value: session.abstractReferences.trim() });
  return details;
}
