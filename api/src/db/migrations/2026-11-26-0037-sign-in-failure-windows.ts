/**
 * Issue 17, lock-out as a weapon: a network address's sign-in failures (over all accounts) are counted within a
 * window that starts at its first failure, instead of adding up for as long as failures keep coming. At a venue
 * where everyone shares one address, typos spread over the day then never add up to a lock for everyone there.
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sign_in_failures add column window_started_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sign_in_failures drop column if exists window_started_at`.execute(db);
}
