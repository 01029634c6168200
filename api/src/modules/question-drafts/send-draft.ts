/**
 * Turning a draft into a question (issue 26). Both the asker's "Send now" and the server's job go through
 * sendDraftRow, in one transaction with the draft's row locked: the question is inserted only while the draft is
 * not yet sent, so a job run twice (a lost lease, two instances) or a click racing the job sends it once.
 */
import type { FastifyInstance } from 'fastify';
import { conference } from '../../config';
import type { Db } from '../../db/database';
import { cancelJob } from '../jobs/job-queue';
import { type ClaimedJob, type JobContext, JobRetryAfter } from '../jobs/job-worker';
import { type QuestionSendLimit, senderOf } from '../questions/question-send-limit';
import { findQuestionRow } from '../questions/questions-repository';
import { publishQuestionChange } from '../questions/questions-service';
import { draftJobKey } from './draft-scheduling';
import { readSessionQuestionsFields, sessionQuestionsOpen } from './session-questions';

export type DraftRow = {
  id: number;
  visitorId: string | null;
  userId: string | null;
  sessionId: number | null;
  text: string;
  readOutLoud: boolean;
  deviceTurn: boolean;
  seat: string | null;
  shownName: string | null;
};

/** Inserts the question and marks the draft sent, in the caller's transaction (the draft row locked by it). */
export async function sendDraftRow(trx: Db, draft: DraftRow, now: Date): Promise<number> {
  const shownName = draft.shownName?.trim() ?? '';
  const question = await trx
    .insertInto('questions')
    .values({
      text: draft.text.trim(),
      sessionId: draft.sessionId,
      // Anonymous unless the asker chose a name, as for any question; the account's name is never copied.
      name: shownName || null,
      email: null,
      anonymous: shownName === '',
      status: 'pending',
      authorUserId: draft.userId,
      authorVisitorId: draft.visitorId,
      readOutLoud: draft.readOutLoud,
      deviceTurn: draft.deviceTurn,
      seat: draft.seat?.trim() || null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('questionDrafts')
    .set({ state: 'sent', heldReason: null, sentQuestionId: question.id, sentAt: now, updatedAt: now })
    .where('id', '=', draft.id)
    .execute();
  await cancelJob(trx, draftJobKey(draft.id));
  return question.id;
}

/** Tells moderation about a question just sent (after the commit). */
export async function publishSentQuestion(app: FastifyInstance, questionId: number): Promise<void> {
  const row = await findQuestionRow(app.db, questionId);
  if (row) await publishQuestionChange(app, null, row);
}

/** A moment past the limit's window, so the retry finds the count renewed. */
const AFTER_WINDOW_MS = 1000;

/**
 * The job 'question-draft-send': sends the draft if it is still scheduled and its session's questions are open.
 * It is a question the asker sends, so it counts in their question limit when it is sent (issue 34). Over the
 * limit, nothing is sent and the draft stays scheduled: the job tries again once the limit's window has passed
 * (JobRetryAfter). On the job's last attempt the draft goes back to being a draft, with its words, for the asker
 * to send (docs/communication-access.md › Sending when questions open).
 */
export function draftSendHandler(app: FastifyInstance, questionSends: QuestionSendLimit) {
  return async (job: ClaimedJob, context: JobContext): Promise<void> => {
    const draftId = Number((job.payload as { draftId?: unknown }).draftId);
    if (!Number.isInteger(draftId)) return;
    const sent = await context.db.transaction().execute(async (trx) => {
      // Only a draft still scheduled is sent: the condition that makes a repeated run do nothing.
      const draft = await trx
        .selectFrom('questionDrafts')
        .selectAll()
        .where('id', '=', draftId)
        .where('state', '=', 'scheduled')
        .forUpdate()
        .executeTakeFirst();
      if (!draft) return null;
      const session = draft.sessionId === null ? null : await readSessionQuestionsFields(trx, draft.sessionId);
      if (!session) {
        await trx
          .updateTable('questionDrafts')
          .set({ state: 'held', heldReason: 'session_removed', updatedAt: context.now })
          .where('id', '=', draftId)
          .execute();
        return null;
      }
      if (session.status === 'cancelled') {
        await trx
          .updateTable('questionDrafts')
          .set({ state: 'held', heldReason: 'session_cancelled', updatedAt: context.now })
          .where('id', '=', draftId)
          .execute();
        return null;
      }
      if (!sessionQuestionsOpen(session, context.now, conference.timeZone)) {
        // Run early (closed by hand, or moved later, since it was queued): the draft stays scheduled, and the
        // session's next opening or change queues its job again (this run still holds the key, so not from here).
        return null;
      }
      const verdict = await questionSends.take(senderOf(draft));
      if (!verdict.allowed) {
        if (job.attempts < job.maxAttempts) {
          throw new JobRetryAfter('the asker is over the question limit', verdict.waitMs + AFTER_WINDOW_MS);
        }
        await trx
          .updateTable('questionDrafts')
          .set({ state: 'draft', sendWhen: 'now', heldReason: null, updatedAt: context.now })
          .where('id', '=', draftId)
          .execute();
        return null;
      }
      return sendDraftRow(trx, draft, context.now);
    });
    if (sent !== null) await publishSentQuestion(app, sent);
  };
}
