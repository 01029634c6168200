/**
 * Issue 26: chairs of sessions. An admin makes a person chair of given sessions — an existing account at once, a
 * new address through a chair invitation (an email token of its own purpose, with the sessions it will chair) —
 * and the chair's view keeps a queue of device turns and an anonymous count of people writing.
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table session_chairs (
      user_id uuid not null references users (id) on delete cascade,
      session_id integer not null references sessions (id) on delete cascade,
      assigned_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (user_id, session_id)
    )
  `.execute(db);
  await sql`create index session_chairs_session on session_chairs (session_id)`.execute(db);
  // A removed assignment must end the chair's live topic on every instance at once, like a sign-out does.
  await sql`
    create trigger session_chairs_notify_change
      after delete or truncate on session_chairs
      for each statement execute function cc_notify_change()
  `.execute(db);

  await sql`alter table account_email_tokens drop constraint account_email_tokens_purpose_check`.execute(db);
  await sql`
    alter table account_email_tokens add constraint account_email_tokens_purpose_check
      check (purpose in ('password_reset', 'admin_invitation', 'chair_invitation'))
  `.execute(db);
  // The sessions a chair invitation is for; the assignments are made when the invitee accepts.
  await sql`
    create table chair_invitation_sessions (
      token_hash text not null references account_email_tokens (token_hash) on delete cascade,
      session_id integer not null references sessions (id) on delete cascade,
      primary key (token_hash, session_id)
    )
  `.execute(db);

  // One row per device-turn question the chair called or marked answered; no row means still waiting.
  await sql`
    create table chair_turns (
      question_id integer primary key references questions (id) on delete cascade,
      session_id integer not null references sessions (id) on delete cascade,
      state text not null check (state in ('called', 'answered')),
      called_at timestamptz not null,
      answered_at timestamptz
    )
  `.execute(db);
  // One person called at a time per session, whichever chair and instance pressed "Call next".
  await sql`create unique index chair_turns_one_called on chair_turns (session_id) where state = 'called'`.execute(db);

  // Someone is writing a question for this session: a keyed hash of who (never the id itself) and when last.
  await sql`
    create table writing_signals (
      session_id integer not null references sessions (id) on delete cascade,
      writer_hash text not null,
      last_at timestamptz not null,
      primary key (session_id, writer_hash)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table writing_signals`.execute(db);
  await sql`drop table chair_turns`.execute(db);
  await sql`drop table chair_invitation_sessions`.execute(db);
  await sql`delete from account_email_tokens where purpose = 'chair_invitation'`.execute(db);
  await sql`alter table account_email_tokens drop constraint account_email_tokens_purpose_check`.execute(db);
  await sql`
    alter table account_email_tokens add constraint account_email_tokens_purpose_check
      check (purpose in ('password_reset', 'admin_invitation'))
  `.execute(db);
  await sql`drop table session_chairs`.execute(db);
}
