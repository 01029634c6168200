/**
 * Issue 34, the queue's lanes (ADR 005): each lane claims due jobs of its own kinds, oldest first. With this index
 * a lane finds its due jobs without reading past another lane's backlog (thousands of pushes due after an urgent
 * notice to every attendee must not slow the claim of a question due now).
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index jobs_due_kind_idx on jobs (kind, run_at) where state = 'queued'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_due_kind_idx`.execute(db);
}
