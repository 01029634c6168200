/**
 * Issue 21: venues are edited in the admin area like sessions, so they get an edit version the same way (an
 * editor working from an older version is told instead of overwriting), and venue names are unique regardless
 * of case, because the programme import and the session editor find a venue by its name.
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table venues add column version integer not null default 1`.execute(db);
  await sql`create unique index venues_name_unique on venues (lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists venues_name_unique`.execute(db);
  await sql`alter table venues drop column if exists version`.execute(db);
}
