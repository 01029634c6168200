/**
 * Performance at conference scale (issue 9):
 * - an index for every filter the API applies that had none: the session key lookup (lower(trim(...)), which the
 *   0001 indexes on lower(...) could not serve), the public Q&A list (only approved and answered questions,
 *   newest first, for everyone or one session), and the owner columns that merging a visitor into an account
 *   and deleting an announcement filter on;
 * - a change feed: a statement-level trigger NOTIFYs `cc_changes` with the table's name whenever sessions or
 *   announcements change, however they change (API, import, psql). Every API instance LISTENs and drops its
 *   in-memory copy of the programme and the news list (modules/realtime, lib/document-cache.ts).
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

/** Tables whose public lists the API keeps in memory. */
const FEED_TABLES = ['sessions', 'announcements'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists sessions_session_number_idx`.execute(db);
  await sql`drop index if exists sessions_track_idx`.execute(db);
  await sql`create index sessions_session_number_key_idx on sessions (lower(trim(session_number)))`.execute(db);
  await sql`create index sessions_track_key_idx on sessions (lower(trim(track)))`.execute(db);

  await sql`
    create index questions_public_created_idx on questions (created_at desc, id desc)
      where status in ('approved', 'answered')
  `.execute(db);
  await sql`
    create index questions_public_session_created_idx on questions (session_id, created_at desc, id desc)
      where status in ('approved', 'answered')
  `.execute(db);
  await sql`create index questions_author_visitor_idx on questions (author_visitor_id)`.execute(db);
  await sql`create index question_votes_visitor_idx on question_votes (visitor_id)`.execute(db);
  await sql`create index announcement_reads_announcement_idx on announcement_reads (announcement_id)`.execute(db);
  await sql`create index presenter_urls_submitted_visitor_idx on presenter_urls (submitted_by_visitor_id)`.execute(db);

  await sql`
    create function cc_notify_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('cc_changes', tg_table_name);
      return null;
    end
    $$
  `.execute(db);
  for (const table of FEED_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_notify_change`)}
        after insert or update or delete or truncate on ${sql.id(table)}
        for each statement execute function cc_notify_change()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of FEED_TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_notify_change`)} on ${sql.id(table)}`.execute(db);
  }
  await sql`drop function if exists cc_notify_change()`.execute(db);
  for (const index of [
    'presenter_urls_submitted_visitor_idx',
    'announcement_reads_announcement_idx',
    'question_votes_visitor_idx',
    'questions_author_visitor_idx',
    'questions_public_session_created_idx',
    'questions_public_created_idx',
    'sessions_track_key_idx',
    'sessions_session_number_key_idx',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`create index sessions_session_number_idx on sessions (lower(session_number))`.execute(db);
  await sql`create index sessions_track_idx on sessions (lower(track))`.execute(db);
}
