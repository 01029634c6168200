/**
 * The venue editor's form: every field as text while editing, checked before sending (the server checks again),
 * and only what changed sent with an edit. Pure.
 */
import type { AdminVenue, AdminVenueFields } from '@cc/api/contract';

export interface VenueDraft {
  name: string;
  building: string;
  location: string;
  capacity: string;
  sortOrder: string;
  description: string;
  accessibility: string;
  stepFreeRoute: string;
  lifts: string;
  toilets: string;
  hearingLoop: string;
  quietSpace: string;
  /** One facility per line. */
  facilities: string;
}

export type DraftErrors = Partial<Record<keyof VenueDraft, string>>;

/** The fields attendees rely on, in the order the form shows them, with their labels. */
export const REQUIRED_FIELDS: [keyof VenueDraft, string][] = [
  ['name', 'Name'],
  ['building', 'Building'],
  ['stepFreeRoute', 'Step-free route'],
  ['lifts', 'Lifts'],
  ['toilets', 'Toilets'],
  ['hearingLoop', 'Hearing loop'],
  ['quietSpace', 'Quiet space'],
];

export function draftOf(venue: AdminVenue | null): VenueDraft {
  return {
    name: venue?.name ?? '',
    building: venue?.building ?? '',
    location: venue?.location ?? '',
    capacity: venue ? String(venue.capacity) : '',
    sortOrder: venue ? String(venue.sortOrder) : '',
    description: venue?.description ?? '',
    accessibility: venue?.accessibility ?? '',
    stepFreeRoute: venue?.stepFreeRoute ?? '',
    lifts: venue?.lifts ?? '',
    toilets: venue?.toilets ?? '',
    hearingLoop: venue?.hearingLoop ?? '',
    quietSpace: venue?.quietSpace ?? '',
    facilities: venue?.facilities.join('\n') ?? '',
  };
}

const wholeNumber = (text: string) => /^-?\d+$/.test(text.trim());

/** What must be corrected before saving, by field, in the form's order. */
export function draftErrors(draft: VenueDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const [key, label] of REQUIRED_FIELDS) {
    if (!draft[key].trim()) {
      errors[key] =
        key === 'name' || key === 'building'
          ? `Enter the ${label.toLowerCase()}`
          : `Describe the ${label.toLowerCase()}, or say there is none (attendees plan their visit from it)`;
    }
  }
  const capacity = draft.capacity.trim();
  if (capacity && (!wholeNumber(capacity) || Number(capacity) < 0 || Number(capacity) > 100_000)) {
    errors.capacity = 'Capacity must be a whole number of people, from 0 to 100000';
  }
  const order = draft.sortOrder.trim();
  if (order && (!wholeNumber(order) || Math.abs(Number(order)) > 100_000)) {
    errors.sortOrder = 'Display order must be a whole number, for example 10';
  }
  return errors;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The fields to send: all of them for a new venue, the changed ones for an edit of `base`. */
export function venueBody(draft: VenueDraft, base: AdminVenue | null): AdminVenueFields {
  const all: AdminVenueFields = {
    name: draft.name.trim(),
    building: draft.building.trim(),
    location: draft.location.trim(),
    description: draft.description.trim(),
    accessibility: draft.accessibility.trim(),
    stepFreeRoute: draft.stepFreeRoute.trim(),
    lifts: draft.lifts.trim(),
    toilets: draft.toilets.trim(),
    hearingLoop: draft.hearingLoop.trim(),
    quietSpace: draft.quietSpace.trim(),
    facilities: lines(draft.facilities),
    ...(draft.capacity.trim() ? { capacity: Number(draft.capacity) } : {}),
    ...(draft.sortOrder.trim() ? { sortOrder: Number(draft.sortOrder) } : {}),
  };
  if (!base) return all;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(all)) {
    if (JSON.stringify(base[key as keyof AdminVenue]) !== JSON.stringify(value)) changed[key] = value;
  }
  return changed as AdminVenueFields;
}

/** What a delete does to the sessions in the venue, for the confirmation. */
export function deleteConsequence(venue: Pick<AdminVenue, 'name' | 'sessionCount'>): string {
  const n = venue.sessionCount;
  if (n === 0) return `No session uses ${venue.name}. Attendees will no longer see it on the Venue Map.`;
  const sessions = n === 1 ? '1 session uses' : `${n} sessions use`;
  return `${sessions} ${venue.name}. Deleting it leaves ${n === 1 ? 'that session' : 'them'} without a room: ${n === 1 ? 'it keeps' : 'they keep'} "${venue.name}" as location text, but attendees lose the access details and walking times. To keep them, move the sessions to another room in the session editor first.`;
}
