/**
 * What an import would do to the stored programme: pure, no I/O.
 * Rows are matched to stored sessions by session number (case-insensitive). A row without a number (a break,
 * lunch, a fringe event) is matched by track and title on the same day and time, then on the same day, then
 * anywhere: "Lunch" on Monday and "Lunch" on Tuesday are two sessions, and a moved break is still the same one.
 * A row with an `id` column (the app's own exports) is matched to the stored session with that id first.
 * Replacing removes the stored sessions that no row matches; merging keeps them.
 */
import {
  dayInWords,
  type ProgrammeFieldChange,
  type ProgrammeImportChange,
  type ProgrammeImportItem,
  type ProgrammeImportMode,
  type ProgrammeImportWarning,
} from '../../contract/index';
import type { SessionRow } from '../../db/types';
import { toSession } from '../sessions/session-view';
import {
  type CheckedRecord,
  FIELD_LABELS,
  type ImportedSession,
  type ImportedValues,
  type ImportField,
} from './imported-session';

export interface PlannedChange {
  session: ImportedSession;
  existing: SessionRow;
  fields: ImportField[];
}

export interface ImportPlan {
  rows: number;
  add: ImportedSession[];
  change: PlannedChange[];
  remove: SessionRow[];
  unchanged: number;
  invalid: { row: number; reason: string }[];
  warnings: ProgrammeImportWarning[];
}

/** Fields in the order the preview lists their changes. */
const FIELD_ORDER = Object.keys(FIELD_LABELS) as ImportField[];

const key = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
const trackTitleKey = (track: string | null, title: string) => `${key(track)}\u0000${key(title)}`;
const dayKey = (track: string | null, title: string, date: string | null) =>
  `${trackTitleKey(track, title)}\u0000${date ?? ''}`;
const slotKey = (track: string | null, title: string, date: string | null, start: string | null) =>
  `${dayKey(track, title, date)}\u0000${start ?? ''}`;

/** A stored value in the import's terms ('HH:MM:SS' times as 'HH:MM', blank text as null). */
function storedValue(row: SessionRow, field: ImportField): unknown {
  switch (field) {
    case 'presenters':
      return row.presenters.map((name) => name.trim()).filter(Boolean);
    case 'hasAbstract':
      return row.hasAbstract;
    case 'status':
      return row.status;
    case 'startTime':
    case 'endTime':
      return row[field] ? (row[field] as string).slice(0, 5) : null;
    default: {
      const value = row[field as keyof SessionRow] as string | null;
      const trimmed = value?.trim();
      return trimmed ? trimmed : null;
    }
  }
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/**
 * Whether the file leaves this field as it is. The app's own exports (the admin Export, open data) carry as
 * `description` the text the app shows for a session (its abstract first, its description first for a keynote:
 * toSession), not the stored column: that text read back is no change, or re-importing an export would copy
 * every abstract into the description.
 */
function leavesAsIs(row: SessionRow, session: ImportedSession, field: ImportField): boolean {
  const value = session.values[field];
  if (same(storedValue(row, field), value)) return true;
  return field === 'description' && value !== null && value === toSession(row).description;
}

/** A value as a person reads it in the preview ('' for empty). */
export function displayValue(field: ImportField, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field === 'presenters') return (value as string[]).join('; ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // A moved day in words, with its year: an import from last year's file should show as one.
  if (field === 'sessionDate') return dayInWords(String(value), { year: true });
  const text = String(value);
  return text.length > 200 ? `${text.slice(0, 200).trimEnd()}...` : text;
}

/**
 * Plans the import of checked records against the stored sessions. `rooms` are the venues' names: a location
 * naming none of them is imported but warned about, as are sessions without an end time.
 */
export function planImport(
  records: readonly CheckedRecord[],
  existing: readonly SessionRow[],
  rooms: readonly string[] = [],
  mode: ProgrammeImportMode = 'replace',
): ImportPlan {
  const invalid: { row: number; reason: string }[] = [];
  const valid: ImportedSession[] = [];
  const seenNumbers = new Map<string, number>();
  const seenSlots = new Map<string, number>();
  const seenIds = new Map<number, number>();
  for (const record of records) {
    if (!record.ok) {
      invalid.push({ row: record.row, reason: record.reason });
      continue;
    }
    const { session } = record;
    const { values } = session;
    const earlierId = session.id === null ? undefined : seenIds.get(session.id);
    if (earlierId !== undefined) {
      invalid.push({ row: session.row, reason: `The same id ${session.id} is also on row ${earlierId}` });
      continue;
    }
    if (session.id !== null) seenIds.set(session.id, session.row);
    const number = key(values.sessionNumber);
    const [seen, id, what] = number
      ? [seenNumbers, number, `session number "${values.sessionNumber}"`]
      : [seenSlots, slotKey(values.track, values.title, values.sessionDate, values.startTime), 'title, day and time'];
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      invalid.push({ row: session.row, reason: `The same ${what} is also on row ${earlier}` });
      continue;
    }
    seen.set(id, session.row);
    valid.push(session);
  }

  // Stored sessions by each key, in id order; each can be matched once.
  const index = (keyOf: (row: SessionRow) => string | null) => {
    const map = new Map<string, SessionRow[]>();
    for (const row of [...existing].sort((a, b) => a.id - b.id)) {
      const id = keyOf(row);
      if (id) map.set(id, [...(map.get(id) ?? []), row]);
    }
    return map;
  };
  const stored = (row: SessionRow, field: 'sessionDate' | 'startTime') => storedValue(row, field) as string | null;
  const byNumber = index((row) => key(row.sessionNumber) || null);
  const bySlot = index((row) => slotKey(row.track, row.title, stored(row, 'sessionDate'), stored(row, 'startTime')));
  const byDay = index((row) => dayKey(row.track, row.title, stored(row, 'sessionDate')));
  const byTrackTitle = index((row) => trackTitleKey(row.track, row.title));
  const matched = new Set<number>();
  const take = (candidates: SessionRow[] | undefined) => {
    const row = candidates?.find((candidate) => !matched.has(candidate.id));
    if (row) matched.add(row.id);
    return row;
  };

  // Rows with an id first, then numbered rows, then unnumbered ones from the closest match to the loosest, so that a row matching a
  // session exactly is never beaten to it by another row that only shares its title.
  const matches = new Map<ImportedSession, SessionRow>();
  const byId = new Map(existing.map((row) => [row.id, row]));
  for (const session of valid) {
    const row = session.id === null ? undefined : byId.get(session.id);
    if (row && !matched.has(row.id)) {
      matched.add(row.id);
      matches.set(session, row);
    }
  }
  const numbered = valid.filter((session) => !matches.has(session) && key(session.values.sessionNumber));
  const unnumbered = valid.filter((session) => !matches.has(session) && !key(session.values.sessionNumber));
  for (const session of numbered) {
    const row = take(byNumber.get(key(session.values.sessionNumber)));
    if (row) matches.set(session, row);
  }
  const tiers: ((values: ImportedSession['values']) => [Map<string, SessionRow[]>, string])[] = [
    (v) => [bySlot, slotKey(v.track, v.title, v.sessionDate, v.startTime)],
    (v) => [byDay, dayKey(v.track, v.title, v.sessionDate)],
    (v) => [byTrackTitle, trackTitleKey(v.track, v.title)],
  ];
  for (const tier of tiers) {
    for (const session of unnumbered) {
      if (matches.has(session)) continue;
      const [map, id] = tier(session.values);
      const row = take(map.get(id));
      if (row) matches.set(session, row);
    }
  }

  const add: ImportedSession[] = [];
  const change: PlannedChange[] = [];
  const warnings: ProgrammeImportWarning[] = [];
  const knownRooms = new Set(rooms.map(key));
  let unchanged = 0;
  for (const session of valid) {
    const row = matches.get(session);
    const fields = row
      ? FIELD_ORDER.filter((field) => session.provided.has(field) && !leavesAsIs(row, session, field))
      : FIELD_ORDER;
    if (!row) add.push(session);
    else if (fields.length === 0) unchanged += 1;
    else change.push({ session, existing: row, fields });
    if (fields.length > 0) warnings.push(...warningsOf(session, row));
  }
  function warningsOf(session: ImportedSession, row: SessionRow | undefined): ProgrammeImportWarning[] {
    const value = <F extends ImportField>(field: F) =>
      session.provided.has(field) || !row ? session.values[field] : (storedValue(row, field) as ImportedValues[F]);
    const found: ProgrammeImportWarning[] = [];
    if (value('startTime') && !value('endTime')) {
      found.push({ row: session.row, message: 'No end time: attendees see it as 45 minutes long' });
    }
    const location = value('location');
    if (location && !knownRooms.has(key(location))) {
      found.push({
        row: session.row,
        message: `Location "${location}" is not one of the venues: it has no map or walking times`,
      });
    }
    return found;
  }
  const remove = mode === 'merge' ? [] : existing.filter((row) => !matched.has(row.id)).sort((a, b) => a.id - b.id);
  return {
    rows: records.length,
    add,
    change,
    remove,
    unchanged,
    invalid: invalid.sort((a, b) => a.row - b.row),
    warnings,
  };
}

const joined = (presenters: string[]) => (presenters.length > 0 ? presenters.join('; ') : null);

function itemOfRow(row: SessionRow): ProgrammeImportItem {
  const value = (field: ImportField) => storedValue(row, field) as string | null;
  return {
    row: null,
    id: row.id,
    sessionNumber: value('sessionNumber'),
    track: value('track'),
    title: row.title,
    speaker: joined(storedValue(row, 'presenters') as string[]),
    location: value('location'),
    room: value('room'),
    sessionDate: row.sessionDate,
    startTime: value('startTime'),
    endTime: value('endTime'),
    status: row.status,
  };
}

/** What the session will be after the import: the file's values, and the stored ones the file does not name. */
function itemOfImport(session: ImportedSession, existing?: SessionRow): ProgrammeImportItem {
  const { values } = session;
  const pick = <F extends ImportField>(field: F) =>
    session.provided.has(field) || !existing ? values[field] : (storedValue(existing, field) as ImportedValues[F]);
  return {
    row: session.row,
    id: existing?.id ?? null,
    sessionNumber: pick('sessionNumber'),
    track: pick('track'),
    title: values.title,
    speaker: joined(pick('presenters')),
    location: pick('location'),
    room: pick('room'),
    sessionDate: pick('sessionDate'),
    startTime: pick('startTime'),
    endTime: pick('endTime'),
    status: pick('status'),
  };
}

/** The plan as the preview shows it. */
export function describePlan(plan: ImportPlan): {
  toAdd: ProgrammeImportItem[];
  toChange: ProgrammeImportChange[];
  toRemove: ProgrammeImportItem[];
} {
  return {
    toAdd: plan.add.map((session) => itemOfImport(session)),
    toChange: plan.change.map(({ session, existing, fields }) => ({
      ...itemOfImport(session, existing),
      changes: fields.map(
        (field): ProgrammeFieldChange => ({
          field,
          label: FIELD_LABELS[field],
          from: displayValue(field, storedValue(existing, field)),
          to: displayValue(field, session.values[field]),
        }),
      ),
    })),
    toRemove: plan.remove.map(itemOfRow),
  };
}
