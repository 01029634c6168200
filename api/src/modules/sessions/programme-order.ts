/**
 * Programme order and clean-up (attendee.md §4 "Programme data" and §9): pure functions, no I/O.
 *
 * Order: the icebreaker and the research-evidence identity session first; then tracks M1, Keynote,
 * 1.x–9.x, P1–P34 (numbers compared as numbers, so 1.10 follows 1.9 and P10 follows P9); Plenary and
 * unknown tracks last. Ties by date, then start time (sessions without either go after those with).
 */

export interface ProgrammeItem {
  id: number;
  title: string | null;
  track: string | null;
  sessionNumber: string | null;
  sessionDate: string | null;
  startTime: string | null;
}

/** Groups in programme order. */
const Group = {
  Icebreaker: 0,
  ResearchEvidence: 1,
  Main: 2,
  Keynote: 3,
  Numbered: 4,
  Poster: 5,
  Last: 6,
} as const;

type Rank = readonly [group: number, major: number, minor: number];

const ICEBREAKER = /ice[\s-]?breaker/i;
const RESEARCH_EVIDENCE = /research[\s-]+evidence/i;
const IDENTITY = /identity/i;

function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** The label a session is filed under: its track, else its session number. */
export function trackLabel(item: Pick<ProgrammeItem, 'track' | 'sessionNumber'>): string {
  return clean(item.track) || clean(item.sessionNumber);
}

export function isIcebreaker(item: Pick<ProgrammeItem, 'title' | 'track'>): boolean {
  return ICEBREAKER.test(clean(item.title)) || ICEBREAKER.test(clean(item.track));
}

/** The research-evidence session on identity ("Research evidence … identity …"). */
export function isResearchEvidenceIdentity(item: Pick<ProgrammeItem, 'title' | 'track'>): boolean {
  const text = `${clean(item.track)} ${clean(item.title)}`;
  return RESEARCH_EVIDENCE.test(text) && IDENTITY.test(text);
}

/** Where a track label sorts: [group, major, minor]. */
export function trackRank(label: string): Rank {
  const value = label.trim();
  let match = /^m(\d+)$/i.exec(value);
  if (match) return [Group.Main, Number(match[1]), 0];
  if (/^keynote\b/i.test(value)) return [Group.Keynote, 0, 0];
  match = /^([1-9])\.(\d+)$/.exec(value);
  if (match) return [Group.Numbered, Number(match[1]), Number(match[2])];
  match = /^p(\d+)$/i.exec(value);
  if (match) return [Group.Poster, Number(match[1]), 0];
  return [Group.Last, 0, 0];
}

function rank(item: ProgrammeItem): Rank {
  if (isIcebreaker(item)) return [Group.Icebreaker, 0, 0];
  if (isResearchEvidenceIdentity(item)) return [Group.ResearchEvidence, 0, 0];
  return trackRank(trackLabel(item));
}

/** Compares nullable strings with nulls (TBA) last. */
function compareMaybe(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareProgramme(a: ProgrammeItem, b: ProgrammeItem): number {
  const ra = rank(a);
  const rb = rank(b);
  for (let i = 0; i < 3; i++) {
    const diff = (ra[i] as number) - (rb[i] as number);
    if (diff !== 0) return diff;
  }
  return (
    compareMaybe(a.sessionDate, b.sessionDate) ||
    compareMaybe(a.startTime, b.startTime) ||
    // Unknown tracks share a group: keep them together, then alphabetical.
    trackLabel(a).localeCompare(trackLabel(b), 'en', { numeric: true, sensitivity: 'base' }) ||
    a.id - b.id
  );
}

/**
 * Drops sessions without a title and later duplicates (same title and track, case-insensitive after
 * trimming). The first one in the given order is kept, so pass rows in id order to keep the original.
 */
export function dedupeSessions<T extends ProgrammeItem>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const item of items) {
    const title = clean(item.title).toLowerCase();
    if (!title) continue;
    const key = `${title}\u0000${clean(item.track).toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(item);
  }
  return kept;
}

/** The programme as attendees see it: cleaned up, then in programme order. */
export function programmeOrder<T extends ProgrammeItem>(items: readonly T[]): T[] {
  return dedupeSessions(items).sort(compareProgramme);
}
