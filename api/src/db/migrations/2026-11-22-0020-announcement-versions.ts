/**
 * Announcements get an edit version, like sessions: an admin's edit names the version it started from and
 * is refused (409) when another admin saved in between, instead of silently overwriting their change.
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table announcements add column version integer not null default 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table announcements drop column version`.execute(db);
}
