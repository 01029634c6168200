import { dateTimeFormat } from '@cc/design-system';

/**
 * 'Sunday, 22 November 2026 at 10:00:05 Greenwich Mean Time': when a change was made, written out, in the
 * conference's time zone (where the organisers are). Until that is known, the browser's own zone, still named.
 */
export function formatAuditTime(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A recorded value as a person reads it: yes or no for true and false, an instant in the conference's zone. */
export function readableValue(value: unknown, timeZone: string | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatAuditTime(value, timeZone) : value;
  return JSON.stringify(value);
}
