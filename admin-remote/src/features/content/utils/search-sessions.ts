import type { AdminSession } from '@cc/api/contract';

/** Case-insensitive search over title, speaker, track, session number and location; date and time order. */
export function searchSessions(sessions: readonly AdminSession[], search: string): AdminSession[] {
  const needle = search.trim().toLowerCase();
  const found = needle
    ? sessions.filter((session) =>
        [session.title, session.speaker, session.track, session.sessionNumber, session.location].some((field) =>
          field?.toLowerCase().includes(needle),
        ),
      )
    : [...sessions];
  return found.sort(
    (a, b) =>
      (a.sessionDate ?? '9999').localeCompare(b.sessionDate ?? '9999') ||
      (a.startTime ?? '99').localeCompare(b.startTime ?? '99') ||
      a.id - b.id,
  );
}
