/**
 * From the fields an admin sends to column changes, with the checks a schema cannot make: nothing that attendees
 * rely on may be blank (name, building and the five access details), and facilities are trimmed, without blanks
 * or repeats. Pure.
 */
import type { AdminVenueFields } from '../../contract/index';
import type { VenueRow } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import { slugify } from '../../lib/slug';

type VenueColumns = Omit<VenueRow, 'id' | 'slug' | 'version' | 'createdAt' | 'updatedAt'>;

const REQUIRED: Partial<Record<keyof AdminVenueFields, string>> = {
  name: 'Name',
  building: 'Building',
  stepFreeRoute: 'Step-free route',
  lifts: 'Lifts',
  toilets: 'Toilets',
  hearingLoop: 'Hearing loop',
  quietSpace: 'Quiet space',
};

const ACCESS_KEYS = new Set(['stepFreeRoute', 'lifts', 'toilets', 'hearingLoop', 'quietSpace']);

/** The column changes `fields` ask for; what already has the asked value (in `before`) is left out. */
export function venueChanges(fields: AdminVenueFields, before: VenueRow | null): Partial<VenueColumns> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      const label = REQUIRED[key as keyof AdminVenueFields];
      if (label && !trimmed) {
        throw badRequest(
          'VALIDATION_ERROR',
          ACCESS_KEYS.has(key)
            ? `${label} is required: attendees plan their visit from it. If there is none, say so (for example "No lift needed: ground floor").`
            : `${label} is required`,
        );
      }
      changes[key] = trimmed;
    } else if (Array.isArray(value)) {
      changes[key] = [...new Set(value.map((item) => item.trim()).filter(Boolean))];
    } else {
      changes[key] = value;
    }
  }
  if (!before) return changes as Partial<VenueColumns>;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (JSON.stringify(before[key as keyof VenueRow]) !== JSON.stringify(value)) kept[key] = value;
  }
  return kept as Partial<VenueColumns>;
}

/** 'Ashworth Room 1.12' → 'ashworth-room-1-12'; letters lose their accents; 'venue' when nothing is left. */
export function slugOf(name: string): string {
  return slugify(name, 60) || 'venue';
}
