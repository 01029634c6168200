/**
 * Cancelling a session (admin.md §4 "Session status"): the session becomes cancelled with its notes and,
 * in the same transaction, the cancellation announcement is created; both are audited.
 */
import type { AdminSession } from '../../contract/index';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { planSessionChange } from '../push/push-planner';
import { rescheduleSessionDrafts } from '../question-drafts/draft-scheduling';
import { lockSession, staleStatusChange, toAdminSession } from './admin-sessions-repository';
import { cancellationAnnouncement } from './cancellation-announcement';
import { type CreatedAnnouncement, insertAnnouncement } from './session-announcement';

export interface CancelOutcome {
  session: AdminSession;
  announcement: CreatedAnnouncement;
}

export async function cancelSession(
  db: Db,
  id: number,
  input: { reason?: string | undefined; version: number },
  actorUserId: string,
): Promise<CancelOutcome> {
  const reason = input.reason?.trim() || null;
  return db.transaction().execute(async (trx) => {
    const before = await lockSession(trx, id);
    if (before.version !== input.version) throw staleStatusChange('cancel');
    if (before.status === 'cancelled') {
      throw new HttpError(409, 'ALREADY_CANCELLED', 'This session is already cancelled.');
    }
    const after = await trx
      .updateTable('sessions')
      .set({ status: 'cancelled', cancellationNotes: reason, version: before.version + 1, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await planSessionChange(trx, before, after);
    await recordAudit(trx, {
      actorUserId,
      action: 'session.cancel',
      entity: 'session',
      entityId: id,
      before: toAdminSession(before),
      after: toAdminSession(after),
    });
    // Its scheduled drafts are held (their askers see why) until it is reinstated.
    await rescheduleSessionDrafts(trx, after);
    const announcement = await insertAnnouncement(trx, cancellationAnnouncement(after, reason), actorUserId);
    return { session: toAdminSession(after), announcement };
  });
}
