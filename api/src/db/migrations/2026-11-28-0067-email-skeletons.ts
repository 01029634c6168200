/**
 * Issue 34, look-alike addresses: each account keeps the confusable skeleton (Unicode TS #39) of its address and
 * of its address's domain, indexed, so that a new address is compared with every account's in one lookup
 * (modules/auth/email-address.ts `emailSkeletons`, modules/auth/look-alike-accounts.ts). The rows there already
 * get theirs here; a row written without them later (a script, an old seed) is filled the first time a new
 * address is checked. Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';
import { emailSkeletons } from '../../modules/auth/email-address';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column email_skeleton text, add column email_domain_skeleton text`.execute(db);
  await sql`create index users_email_skeleton_idx on users (email_skeleton)`.execute(db);
  await sql`create index users_email_domain_skeleton_idx on users (email_domain_skeleton)`.execute(db);
  const { rows } = await sql<{ id: string; email: string }>`select id, email from users`.execute(db);
  for (const row of rows) {
    const { emailSkeleton, emailDomainSkeleton } = emailSkeletons(row.email);
    await sql`update users set email_skeleton = ${emailSkeleton}, email_domain_skeleton = ${emailDomainSkeleton}
      where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists email_skeleton, drop column if exists email_domain_skeleton`.execute(
    db,
  );
}
