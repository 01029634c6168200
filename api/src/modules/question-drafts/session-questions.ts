/**
 * Whether a session takes questions (issue 26): open from its start time, or earlier once its chair or an admin
 * opens them, until closed by hand (a later open reopens). Opening and closing by hand: open-session-questions.ts.
 */
import type { SessionQuestionsStatus } from '../../contract/index';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { zonedTimeToUtc } from '../calendar/ical';

/** What of a session decides whether its questions are open. */
export interface SessionQuestionsFields {
  id: number;
  status: 'active' | 'cancelled';
  sessionDate: string | null;
  startTime: string | null;
  questionsOpenedAt: Date | null;
  questionsClosedAt: Date | null;
}

const closedByHand = (session: SessionQuestionsFields) =>
  session.questionsClosedAt !== null &&
  (session.questionsOpenedAt === null || session.questionsClosedAt >= session.questionsOpenedAt);

/**
 * Refuses a question sent now to a session whose chair or an admin closed its questions (until they open them
 * again): the room has moved on, so nothing new reaches the chair's list. Asking ahead, before the start, stays open.
 */
export function refuseWhenClosedByHand(session: SessionQuestionsFields | null): void {
  if (session && closedByHand(session)) {
    throw new HttpError(
      409,
      'QUESTIONS_CLOSED',
      "Questions for this session have been closed by its chair. Your question was not sent; keep it as a draft and choose 'Send when questions open' to send it if they open again.",
    );
  }
}

/** When the questions open (or opened); null when closed by hand, or when the session has no time and no opening. */
export function questionsOpenAt(session: SessionQuestionsFields, timeZone: string): Date | null {
  if (closedByHand(session)) return null;
  const start =
    session.sessionDate && session.startTime ? zonedTimeToUtc(session.sessionDate, session.startTime, timeZone) : null;
  if (session.questionsOpenedAt && (!start || session.questionsOpenedAt < start)) return session.questionsOpenedAt;
  return start;
}

/** Whether the session takes questions at `now`. A cancelled session never does. */
export function sessionQuestionsOpen(session: SessionQuestionsFields, now: Date, timeZone: string): boolean {
  if (session.status === 'cancelled') return false;
  const opensAt = questionsOpenAt(session, timeZone);
  return opensAt !== null && opensAt <= now;
}

export function toQuestionsStatus(
  session: SessionQuestionsFields,
  now: Date,
  timeZone: string,
): SessionQuestionsStatus {
  const opensAt = questionsOpenAt(session, timeZone);
  return {
    sessionId: session.id,
    open: sessionQuestionsOpen(session, now, timeZone),
    opensAt: opensAt?.toISOString() ?? null,
    openedAt: session.questionsOpenedAt?.toISOString() ?? null,
    closedAt: session.questionsClosedAt?.toISOString() ?? null,
  };
}

export const QUESTIONS_FIELDS = [
  'id',
  'status',
  'sessionDate',
  'startTime',
  'questionsOpenedAt',
  'questionsClosedAt',
] as const;

export async function readSessionQuestionsFields(db: Db, sessionId: number): Promise<SessionQuestionsFields | null> {
  return (
    (await db.selectFrom('sessions').select(QUESTIONS_FIELDS).where('id', '=', sessionId).executeTakeFirst()) ?? null
  );
}
