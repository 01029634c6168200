/**
 * Admin users, analytics and audit log: the indexes their queries need, and the actor's email kept on each
 * audit row so "who" survives the deletion of that admin's account.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Analytics counts rows created in a date range, per day.
  await sql`create index bookmarks_created_idx on bookmarks (created_at)`.execute(db);
  await sql`create index questions_created_idx on questions (created_at)`.execute(db);
  await sql`create index sessions_created_idx on sessions (created_at)`.execute(db);
  // Top actions and device usage read only these columns of a range: an index-only scan.
  await sql`create index user_actions_created_type_device_idx on user_actions (created_at, action_type, device_type)`.execute(
    db,
  );
  // The audit log is paged newest first by id, optionally for one entity.
  await sql`create index audit_log_entity_id_desc_idx on audit_log (entity, id desc)`.execute(db);

  await sql`alter table audit_log add column actor_email text`.execute(db);
  await sql`
    update audit_log set actor_email = users.email
    from users where users.id = audit_log.actor_user_id and audit_log.actor_email is null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table audit_log drop column if exists actor_email`.execute(db);
  for (const index of [
    'audit_log_entity_id_desc_idx',
    'user_actions_created_type_device_idx',
    'sessions_created_idx',
    'questions_created_idx',
    'bookmarks_created_idx',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
}
