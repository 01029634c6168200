/**
 * One record of a programme file checked and turned into stored session values: pure, no I/O.
 * A field the record does not name is left alone on an existing session; a field named but empty clears it.
 */
import type { SessionStatus } from '../../db/types';
import type { RawRecord } from './programme-file';

/** The session columns an import sets. */
export interface ImportedValues {
  sessionNumber: string | null;
  track: string | null;
  title: string;
  description: string | null;
  abstractContent: string | null;
  abstractReferences: string | null;
  abstractNumber: string | null;
  hasAbstract: boolean;
  presenters: string[];
  sessionFormat: string | null;
  topicCategory: string | null;
  sessionLevel: string | null;
  ageGroup: string | null;
  status: SessionStatus;
  cancellationNotes: string | null;
  location: string | null;
  building: string | null;
  room: string | null;
  sessionDate: string | null;
  startTime: string | null;
  endTime: string | null;
}

export type ImportField = keyof ImportedValues;

export interface ImportedSession {
  row: number;
  values: ImportedValues;
  /** The fields the record names (title always). */
  provided: Set<ImportField>;
  /** The stored session's id from an `id` column (the app's exports have one); null when absent or not an id. */
  id: number | null;
}

export type CheckedRecord = { ok: true; session: ImportedSession } | { ok: false; row: number; reason: string };

export const FIELD_LABELS: Record<ImportField, string> = {
  sessionNumber: 'Session number',
  track: 'Track',
  title: 'Title',
  description: 'Description',
  abstractContent: 'Abstract',
  abstractReferences: 'Abstract references',
  abstractNumber: 'Abstract number',
  hasAbstract: 'Has abstract',
  presenters: 'Speaker',
  sessionFormat: 'Session format',
  topicCategory: 'Topic category',
  sessionLevel: 'Session level',
  ageGroup: 'Age group',
  status: 'Status',
  cancellationNotes: 'Cancellation notes',
  location: 'Location',
  building: 'Building',
  room: 'Room',
  sessionDate: 'Date',
  startTime: 'Start time',
  endTime: 'End time',
};

/** Text columns: the file's names for them (first found wins) and their longest length. */
const TEXT_FIELDS: { field: ImportField; names: string[]; max: number }[] = [
  { field: 'sessionNumber', names: ['session_number'], max: 50 },
  { field: 'track', names: ['track'], max: 50 },
  { field: 'description', names: ['description'], max: 20_000 },
  { field: 'abstractContent', names: ['abstract_content', 'abstract'], max: 20_000 },
  { field: 'abstractReferences', names: ['abstract_references'], max: 20_000 },
  { field: 'abstractNumber', names: ['abstract_number'], max: 50 },
  { field: 'sessionFormat', names: ['session_format'], max: 200 },
  { field: 'topicCategory', names: ['topic_category'], max: 200 },
  { field: 'sessionLevel', names: ['session_level', 'level'], max: 100 },
  { field: 'ageGroup', names: ['age_group'], max: 200 },
  { field: 'cancellationNotes', names: ['cancellation_notes'], max: 2000 },
  { field: 'location', names: ['location'], max: 300 },
  { field: 'building', names: ['building', 'building_name'], max: 300 },
  { field: 'room', names: ['room', 'room_details'], max: 300 },
];

const TITLE_MAX = 300;
const PRESENTERS_MAX = 2000;

class RowProblem extends Error {}

function has(fields: Record<string, unknown>, name: string): boolean {
  return Object.hasOwn(fields, name) && fields[name] !== undefined;
}

function firstName(fields: Record<string, unknown>, names: readonly string[]): string | undefined {
  return names.find((name) => has(fields, name));
}

/** Control characters other than tab, line feed and carriage return. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

/** A text value: strings trimmed, numbers written out, blank → null. */
function textOf(value: unknown, label: string, max: number): string | null {
  if (value === null) return null;
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else throw new RowProblem(`${label} must be text`);
  // Control characters other than line breaks and tabs cannot be shown (and NUL cannot be stored).
  if (hasControlCharacters(text)) {
    throw new RowProblem(`${label} contains characters that are not allowed`);
  }
  const trimmed = text.trim();
  if (trimmed.length > max) throw new RowProblem(`${label} is longer than ${max} characters`);
  return trimmed ? trimmed : null;
}

function booleanOf(value: unknown, label: string): boolean | null {
  if (value === null || value === '') return null;
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['true', 'yes', 'y', '1'].includes(text)) return true;
  if (['false', 'no', 'n', '0'].includes(text)) return false;
  throw new RowProblem(`${label} must be true or false`);
}

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'H:MM', 'HH:MM', 'HH.MM' or 'HH:MM:SS' → 'HH:MM'; null when not a time of day. */
export function clockTime(text: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** '9.30 – 10.15', '09:30-10:15' (admin.md §5) → ['09:30', '10:15']; null when not a range. */
export function timeRange(text: string): [string, string] | null {
  const match = /^\s*(\d{1,2}[:.]\d{2})\s*[-–]\s*(\d{1,2}[:.]\d{2})\s*$/.exec(text);
  if (!match) return null;
  const start = clockTime(match[1] ?? '');
  const end = clockTime(match[2] ?? '');
  return start && end ? [start, end] : null;
}

function presentersOf(value: unknown): string[] {
  if (value === null) return [];
  const names = Array.isArray(value)
    ? value.map((item) => {
        const name =
          typeof item === 'string' ? item : item && typeof item === 'object' ? (item as { name?: unknown }).name : null;
        if (typeof name !== 'string') throw new RowProblem('Speaker must be text, or a list of names');
        return name;
      })
    : String(textOf(value, 'Speaker', PRESENTERS_MAX) ?? '').split(';');
  const cleaned = names.map((name) => name.trim()).filter(Boolean);
  if (cleaned.join('; ').length > PRESENTERS_MAX)
    throw new RowProblem(`Speaker is longer than ${PRESENTERS_MAX} characters`);
  return cleaned;
}

/** A whole number id, as a number or text; anything else (another tool's own ids) is no id. */
function idOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

function check(record: RawRecord): ImportedSession {
  const fields = record.fields;
  if (!fields) throw new RowProblem(record.problem ?? 'The row could not be read');
  const provided = new Set<ImportField>(['title']);
  const values: ImportedValues = {
    sessionNumber: null,
    track: null,
    title: '',
    description: null,
    abstractContent: null,
    abstractReferences: null,
    abstractNumber: null,
    hasAbstract: false,
    presenters: [],
    sessionFormat: null,
    topicCategory: null,
    sessionLevel: null,
    ageGroup: null,
    status: 'active',
    cancellationNotes: null,
    location: null,
    building: null,
    room: null,
    sessionDate: null,
    startTime: null,
    endTime: null,
  };

  const title = textOf(fields.title ?? null, 'Title', TITLE_MAX);
  if (!title) throw new RowProblem('Title is required');
  values.title = title;

  for (const { field, names, max } of TEXT_FIELDS) {
    const name = firstName(fields, names);
    if (name === undefined) continue;
    (values as unknown as Record<string, unknown>)[field] = textOf(fields[name], FIELD_LABELS[field], max);
    provided.add(field);
  }

  const presentersName = firstName(fields, ['speaker', 'presenters', 'speakers']);
  if (presentersName !== undefined) {
    values.presenters = presentersOf(fields[presentersName]);
    provided.add('presenters');
  }

  const hasAbstractName = firstName(fields, ['has_abstract']);
  const hasAbstract = hasAbstractName === undefined ? null : booleanOf(fields[hasAbstractName], 'Has abstract');
  if (hasAbstract !== null) {
    values.hasAbstract = hasAbstract;
    provided.add('hasAbstract');
  } else if (provided.has('abstractContent')) {
    values.hasAbstract = values.abstractContent !== null;
    provided.add('hasAbstract');
  }

  if (has(fields, 'status')) {
    const status = textOf(fields.status, 'Status', 20)?.toLowerCase() ?? 'active';
    if (status !== 'active' && status !== 'cancelled') throw new RowProblem('Status must be active or cancelled');
    values.status = status;
    provided.add('status');
  }

  if (has(fields, 'session_date')) {
    const date = textOf(fields.session_date, 'Date', 20);
    if (date !== null && !isCalendarDate(date)) throw new RowProblem('Session date must be a date written YYYY-MM-DD');
    values.sessionDate = date;
    provided.add('sessionDate');
  }

  for (const [field, name, label] of [
    ['startTime', 'start_time', 'Start time'],
    ['endTime', 'end_time', 'End time'],
  ] as const) {
    if (!has(fields, name)) continue;
    const text = textOf(fields[name], label, 20);
    const time = text === null ? null : clockTime(text);
    if (text !== null && time === null) throw new RowProblem(`${label} must be a time written HH:MM`);
    values[field] = time;
    provided.add(field);
  }
  // A time range ('09:30-10:15') stands in for start and end times the record does not give.
  const rangeName = firstName(fields, ['session_time', 'time']);
  if (rangeName !== undefined && !provided.has('startTime')) {
    const text = textOf(fields[rangeName], 'Time', 40);
    if (text !== null && text.toUpperCase() !== 'TBA') {
      const range = timeRange(text);
      if (!range) throw new RowProblem('Time must be a range such as 09:30-10:15');
      [values.startTime, values.endTime] = range;
    }
    provided.add('startTime');
    provided.add('endTime');
  }
  if (values.startTime && values.endTime && values.endTime <= values.startTime) {
    throw new RowProblem('End time must be after the start time');
  }
  return { row: record.row, values, provided, id: idOf(fields.id) };
}

export function checkRecord(record: RawRecord): CheckedRecord {
  try {
    return { ok: true, session: check(record) };
  } catch (error) {
    if (error instanceof RowProblem) return { ok: false, row: record.row, reason: error.message };
    throw error;
  }
}
