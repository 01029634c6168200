/**
 * Issue 27: pending admin invitations are listed, resent and withdrawn by an id of their own (the token's hash is
 * never shown), and an admin who deletes their own account stays on the audit entries they wrote as a stable,
 * non-personal "Former admin #N", numbered from a sequence.
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table account_email_tokens add column id uuid not null default gen_random_uuid()`.execute(db);
  await sql`create unique index account_email_tokens_id on account_email_tokens (id)`.execute(db);
  await sql`alter table audit_log add column actor_label text`.execute(db);
  await sql`create sequence former_admin_number`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop sequence if exists former_admin_number`.execute(db);
  await sql`alter table audit_log drop column if exists actor_label`.execute(db);
  await sql`drop index if exists account_email_tokens_id`.execute(db);
  await sql`alter table account_email_tokens drop column if exists id`.execute(db);
}
