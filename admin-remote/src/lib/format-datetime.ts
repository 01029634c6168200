import { dateTimeFormat } from '@cc/design-system';
/** '13 Sep 2027, 14:05' in the admin's own time zone (en-GB). Empty for a missing or bad time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** '14:05:09': when something was last checked or refreshed. */
export function formatClockTime(iso: string | number | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat({ hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(date);
}
