/**
 * Erasing an account (issue 19, the Privacy Policy's right to deletion): what belongs only to the person goes —
 * sessions, calendar feed tokens, bookmarks, phrases, notification subscriptions, read news, votes, activity
 * records, pending emails — and what others saw or rely on stays without the person in it: questions lose their
 * name, email, seat and author; audit entries keep the action and the time with a pseudonym in place of the person
 * ("Former admin #N", "Former chair 7f3a9c", "Former attendee 7f3a9c"; ADR 008), the copies of their questions
 * in the audit log lose the text, name and seat (issue 34), and any copy of the account goes. Run inside a
 * transaction.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** What an audit entry's copy of an erased person's question keeps: no words, name, email or seat of theirs. */
const erasedQuestionFields = (pseudonym: string) =>
  JSON.stringify({ text: null, name: null, email: null, seat: null, askedBy: pseudonym });

/**
 * The stable name an erased person keeps in the audit log (ADR 008): an admin's from the former_admin_number
 * sequence; a chair's or an attendee's a random tag, stored in each entry, so it says nothing about who they were.
 */
async function pseudonymOf(trx: Db, userId: string, role: string): Promise<string> {
  if (role === 'admin') {
    const { rows } = await sql<{ n: string }>`select nextval('former_admin_number') as n`.execute(trx);
    return `Former admin #${rows[0]?.n}`;
  }
  const chaired = await trx
    .selectFrom('sessionChairs')
    .select('sessionId')
    .where('userId', '=', userId)
    .union(
      trx
        .selectFrom('auditLog')
        .select(sql<number>`0`.as('sessionId'))
        .where('actorUserId', '=', userId)
        .where('action', 'like', 'session.questions_%'),
    )
    .executeTakeFirst();
  return `${chaired ? 'Former chair' : 'Former attendee'} ${randomBytes(3).toString('hex')}`;
}

export async function eraseAccount(trx: Db, userId: string): Promise<void> {
  const account = await trx.selectFrom('users').select(['email', 'role']).where('id', '=', userId).executeTakeFirst();
  if (!account) return;
  const label = await pseudonymOf(trx, userId, account.role);
  // The audit log's copies of the person's questions (moderated or deleted ones): found before the questions lose
  // their author. The action, the time and the moderation stay; the words, name and seat go.
  const askedBy = erasedQuestionFields(label);
  await trx
    .updateTable('auditLog')
    .set({
      before: sql`case when before is null then null else before || ${askedBy}::jsonb end`,
      after: sql`case when after is null then null else after || ${askedBy}::jsonb end`,
      subjectUserId: null,
    })
    .where('entity', '=', 'question')
    .where((eb) =>
      eb.or([
        eb('subjectUserId', '=', userId),
        eb(
          'entityId',
          'in',
          eb.selectFrom('questions').select(sql<string>`id::text`.as('id')).where('authorUserId', '=', userId),
        ),
      ]),
    )
    .execute();
  await trx.deleteFrom('authSessions').where('userId', '=', userId).execute();
  await trx.deleteFrom('agendaFeedTokens').where('userId', '=', userId).execute();
  await trx.deleteFrom('bookmarks').where('userId', '=', userId).execute();
  await trx.deleteFrom('questionDrafts').where('userId', '=', userId).execute();
  await trx.deleteFrom('announcementReads').where('userId', '=', userId).execute();
  await trx.deleteFrom('questionVotes').where('userId', '=', userId).execute();
  // Issue 37: poll answers. Words the person wrote go; a choice stays counted in its poll's results, but belongs
  // to nobody any more (docs/privacy.md), so closed polls' results do not change afterwards.
  await trx.deleteFrom('pollAnswers').where('userId', '=', userId).where('text', 'is not', null).execute();
  await trx.updateTable('pollAnswers').set({ userId: null }).where('userId', '=', userId).execute();
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
    .set({ authorUserId: null, name: null, email: null, seat: null, anonymous: true })
    .where('authorUserId', '=', userId)
    .execute();
  // Entries the person wrote (an admin's changes, a chair opening questions) keep a pseudonymous actor.
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
