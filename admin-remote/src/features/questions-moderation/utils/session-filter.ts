import type { AdminQuestion } from '@cc/api/contract';

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
 * The session filter's choices, from the questions themselves: every session that has a question, by title, each
 * with how many it has, so a moderator sees where the questions are before choosing.
 */
export function sessionOptions(questions: readonly AdminQuestion[]): SessionOption[] {
  const sessions = new Map<number, { title: string; n: number }>();
  let general = 0;
  for (const question of questions) {
    if (question.sessionId === null) {
      general += 1;
      continue;
    }
    const found = sessions.get(question.sessionId);
    if (found) found.n += 1;
    else sessions.set(question.sessionId, { title: question.sessionTitle ?? `Session ${question.sessionId}`, n: 1 });
  }
  const bySession = [...sessions.entries()]
    .sort(([, a], [, b]) => a.title.localeCompare(b.title, 'en-GB', { numeric: true }))
    .map(([id, { title, n }]) => ({ value: String(id), label: counted(title, n) }));
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
