/**
 * Issue 30, "the session list cannot tell devices apart": each signed-in session keeps a short description of the
 * device it was started on, such as "Firefox on Android" (lib/device-description.ts), so that the account page can
 * say which session is which. Only the browser and system families from a fixed list are stored, never the
 * User-Agent itself (versions and build strings would help to recognise a person). Sessions from before have none.
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table auth_sessions add column device text check (length(device) between 1 and 60)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table auth_sessions drop column if exists device`.execute(db);
}
