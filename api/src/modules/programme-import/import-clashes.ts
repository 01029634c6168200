/**
 * The clashes an import would make (issue 27): the programme as it would be after the import, checked with the
 * contract's rules (programme-clashes.ts) for every row the import adds or changes. The preview lists them
 * beside its warnings; applying refuses them without "save anyway". Pure.
 */
import { type ClashCandidate, clashesOf } from '../../contract/index';
import type { SessionRow } from '../../db/types';
import type { ImportedSession, ImportedValues } from './imported-session';
import type { ImportPlan } from './plan-import';

export interface ImportClash {
  /** The file's row. */
  row: number;
  message: string;
}

export interface KnownVenue {
  id: number;
  name: string;
  building: string | null;
}

const CLASH_FIELDS = new Set<keyof ImportedValues>([
  'sessionDate',
  'startTime',
  'endTime',
  'location',
  'building',
  'presenters',
  'status',
  'sessionFormat',
]);

/** Speakers are known by name here: the file names them, and a new name becomes a new speaker. */
const speakersOf = (names: readonly string[]) =>
  names
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ key: name.toLowerCase(), name }));

export function importClashes(plan: ImportPlan, existing: readonly SessionRow[], venues: readonly KnownVenue[]) {
  const venueByName = new Map(venues.map((venue) => [venue.name.trim().toLowerCase(), venue]));
  const venueOf = (location: string | null) => (location ? venueByName.get(location.trim().toLowerCase()) : undefined);

  const stored = (row: SessionRow): ClashCandidate => ({
    id: row.id,
    title: row.title,
    status: row.status,
    sessionDate: row.sessionDate,
    startTime: row.startTime,
    endTime: row.endTime,
    venueId: row.venueId,
    location: row.location,
    building: row.building,
    sessionFormat: row.sessionFormat,
    speakers: speakersOf(row.presenters),
  });
  /** A row of the file as the session will be: its values, and the stored ones it does not name. */
  const imported = (session: ImportedSession, id: number, row?: SessionRow): ClashCandidate => {
    const pick = <F extends keyof ImportedValues>(field: F): ImportedValues[F] =>
      session.provided.has(field) || !row ? session.values[field] : (row[field] as ImportedValues[F]);
    const location = pick('location');
    const venue = venueOf(location);
    return {
      id,
      title: session.values.title,
      status: pick('status'),
      sessionDate: pick('sessionDate'),
      startTime: pick('startTime'),
      endTime: pick('endTime'),
      venueId: venue?.id ?? null,
      location,
      building: pick('building') ?? venue?.building ?? null,
      sessionFormat: pick('sessionFormat'),
      speakers: speakersOf(pick('presenters')),
    };
  };

  const touched = new Set(plan.change.map((change) => change.existing.id));
  const removed = new Set(plan.remove.map((row) => row.id));
  // New rows get ids no stored session has.
  const added = plan.add.map((session) => ({ session, candidate: imported(session, -session.row) }));
  const changed = plan.change.map(({ session, existing: row }) => ({
    session,
    candidate: imported(session, row.id, row),
  }));
  // A change of title or abstract cannot make a clash; only one of time, place, speakers or status is checked.
  const moved = plan.change
    .map((change, index) => ({ change, item: changed[index] }))
    .filter(({ change }) => change.fields.some((field) => CLASH_FIELDS.has(field)))
    .map(({ item }) => item as (typeof changed)[number]);
  const programme = [
    ...existing.filter((row) => !touched.has(row.id) && !removed.has(row.id)).map(stored),
    ...added.map((item) => item.candidate),
    ...changed.map((item) => item.candidate),
  ];
  const clashes: ImportClash[] = [];
  for (const { session, candidate } of [...added, ...moved].sort((a, b) => a.session.row - b.session.row)) {
    for (const clash of clashesOf(candidate, programme)) clashes.push({ row: session.row, message: clash.message });
  }
  return clashes;
}
