/** Reading the chosen programme file in the browser: pure checks, then the text. */
import type { ProgrammeFileFormat, ProgrammeImportPreview, ProgrammeImportResult } from '@cc/api/contract';

export const MAX_PROGRAMME_BYTES = 5 * 1024 * 1024;

export function formatOf(fileName: string): ProgrammeFileFormat | null {
  const match = /\.(json|csv)$/i.exec(fileName.trim());
  return match ? (match[1]?.toLowerCase() as ProgrammeFileFormat) : null;
}

/** Why a chosen file cannot be previewed, or null when it can. */
export function fileProblem(file: { name: string; size: number } | null): string | null {
  if (!file) return 'Choose a programme file (.json or .csv)';
  if (!formatOf(file.name)) return 'Choose a .json or .csv file';
  if (file.size > MAX_PROGRAMME_BYTES) return 'The programme file is larger than 5 MB.';
  if (file.size === 0) return 'The file is empty.';
  return null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '3 to add, 1 to change, 0 to remove, 128 unchanged, 1 invalid row' (and ', 2 warnings', ', 1 clash' when there are any) */
export function previewSummary(preview: ProgrammeImportPreview): string {
  return [
    `${preview.toAdd.length} to add`,
    `${preview.toChange.length} to change`,
    `${preview.toRemove.length} to remove`,
    `${preview.unchanged} unchanged`,
    plural(preview.invalid.length, 'invalid row', 'invalid rows'),
    ...(preview.warnings.length > 0 ? [plural(preview.warnings.length, 'warning', 'warnings')] : []),
    ...(preview.clashes.length > 0 ? [plural(preview.clashes.length, 'clash', 'clashes')] : []),
  ].join(', ');
}

/** '09:30–10:15', '09:30' without an end, '' when there is no time. */
export function timeSpan(startTime: string | null, endTime: string | null): string {
  if (!startTime) return '';
  return endTime ? `${startTime}–${endTime}` : startTime;
}

/** 'Linden Hall, room G.02' from the location and room, either of which may be missing. */
export function place(location: string | null, room: string | null): string {
  if (location && room) return `${location}, room ${room}`;
  return location ?? (room ? `Room ${room}` : '');
}

export function importedMessage(result: ProgrammeImportResult): string {
  return `Programme imported: ${result.added} added, ${result.changed} changed, ${result.removed} removed.`;
}
