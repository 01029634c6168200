/**
 * Issue 28, server-rendered pages: every table a public page is drawn from is in the change feed, so each instance
 * drops its rendered copies of those pages when one changes. Sessions, announcements, questions and speakers already
 * are; venues (the map), sponsors and their adverts, approved presenter links, the starter phrases beside every question
 * box, and settings were not.
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

const FEED_TABLES = ['venues', 'sponsors', 'sponsor_adverts', 'presenter_urls', 'starter_phrases', 'settings'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
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
}
