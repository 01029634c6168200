/**
 * Reading a programme file (JSON or CSV) into records with their row numbers: pure, no I/O.
 * JSON: a list of session objects, or an object with a `sessions` list; row = position in the list from 1.
 * CSV: a header row naming the fields, then one session per record; row = the line in the file.
 */
import { parse } from 'csv-parse/sync';
import type { ProgrammeFileFormat } from '../../contract/index';
import { badRequest } from '../../lib/http-error';

export const MAX_IMPORT_ROWS = 5000;

export interface RawRecord {
  row: number;
  /** Field names normalised to snake_case; null when the record is not an object (JSON). */
  fields: Record<string, unknown> | null;
  /** Set when the record cannot be read as a session at all. */
  problem?: string;
}

/** 'sessionNumber', 'Session Number', 'session-number' → 'session_number'. */
export function normaliseKey(key: string): string {
  return key
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toLowerCase();
}

function normaliseFields(value: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const name = normaliseKey(key);
    if (name && !(name in fields)) fields[name] = field;
  }
  return fields;
}

function parseJsonRecords(content: string): RawRecord[] {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    throw badRequest('INVALID_FILE', `The file is not valid JSON: ${(error as Error).message}`);
  }
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { sessions?: unknown }).sessions)
      ? (data as { sessions: unknown[] }).sessions
      : null;
  if (!list) {
    throw badRequest(
      'INVALID_FILE',
      'The JSON file must hold a list of sessions, or an object with a "sessions" list.',
    );
  }
  return list.map((item, index) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? { row: index + 1, fields: normaliseFields(item as Record<string, unknown>) }
      : { row: index + 1, fields: null, problem: 'Each session must be an object with named fields' },
  );
}

/**
 * A CSV value without the apostrophe that spreadsheet-safe exports (the app's own among them) put before a value
 * starting with = + - @, a tab or a carriage return, so that it is not run as a formula.
 */
export function unguarded(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

function parseCsvRecords(content: string): RawRecord[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(content, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    throw badRequest('INVALID_FILE', `The CSV file could not be read: ${(error as Error).message}`);
  }
  const [header, ...rest] = records;
  if (!header) return [];
  const columns = header.record.map(normaliseKey);
  if (!columns.includes('title')) {
    throw badRequest('INVALID_FILE', 'The CSV file needs a header row naming its columns, with a "title" column.');
  }
  return rest.map(({ record, info }) => {
    // info.lines is the line the record ends on; a quoted value can span lines.
    const breaks = record.reduce((sum, value) => sum + (value.match(/\n/g)?.length ?? 0), 0);
    const row = info.lines - breaks;
    if (record.length !== columns.length) {
      return {
        row,
        fields: null,
        problem: `The row has ${record.length} values but the header has ${columns.length} columns`,
      };
    }
    const fields: Record<string, unknown> = {};
    columns.forEach((column, index) => {
      if (column && !(column in fields)) fields[column] = unguarded(record[index] ?? '');
    });
    return { row, fields };
  });
}

export function readProgrammeFile(format: ProgrammeFileFormat, content: string): RawRecord[] {
  const records = format === 'json' ? parseJsonRecords(content) : parseCsvRecords(content);
  if (records.length === 0) throw badRequest('EMPTY_FILE', 'The file holds no sessions.');
  if (records.length > MAX_IMPORT_ROWS) {
    throw badRequest('TOO_MANY_ROWS', `The file holds more than ${MAX_IMPORT_ROWS} sessions. Split it up.`);
  }
  return records;
}

/** The format from a file name ('.json' or '.csv'), else null. */
export function formatFromFileName(fileName: string | undefined | null): ProgrammeFileFormat | null {
  const match = /\.(json|csv)$/i.exec(fileName?.trim() ?? '');
  return match ? (match[1]?.toLowerCase() as ProgrammeFileFormat) : null;
}
