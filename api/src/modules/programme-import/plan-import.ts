/**
 * What an import would do to the stored programme: pure, no I/O.
 * Rows are matched to stored sessions by session number (case-insensitive), or by track and title when the
 * row has no number; stored sessions that no row matches are removed.
 */
import type { ProgrammeFieldChange, ProgrammeImportChange, ProgrammeImportItem } from '../../contract/index';
import type { SessionRow } from '../../db/types';
import { type CheckedRecord, FIELD_LABELS, type ImportedSession, type ImportField } from './imported-session';

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
}

/** Fields in the order the preview lists their changes. */
const FIELD_ORDER = Object.keys(FIELD_LABELS) as ImportField[];

const key = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
const trackTitleKey = (track: string | null, title: string) => `${key(track)}\u0000${key(title)}`;

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

/** A value as a person reads it in the preview ('' for empty). */
export function displayValue(field: ImportField, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field === 'presenters') return (value as string[]).join('; ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value);
  return text.length > 200 ? `${text.slice(0, 200).trimEnd()}...` : text;
}

export function planImport(records: readonly CheckedRecord[], existing: readonly SessionRow[]): ImportPlan {
  const invalid: { row: number; reason: string }[] = [];
  const valid: ImportedSession[] = [];
  const seenNumbers = new Map<string, number>();
  const seenTrackTitles = new Map<string, number>();
  for (const record of records) {
    if (!record.ok) {
      invalid.push({ row: record.row, reason: record.reason });
      continue;
    }
    const { session } = record;
    const number = key(session.values.sessionNumber);
    const [seen, id, what] = number
      ? [seenNumbers, number, `session number "${session.values.sessionNumber}"`]
      : [seenTrackTitles, trackTitleKey(session.values.track, session.values.title), 'track and title'];
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      invalid.push({ row: session.row, reason: `The same ${what} is also on row ${earlier}` });
      continue;
    }
    seen.set(id, session.row);
    valid.push(session);
  }

  // Stored sessions by number and by track and title, in id order; each can be matched once.
  const byNumber = new Map<string, SessionRow[]>();
  const byTrackTitle = new Map<string, SessionRow[]>();
  for (const row of [...existing].sort((a, b) => a.id - b.id)) {
    const number = key(row.sessionNumber);
    if (number) byNumber.set(number, [...(byNumber.get(number) ?? []), row]);
    const tt = trackTitleKey(row.track, row.title);
    byTrackTitle.set(tt, [...(byTrackTitle.get(tt) ?? []), row]);
  }
  const matched = new Set<number>();
  const take = (candidates: SessionRow[] | undefined) => {
    const row = candidates?.find((candidate) => !matched.has(candidate.id));
    if (row) matched.add(row.id);
    return row;
  };

  const add: ImportedSession[] = [];
  const change: PlannedChange[] = [];
  let unchanged = 0;
  for (const session of valid) {
    const number = key(session.values.sessionNumber);
    const row = number
      ? take(byNumber.get(number))
      : take(byTrackTitle.get(trackTitleKey(session.values.track, session.values.title)));
    if (!row) {
      add.push(session);
      continue;
    }
    const fields = FIELD_ORDER.filter(
      (field) => session.provided.has(field) && !same(storedValue(row, field), session.values[field]),
    );
    if (fields.length === 0) unchanged += 1;
    else change.push({ session, existing: row, fields });
  }
  const remove = existing.filter((row) => !matched.has(row.id)).sort((a, b) => a.id - b.id);
  return { rows: records.length, add, change, remove, unchanged, invalid: invalid.sort((a, b) => a.row - b.row) };
}

function itemOfRow(row: SessionRow): ProgrammeImportItem {
  return {
    row: null,
    id: row.id,
    sessionNumber: row.sessionNumber,
    track: row.track,
    title: row.title,
    sessionDate: row.sessionDate,
    startTime: row.startTime ? row.startTime.slice(0, 5) : null,
  };
}

function itemOfImport(session: ImportedSession, existing?: SessionRow): ProgrammeImportItem {
  const { values } = session;
  const pick = <F extends ImportField>(field: F) =>
    session.provided.has(field) || !existing ? values[field] : (storedValue(existing, field) as (typeof values)[F]);
  return {
    row: session.row,
    id: existing?.id ?? null,
    sessionNumber: pick('sessionNumber'),
    track: pick('track'),
    title: values.title,
    sessionDate: pick('sessionDate'),
    startTime: pick('startTime'),
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
