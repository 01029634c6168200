/**
 * Issue 34, "deleting an account leaves the person in the audit log's snapshots": an audit entry about a person's
 * question keeps a copy of it (text, shown name, seat) in `before`/`after`. A deleted question's entry could no
 * longer be traced to its asker, so each entry now names the account it is about (`subject_user_id`): the erasure
 * finds and clears those copies (modules/account/erase-account.ts). Entries of questions still stored are traced
 * through their asker here. Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table audit_log add column subject_user_id uuid references users (id) on delete set null`.execute(db);
  await sql`create index audit_log_subject_user_idx on audit_log (subject_user_id) where subject_user_id is not null`.execute(
    db,
  );
  await sql`
    update audit_log set subject_user_id = questions.author_user_id
    from questions
    where audit_log.entity = 'question' and audit_log.entity_id = questions.id::text
      and questions.author_user_id is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists audit_log_subject_user_idx`.execute(db);
  await sql`alter table audit_log drop column if exists subject_user_id`.execute(db);
}
