/**
 * A random id for this deployment, made once and kept with the data (backups and restores carry it): the right-hand
 * side of iCalendar UIDs when no PUBLIC_URL names the deployment, so that two deployments of the app never give
 * their sessions the same UID in a calendar app that subscribes to both.
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into settings (key, value) values ('deployment_id', to_jsonb(gen_random_uuid()::text))
    on conflict (key) do nothing
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from settings where key = 'deployment_id'`.execute(db);
}
