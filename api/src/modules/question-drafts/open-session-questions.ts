/**
 * Opening and closing a session's questions by hand (issue 26), by its chair or an admin: opening sends the
 * session's scheduled drafts at once; closing leaves them waiting for the next opening. Audited.
 */
import type { FastifyInstance } from 'fastify';
import type { SessionQuestionsStatus } from '../../contract/index';
import { sessionQuestionsTopic } from '../../contract/realtime';
import { notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { rescheduleSessionDrafts } from './draft-scheduling';
import { QUESTIONS_FIELDS, toQuestionsStatus } from './session-questions';

/** Who opens or closes: an admin or the session's chair (their user id), for the audit log. */
export interface QuestionsActor {
  userId: string;
  role: 'admin' | 'chair';
}

async function setOpenState(
  app: FastifyInstance,
  sessionId: number,
  actor: QuestionsActor,
  open: boolean,
): Promise<SessionQuestionsStatus> {
  const now = app.jobs.now();
  const { timeZone } = app.config.conference;
  const status = await app.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('sessions')
      .select(QUESTIONS_FIELDS)
      .where('id', '=', sessionId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('SESSION_NOT_FOUND', 'Session not found');
    const after = await trx
      .updateTable('sessions')
      .set(open ? { questionsOpenedAt: now } : { questionsClosedAt: now })
      .where('id', '=', sessionId)
      .returning(QUESTIONS_FIELDS)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: open ? 'session.questions_open' : 'session.questions_close',
      entity: 'session',
      entityId: sessionId,
      before: toQuestionsStatus(before, now, timeZone),
      after: { ...toQuestionsStatus(after, now, timeZone), by: actor.role },
    });
    await rescheduleSessionDrafts(trx, after, timeZone);
    return toQuestionsStatus(after, now, timeZone);
  });
  // Drafts due at once go now, not at the worker's next poll.
  if (status.open) app.jobs.wake();
  // Askers' open pages read their drafts again (issue 35): "Will send at…" becomes sent, or waits for the chair.
  const data = { sessionId, open: status.open };
  for (const topic of ['questions', sessionQuestionsTopic(sessionId)] as const) {
    await app.realtime.publish({ topic, type: 'questions.status', data });
  }
  return status;
}

/** Opens the session's questions now and sends its scheduled drafts at once. 404 unknown session. */
export function openSessionQuestions(
  app: FastifyInstance,
  sessionId: number,
  actor: QuestionsActor,
): Promise<SessionQuestionsStatus> {
  return setOpenState(app, sessionId, actor, true);
}

/** Closes the session's questions; scheduled drafts wait for the next opening. 404 unknown session. */
export function closeSessionQuestions(
  app: FastifyInstance,
  sessionId: number,
  actor: QuestionsActor,
): Promise<SessionQuestionsStatus> {
  return setOpenState(app, sessionId, actor, false);
}
