/**
 * Issue 27, news that leads somewhere: one list of announcement categories (contract/live.ts). The automatic
 * "Session Cancelled/Reinstated" notices were filed under 'session_update', which no News filter shows but All;
 * they and any other announcement of that category are filed under 'schedule', which News › Schedule finds, and
 * the category can no longer be stored. Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update announcements set category = 'schedule' where category = 'session_update'`.execute(db);
  await sql`alter table announcements drop constraint if exists announcements_category_check`.execute(db);
  await sql`
    alter table announcements add constraint announcements_category_check
      check (category in ('general', 'schedule', 'venue', 'technical', 'catering', 'transport'))
  `.execute(db);
}

/** Allows 'session_update' again; which schedule notices once had it is not kept, so they stay under Schedule. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table announcements drop constraint if exists announcements_category_check`.execute(db);
  await sql`
    alter table announcements add constraint announcements_category_check
      check (category in ('general', 'schedule', 'venue', 'technical', 'catering', 'transport', 'session_update'))
  `.execute(db);
}
