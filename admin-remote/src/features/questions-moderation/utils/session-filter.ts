import type { AdminQuestion } from '@cc/api/contract';
import { compareByTime, sessionChoiceLabel, type TimedSession } from '../../../lib/session-time';

/** 'all', 'general' (questions not about a session) or a session id as text: a <select> value. */
export type SessionFilter = string;
export const ALL_SESSIONS: SessionFilter = 'all';
export const GENERAL_QUESTIONS: SessionFilter = 'general';

export interface SessionOption {
  value: SessionFilter;
  label: string;
}

const counted = (label: string, n: number) => `${label} (${n} ${n === 1 ? 'question' : 'questions'})`;

/**
 * The session filter's choices, from the questions themselves: every session that has a question, by time (day,
 * then start time, then title) as `sessions` give them, each with when it is and how many questions it has, so a
 * moderator sees where the questions are before choosing. A session not among `sessions` (still loading) goes
 * after them, by title.
 */
export function sessionOptions(
  questions: readonly AdminQuestion[],
  sessions: readonly (TimedSession & { id: number })[] = [],
): SessionOption[] {
  const known = new Map(sessions.map((session) => [session.id, session]));
  const asked = new Map<number, { session: TimedSession; n: number }>();
  let general = 0;
  for (const question of questions) {
    if (question.sessionId === null) {
      general += 1;
      continue;
    }
    const found = asked.get(question.sessionId);
    if (found) found.n += 1;
    else {
      const session = known.get(question.sessionId) ?? {
        title: question.sessionTitle ?? `Session ${question.sessionId}`,
        sessionDate: null,
        startTime: null,
      };
      asked.set(question.sessionId, { session, n: 1 });
    }
  }
  const bySession = [...asked.entries()]
    .sort(([, a], [, b]) => compareByTime(a.session, b.session))
    .map(([id, { session, n }]) => ({ value: String(id), label: counted(sessionChoiceLabel(session), n) }));
  return [
    { value: ALL_SESSIONS, label: 'All sessions' },
    ...(general > 0 ? [{ value: GENERAL_QUESTIONS, label: counted('General questions, no session', general) }] : []),
    ...bySession,
  ];
}

export function matchesSession(question: AdminQuestion, session: SessionFilter): boolean {
  if (session === ALL_SESSIONS) return true;
  if (session === GENERAL_QUESTIONS) return question.sessionId === null;
  return String(question.sessionId) === session;
}
