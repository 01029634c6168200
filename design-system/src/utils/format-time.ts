/** Spec §9: a session without an end time lasts 45 minutes. */
export const DEFAULT_SESSION_MINUTES = 45;
export const TIME_FALLBACK = 'Time TBA';

const MINUTES_PER_DAY = 24 * 60;
// '09:30', '9:30', '09:30:00', '09.30' or the time part of an ISO date-time.
const TIME = /(?:^|T|\s)(\d{1,2})[:.](\d{2})(?::\d{2}(?:\.\d+)?)?/;

/** Minutes after midnight, or null when the text holds no valid time. */
export function parseTimeToMinutes(time: string | null | undefined): number | null {
  if (!time) return null;
  const match = TIME.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** 'HH:MM' (24-hour) from minutes after midnight; wraps past midnight. */
export function formatMinutes(totalMinutes: number): string {
  const wrapped = ((totalMinutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(wrapped / 60);
  const minutes = wrapped % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** '09:30–10:15' with an en dash; a missing or unreadable end becomes start + 45 minutes. */
export function formatTimeRange(
  start: string | null | undefined,
  end?: string | null,
  fallback = TIME_FALLBACK,
): string {
  const startMinutes = parseTimeToMinutes(start);
  if (startMinutes === null) return fallback;
  const endMinutes = parseTimeToMinutes(end) ?? startMinutes + DEFAULT_SESSION_MINUTES;
  return `${formatMinutes(startMinutes)}–${formatMinutes(endMinutes)}`;
}
