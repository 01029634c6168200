import { dayInWords } from '@cc/api/contract';

/** What a session list needs to put sessions in time order and say when each is. */
export interface TimedSession {
  title: string;
  /** 'YYYY-MM-DD', a calendar day of the conference (its own time zone), or null when TBA. */
  sessionDate: string | null;
  /** 'HH:MM' or 'HH:MM:SS', conference time, or null when TBA. */
  startTime: string | null;
}

/** 'Monday 13 September, 11:55' (the day in words as everywhere in the app); only the part known; '' for neither. */
export function sessionWhen(session: Pick<TimedSession, 'sessionDate' | 'startTime'>): string {
  const day = session.sessionDate ? dayInWords(session.sessionDate) : null;
  const time = session.startTime ? session.startTime.slice(0, 5) : null;
  return [day, time].filter(Boolean).join(', ');
}

/** 'Monday 13 September, 11:55 · Core vocabulary': a session in a list to choose from. */
export function sessionChoiceLabel(session: TimedSession): string {
  const when = sessionWhen(session);
  return when ? `${when} · ${session.title}` : session.title;
}

const laterWhenMissing = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

/** By time: day, then start time, then title (numbers in titles as numbers); sessions without a day or time after. */
export function compareByTime(a: TimedSession, b: TimedSession): number {
  return (
    laterWhenMissing(a.sessionDate, b.sessionDate) ||
    laterWhenMissing(a.startTime?.slice(0, 5) ?? null, b.startTime?.slice(0, 5) ?? null) ||
    a.title.localeCompare(b.title, 'en-GB', { numeric: true })
  );
}

/** A copy of `sessions` in time order. */
export function sessionsByTime<T extends TimedSession>(sessions: readonly T[]): T[] {
  return [...sessions].sort(compareByTime);
}
