/**
 * Keeping a session's scheduled drafts in step with the session (issue 26, ADR 005): each scheduled draft has one
 * job, keyed by the draft, due when the session's questions open. Moving the session moves the jobs, cancelling it
 * holds the drafts (their jobs cancelled), reinstating it schedules them again. Runs in the caller's transaction,
 * so a draft is scheduled exactly when its job is queued.
 */

import { conference } from '../../config';
import type { Db } from '../../db/database';
import { cancelJob, scheduleJob } from '../jobs/job-queue';
import type { SessionQuestionsFields } from './session-questions';
import { questionsOpenAt } from './session-questions';

export const DRAFT_SEND_JOB = 'question-draft-send';

export const draftJobKey = (draftId: number) => `${DRAFT_SEND_JOB}:${draftId}`;

/**
 * Queues (or moves) the draft's job for the session's opening. A session closed by hand has no opening: the job
 * is taken off until it is opened again. True when the job is due at once.
 */
export async function scheduleDraftJob(
  db: Db,
  draftId: number,
  session: SessionQuestionsFields,
  timeZone: string,
  now: Date,
): Promise<boolean> {
  const runAt = questionsOpenAt(session, timeZone);
  if (runAt === null) {
    await cancelJob(db, draftJobKey(draftId));
    return false;
  }
  await scheduleJob(
    db,
    { kind: DRAFT_SEND_JOB, key: draftJobKey(draftId), runAt, payload: { draftId } },
    { again: true },
  );
  return runAt <= now;
}

/** After any change to a session: hold, schedule again or move each of its waiting drafts. */
export async function rescheduleSessionDrafts(
  db: Db,
  session: SessionQuestionsFields,
  timeZone: string = conference.timeZone,
): Promise<void> {
  const waiting = await db
    .selectFrom('questionDrafts')
    .select('id')
    .where('sessionId', '=', session.id)
    .where('state', 'in', ['scheduled', 'held'])
    .forUpdate()
    .execute();
  if (waiting.length === 0) return;
  const ids = waiting.map((row) => row.id);
  if (session.status === 'cancelled') {
    await db
      .updateTable('questionDrafts')
      .set({ state: 'held', heldReason: 'session_cancelled', updatedAt: new Date() })
      .where('id', 'in', ids)
      .execute();
    for (const id of ids) await cancelJob(db, draftJobKey(id));
    return;
  }
  await db
    .updateTable('questionDrafts')
    .set({ state: 'scheduled', heldReason: null, updatedAt: new Date() })
    .where('id', 'in', ids)
    .execute();
  // A job due in the past runs at the worker's next look; nothing here needs "now".
  for (const id of ids) await scheduleDraftJob(db, id, session, timeZone, new Date(0));
}

/** A session about to be deleted: its waiting drafts are held (kept for their writers), their jobs cancelled. */
export async function holdDraftsOfRemovedSession(db: Db, sessionId: number): Promise<void> {
  const held = await db
    .updateTable('questionDrafts')
    .set({ state: 'held', heldReason: 'session_removed', updatedAt: new Date() })
    .where('sessionId', '=', sessionId)
    .where('state', 'in', ['scheduled', 'held'])
    .returning('id')
    .execute();
  for (const row of held) await cancelJob(db, draftJobKey(row.id));
}
