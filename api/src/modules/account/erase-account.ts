/**
 * Erasing an account (issue 19, the Privacy Policy's right to deletion): what belongs only to the person goes —
 * sessions, calendar feed tokens, bookmarks, read news, votes, activity records, pending emails — and what others
 * saw or rely on stays without the person in it: questions lose their name, email and author, audit entries
 * their actor (an admin's become "Former admin #N") and any copy of the account. Run inside a transaction.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function eraseAccount(trx: Db, userId: string): Promise<void> {
  const account = await trx.selectFrom('users').select(['email', 'role']).where('id', '=', userId).executeTakeFirst();
  if (!account) return;
  // An admin's audit entries keep a stable actor that names nobody (issue 27, ADR 008): "Former admin #N".
  const label =
    account.role === 'admin'
      ? `Former admin #${(await sql<{ n: string }>`select nextval('former_admin_number') as n`.execute(trx)).rows[0]?.n}`
      : null;
  await trx.deleteFrom('authSessions').where('userId', '=', userId).execute();
  await trx.deleteFrom('agendaFeedTokens').where('userId', '=', userId).execute();
  await trx.deleteFrom('bookmarks').where('userId', '=', userId).execute();
  await trx.deleteFrom('questionDrafts').where('userId', '=', userId).execute();
  await trx.deleteFrom('announcementReads').where('userId', '=', userId).execute();
  await trx.deleteFrom('questionVotes').where('userId', '=', userId).execute();
  await trx.deleteFrom('userActions').where('userId', '=', userId).execute();
  await trx.deleteFrom('accountEmailTokens').where('email', '=', account.email).execute();
  await trx
    .deleteFrom('signInFailures')
    .where((eb) =>
      eb.or([
        eb('key', '=', `account:${account.email}`),
        eb('key', 'like', `pair:${account.email.replace(/[%_\\]/g, '\\$&')}|%`),
      ]),
    )
    .execute();
  await trx
    .updateTable('questions')
    .set({ authorUserId: null, name: null, email: null, anonymous: true })
    .where('authorUserId', '=', userId)
    .execute();
  await trx
    .updateTable('auditLog')
    .set({ actorUserId: null, actorEmail: null, actorLabel: label })
    .where('actorUserId', '=', userId)
    .execute();
  // Entries about the account itself (e.g. an admin created it) held its email and name in before/after.
  await trx
    .updateTable('auditLog')
    .set({ before: null, after: null })
    .where('entity', '=', 'user')
    .where('entityId', '=', userId)
    .execute();
  // Visitors that merged into the account are the same person's earlier browsers: nothing of theirs remains.
  await sql`delete from visitors where merged_into_user_id = ${userId}`.execute(trx);
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}
