/**
 * Issue 17: a visitor's calendar feed token no longer follows the visitor into the account it merged into.
 * Tokens of visitors that merged before this rule would keep showing the account's agenda to whoever took
 * them (on a shared browser, the previous person): they are deleted. The account's own token is kept.
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from agenda_feed_tokens
    where visitor_id in (select id from visitors where merged_into_user_id is not null)
  `.execute(db);
}

export async function down(_db: Kysely<unknown>): Promise<void> {
  // Deleted credentials are not brought back.
}
