/** Number formats of the Analytics tab (admin.md §9; BEYOND D6). */

const whole = new Intl.NumberFormat('en-GB');

/** 1000 or more as x.xk ('1.2k', '15.0k'); smaller numbers as they are. */
export function formatCount(value: number): string {
  if (Math.abs(value) < 1000) return String(value);
  return `${(Math.trunc(value / 100) / 10).toFixed(1)}k`;
}

/** The exact number, for screen readers and tables: '1,234'. */
export function formatExact(value: number): string {
  return whole.format(value);
}

export const NO_PREVIOUS_DATA = 'no data in the previous period';

/** '+12%', '0%', '−8%' (a real minus sign, read as "minus"); without a base: 'no data in the previous period'. */
export function formatChange(change: number | null): string {
  if (change === null) return NO_PREVIOUS_DATA;
  const size = Number.isInteger(change) ? String(Math.abs(change)) : Math.abs(change).toFixed(1);
  if (change > 0) return `+${size}%`;
  if (change < 0) return `\u2212${size}%`;
  return '0%';
}

/** 'page_view' → 'Page view'. */
export function humanize(label: string): string {
  const words = label.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-11-22' → '22 Nov' (a calendar day, so never shifted by the browser's time zone). */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}
