/**
 * The session table's search, filters, sorting and export (admin.md §2 Sessions tab, §5): pure functions.
 * Filter options come from the data (BEYOND D10): every day, track and level present.
 */
import { type AdminSession, type ClashCandidate, sessionsWithClashes } from '@cc/api/contract';

export type AbstractFilter = 'all' | 'with' | 'without';

export interface SessionFilters {
  search: string;
  /** 'all' or a session date (YYYY-MM-DD). */
  day: string;
  /** 'all' or a track. */
  track: string;
  abstract: AbstractFilter;
  /** 'all' or a level. */
  level: string;
  /** 'only': the sessions that clash with another (issue 27). */
  clashes: 'all' | 'only';
}

export const NO_FILTERS: SessionFilters = {
  search: '',
  day: 'all',
  track: 'all',
  abstract: 'all',
  level: 'all',
  clashes: 'all',
};

/** The sessions that clash with another, by the same rules the API refuses a clashing save with. */
export function clashingSessionIds(sessions: readonly AdminSession[]): Set<number> {
  return sessionsWithClashes(
    sessions.map(
      (session): ClashCandidate => ({
        ...session,
        speakers: (session.speakers ?? []).map((speaker) => ({ key: `speaker:${speaker.id}`, name: speaker.name })),
      }),
    ),
  );
}

export type SortColumn = 'track' | 'title' | 'speaker' | 'day' | 'time' | 'abstract';
export type SortDirection = 'ascending' | 'descending';
export interface SortOrder {
  column: SortColumn;
  direction: SortDirection;
}

/** Default sort: track ascending (admin.md §2). */
export const DEFAULT_SORT: SortOrder = { column: 'track', direction: 'ascending' };

export interface FilterOption {
  value: string;
  label: string;
}

const LEVEL_ORDER = ['beginner', 'intermediate', 'advanced'];

const natural = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

/** Days present, in date order, labelled with their weekday name. */
export function dayOptions(sessions: readonly AdminSession[]): FilterOption[] {
  const days = new Map<string, string>();
  for (const session of sessions) {
    if (session.sessionDate && !days.has(session.sessionDate)) {
      days.set(session.sessionDate, session.day ?? session.sessionDate);
    }
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([value, label]) => ({ value, label }));
}

function distinct(values: Iterable<string | null>): string[] {
  const seen = new Set<string>();
  for (const value of values) if (value) seen.add(value);
  return [...seen];
}

/** Tracks present, in natural order (1.9 before 1.10). */
export function trackOptions(sessions: readonly AdminSession[]): FilterOption[] {
  return distinct(sessions.map((s) => s.track))
    .sort(natural)
    .map((track) => ({ value: track, label: track }));
}

/** Levels present: Beginner, Intermediate, Advanced first, then any others alphabetically. */
export function levelOptions(sessions: readonly AdminSession[]): FilterOption[] {
  const rank = (level: string) => {
    const index = LEVEL_ORDER.indexOf(level.toLowerCase());
    return index === -1 ? LEVEL_ORDER.length : index;
  };
  return distinct(sessions.map((s) => s.sessionLevel))
    .sort((a, b) => rank(a) - rank(b) || natural(a, b))
    .map((level) => ({ value: level, label: level }));
}

/**
 * Case-insensitive search over title, speaker, abstract and location (admin.md §5), plus the session number and
 * track, which organisers read off the printed programme (issue 21).
 */
export function matchesSearch(session: AdminSession, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    session.title,
    session.sessionNumber,
    session.track,
    session.speaker,
    session.abstractContent,
    session.location,
  ].some((field) => field?.toLowerCase().includes(needle));
}

export function filterSessions(
  sessions: readonly AdminSession[],
  filters: SessionFilters,
  clashing: ReadonlySet<number> = new Set(),
): AdminSession[] {
  return sessions.filter(
    (session) =>
      matchesSearch(session, filters.search) &&
      (filters.clashes === 'all' || clashing.has(session.id)) &&
      (filters.day === 'all' || session.sessionDate === filters.day) &&
      (filters.track === 'all' || session.track === filters.track) &&
      (filters.abstract === 'all' || session.hasAbstract === (filters.abstract === 'with')) &&
      (filters.level === 'all' || session.sessionLevel === filters.level),
  );
}

export function activeFilterCount(filters: SessionFilters): number {
  return [filters.day, filters.track, filters.abstract, filters.level, filters.clashes].filter(
    (value) => value !== 'all',
  ).length;
}

/** Missing values sort last in both directions. */
function compareNullable(a: string | null, b: string | null, compare: (x: string, y: string) => number): number {
  if (a === b) return 0;
  if (a === null || a === '') return 1;
  if (b === null || b === '') return -1;
  return compare(a, b);
}

const KEYS: Record<SortColumn, (session: AdminSession) => string | null> = {
  // What the Track column shows: the track, else the session number.
  track: (s) => s.track ?? s.sessionNumber,
  title: (s) => s.title,
  speaker: (s) => s.speaker,
  day: (s) => s.sessionDate,
  time: (s) => s.startTime,
  abstract: (s) => (s.hasAbstract ? 'Yes' : 'No'),
};

export function sortSessions(sessions: readonly AdminSession[], order: SortOrder): AdminSession[] {
  const key = KEYS[order.column];
  const sign = order.direction === 'ascending' ? 1 : -1;
  return [...sessions].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null || ka === '' || kb === null || kb === '') {
      const missing = compareNullable(ka, kb, natural);
      if (missing !== 0) return missing;
    } else {
      const diff = natural(ka, kb) * sign;
      if (diff !== 0) return diff;
    }
    // Ties: by date and time, then id, so the order is stable.
    return (
      compareNullable(a.sessionDate, b.sessionDate, natural) ||
      compareNullable(a.startTime, b.startTime, natural) ||
      a.id - b.id
    );
  });
}

/** Clicking a column sorts by it ascending; clicking the sorted column flips its direction. */
export function nextSort(current: SortOrder, column: SortColumn): SortOrder {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** 'sessions-export-2027-09-14.json' (the local date). */
export function exportFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `sessions-export-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** The sessions as pretty JSON, the shape the API returns (and the programme import reads). */
export function exportJson(sessions: readonly AdminSession[]): string {
  return `${JSON.stringify(sessions, null, 2)}\n`;
}
