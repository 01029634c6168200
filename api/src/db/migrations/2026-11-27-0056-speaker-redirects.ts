/**
 * Issue 27, merging speakers: the address of a speaker merged into another keeps working. Each old slug names the
 * speaker it now leads to; merging that speaker again moves the old slugs along, and deleting them removes the row.
 * The table is in the change feed, so cached speaker pages are dropped when it changes.
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table speaker_redirects (
      old_slug text primary key,
      speaker_id integer not null references speakers (id) on delete cascade,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index speaker_redirects_speaker_idx on speaker_redirects (speaker_id)`.execute(db);
  await sql`
    create trigger speaker_redirects_notify_change
      after insert or update or delete or truncate on speaker_redirects
      for each statement execute function cc_notify_change()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists speaker_redirects`.execute(db);
}
