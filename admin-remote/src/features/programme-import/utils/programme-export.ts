/**
 * The programme as files the import reads back unchanged: JSON (the sessions as the admin API gives them, like
 * the Sessions tab's Export) and CSV (one column per field the import knows, under the import's names). Pure.
 */
import type { AdminSession } from '@cc/api/contract';

type Cell = string | boolean | null;

/** CSV columns in the import's names (admin.md §5 / attendee.md §3 snake_case fields). */
const COLUMNS: [string, (session: AdminSession) => Cell][] = [
  ['id', (s) => String(s.id)],
  ['session_number', (s) => s.sessionNumber],
  ['track', (s) => s.track],
  ['title', (s) => s.title],
  ['speaker', (s) => s.speaker],
  ['description', (s) => s.description],
  ['abstract_content', (s) => s.abstractContent],
  ['abstract_references', (s) => s.abstractReferences],
  ['abstract_number', (s) => s.abstractNumber],
  ['has_abstract', (s) => s.hasAbstract],
  ['session_format', (s) => s.sessionFormat],
  ['topic_category', (s) => s.topicCategory],
  ['session_level', (s) => s.sessionLevel],
  ['age_group', (s) => s.ageGroup],
  ['status', (s) => s.status],
  ['cancellation_notes', (s) => s.cancellationNotes],
  ['location', (s) => s.location],
  ['building', (s) => s.building],
  ['room', (s) => s.room],
  ['session_date', (s) => s.sessionDate],
  ['start_time', (s) => s.startTime],
  ['end_time', (s) => s.endTime],
];

/**
 * One CSV cell (RFC 4180). A value a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) gets a leading apostrophe, which the import removes again.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = typeof value === 'boolean' ? String(value) : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function programmeCsv(sessions: readonly AdminSession[]): string {
  const lines = [
    COLUMNS.map(([name]) => name).join(','),
    ...sessions.map((session) => COLUMNS.map(([, value]) => csvCell(value(session))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function programmeJson(sessions: readonly AdminSession[]): string {
  return `${JSON.stringify(sessions, null, 2)}\n`;
}

/** 'programme-2027-09-13.csv' (the local date of the export). */
export function exportFileName(format: 'json' | 'csv', now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `programme-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${format}`;
}
