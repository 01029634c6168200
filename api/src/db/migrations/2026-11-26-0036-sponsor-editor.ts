/**
 * Sponsors editable in the admin area (issue 21):
 * - logo_alt: the logo's text alternative, required (seeded rows get "<name> logo", what the pages said so far);
 * - logo_content_type: the type found in an uploaded logo's bytes; null for the logos bundled under
 *   api/static/sponsors/;
 * - version: optimistic locking of admin edits, as announcements and sessions have.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sponsors add column logo_alt text not null default ''`.execute(db);
  await sql`update sponsors set logo_alt = name || ' logo'`.execute(db);
  // From now on every insert says what its logo shows.
  await sql`alter table sponsors alter column logo_alt drop default`.execute(db);
  await sql`alter table sponsors add column logo_content_type text`.execute(db);
  await sql`alter table sponsors add column version integer not null default 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sponsors drop column if exists version`.execute(db);
  await sql`alter table sponsors drop column if exists logo_content_type`.execute(db);
  await sql`alter table sponsors drop column if exists logo_alt`.execute(db);
}
