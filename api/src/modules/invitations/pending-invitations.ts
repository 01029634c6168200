/**
 * Pending admin invitations (issue 27): listed with who sent them and when, resent or withdrawn. An invitation
 * carries its sender's authority, so it stops working when the sender is no longer an active admin.
 */
import type { Kysely } from 'kysely';
import type { PendingInvitation } from '../../contract/index';
import type { Database } from '../../db/types';
import { HttpError, notFound } from '../../lib/http-error';

export const SENDER_GONE_MESSAGE =
  'This invitation no longer works: the admin who sent it is no longer an admin. Ask a current admin to invite you again.';

/** Admin invitations, or (issue 34) invitations to chair sessions: listed, resent and withdrawn alike. */
export type InvitationPurpose = 'admin_invitation' | 'chair_invitation';

const pending = (db: Kysely<Database>, now: Date, purpose: InvitationPurpose = 'admin_invitation') =>
  db
    .selectFrom('accountEmailTokens as t')
    .leftJoin('users as u', 'u.id', 't.invitedBy')
    .where('t.purpose', '=', purpose)
    .where('t.usedAt', 'is', null)
    .where('t.expiresAt', '>', now);

export async function listPendingInvitations(db: Kysely<Database>, now = new Date()): Promise<PendingInvitation[]> {
  const rows = await pending(db, now)
    .select([
      't.id',
      't.email',
      't.name',
      't.createdAt',
      't.expiresAt',
      'u.name as senderName',
      'u.email as senderEmail',
    ])
    .select(['u.role as senderRole', 'u.isActive as senderActive'])
    .orderBy('t.createdAt', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name ?? '',
    sentBy: row.senderName || row.senderEmail || null,
    senderIsAdmin: row.senderRole === 'admin' && row.senderActive === true,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * A pending invitation by id, taken (deleted, so its link stops working) for the change; 404 when it was accepted,
 * withdrawn or expired meanwhile. A chair invitation's sessions go with it (on delete cascade): read them first.
 */
export async function takePendingInvitation(
  trx: Kysely<Database>,
  id: string,
  now = new Date(),
  purpose: InvitationPurpose = 'admin_invitation',
) {
  const row = await pending(trx, now, purpose)
    .select(['t.id', 't.email', 't.name'])
    .where('t.id', '=', id)
    .forUpdate('t')
    .executeTakeFirst();
  if (!row) {
    throw notFound(
      'INVITATION_NOT_FOUND',
      'This invitation is no longer pending: it was accepted, withdrawn or has expired.',
    );
  }
  await trx.deleteFrom('accountEmailTokens').where('id', '=', id).execute();
  return row;
}

/** Refuses an invitation whose sender was deleted or is no longer an active admin. */
export async function checkSender(trx: Kysely<Database>, invitedBy: string | null): Promise<void> {
  const sender =
    invitedBy === null
      ? undefined
      : await trx.selectFrom('users').select(['role', 'isActive']).where('id', '=', invitedBy).executeTakeFirst();
  if (sender?.role !== 'admin' || !sender.isActive) {
    throw new HttpError(400, 'INVITATION_SENDER_GONE', SENDER_GONE_MESSAGE);
  }
}
