/**
 * Issue 19: single-use tokens sent by email — password resets and admin invitations. Only the token's sha256 is
 * stored, so a copy of the database cannot be used to reset anyone's password.
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table account_email_tokens (
      token_hash text primary key,
      purpose text not null check (purpose in ('password_reset', 'admin_invitation')),
      -- The account a reset is for; null for an invitation until it is accepted.
      user_id uuid references users (id) on delete cascade,
      email text not null,
      name text,
      invited_by uuid references users (id) on delete set null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index account_email_tokens_email on account_email_tokens (lower(email), purpose)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table account_email_tokens`.execute(db);
}
