/**
 * Issue 34, push that goes only where push services are: a signed-in browser's push subscription ends with the
 * sign-in it was made in, however that sign-in ends (signing out, "sign out everywhere else", a password change
 * or reset, expiry, the account's deletion, an admin removing the account), because the database ends it: the
 * subscription's `session_token_hash` now references `auth_sessions` with `on delete cascade`. Subscriptions of
 * sign-ins already gone are removed here. When a subscription goes, by any route, its queued pushes are cancelled
 * in the same statement (a trigger), so a lost phone is not sent the agenda's reminders.
 *
 * `push_deliveries` keeps one row per subscription and message sent (the delivery key, e.g. `urgent:12`): a push
 * job inserts its row before sending and sends only when the row is new, so a job run twice (a lost lease, two
 * instances) reaches the phone once. The housekeeping drops rows older than a week.
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from push_subscriptions s
    where s.user_id is not null
      and not exists (select 1 from auth_sessions a where a.token_hash = s.session_token_hash)
  `.execute(db);
  await sql`
    alter table push_subscriptions
      add constraint push_subscriptions_session_fk foreign key (session_token_hash)
      references auth_sessions (token_hash) on delete cascade
  `.execute(db);
  await sql`create index push_subscriptions_session_idx on push_subscriptions (session_token_hash)`.execute(db);

  // Statement-level with the deleted rows as a table: one update however many subscriptions a statement ends.
  await sql`
    create function cc_cancel_push_jobs_of_deleted_subscriptions() returns trigger language plpgsql as $$
    begin
      update jobs
      set state = 'cancelled', finished_at = now(), updated_at = now()
      where state = 'queued'
        and kind in ('push-reminder', 'push-change', 'push-urgent')
        and payload ->> 'subscriptionId' in (select gone.id::text from gone);
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger push_subscriptions_cancel_jobs
      after delete on push_subscriptions
      referencing old table as gone
      for each statement execute function cc_cancel_push_jobs_of_deleted_subscriptions()
  `.execute(db);

  await sql`
    create table push_deliveries (
      subscription_id bigint not null references push_subscriptions (id) on delete cascade,
      message_key text not null check (length(message_key) between 1 and 200),
      created_at timestamptz not null default now(),
      primary key (subscription_id, message_key)
    )
  `.execute(db);
  await sql`create index push_deliveries_created_idx on push_deliveries (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists push_deliveries`.execute(db);
  await sql`drop trigger if exists push_subscriptions_cancel_jobs on push_subscriptions`.execute(db);
  await sql`drop function if exists cc_cancel_push_jobs_of_deleted_subscriptions()`.execute(db);
  await sql`drop index if exists push_subscriptions_session_idx`.execute(db);
  await sql`alter table push_subscriptions drop constraint if exists push_subscriptions_session_fk`.execute(db);
}
