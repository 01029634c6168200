/**
 * Reinstating a cancelled session: it becomes active again, its cancellation notes are cleared and, in the same
 * transaction, an announcement says so; both are audited. The way back from cancel-session.ts.
 */
import type { SessionReinstateBody } from '../../contract/index';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { planSessionChange } from '../push/push-planner';
import { rescheduleSessionDrafts } from '../question-drafts/draft-scheduling';
import { lockSession, staleStatusChange, toAdminSession } from './admin-sessions-repository';
import type { CancelOutcome } from './cancel-session';
import { reinstatementAnnouncement } from './reinstatement-announcement';
import { insertAnnouncement } from './session-announcement';
import { findSessionClashes, guardClashes } from './session-clashes';

export async function reinstateSession(
  db: Db,
  id: number,
  input: SessionReinstateBody,
  actorUserId: string,
): Promise<CancelOutcome> {
  return db.transaction().execute(async (trx) => {
    const before = await lockSession(trx, id);
    if (before.version !== input.version) throw staleStatusChange('reinstate');
    if (before.status !== 'cancelled') {
      throw new HttpError(409, 'NOT_CANCELLED', 'This session is not cancelled, so there is nothing to reinstate.');
    }
    const after = await trx
      .updateTable('sessions')
      .set({ status: 'active', cancellationNotes: null, version: before.version + 1, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Its room or speakers may have been given to others while it was cancelled.
    const clashes = await findSessionClashes(trx, after);
    await guardClashes(trx, { sessionId: id, clashes, saveAnyway: input.saveAnyway, actorUserId, what: 'Reinstating' });
    await planSessionChange(trx, before, after);
    await recordAudit(trx, {
      actorUserId,
      action: 'session.reinstate',
      entity: 'session',
      entityId: id,
      before: toAdminSession(before),
      after: toAdminSession(after),
    });
    // Drafts held by the cancellation are scheduled again.
    await rescheduleSessionDrafts(trx, after);
    const announcement = await insertAnnouncement(trx, reinstatementAnnouncement(after), actorUserId);
    return { session: toAdminSession(after), announcement };
  });
}
