/**
 * The public Q&A list kept in memory (issue 9: everyone opens Q&A when a keynote ends): questions and their votes
 * join the change feed of migration 0021, so every instance drops its copy when either changes; and an index on the
 * voter's account, so "which of these did I vote for" is one index read for a signed-in attendee as for a visitor.
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

const FEED_TABLES = ['questions', 'question_votes'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index question_votes_user_idx on question_votes (user_id)`.execute(db);
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
  await sql`drop index if exists question_votes_user_idx`.execute(db);
}
