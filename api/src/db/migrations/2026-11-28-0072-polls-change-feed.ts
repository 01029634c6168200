/**
 * Issue 37, the room screen is drawn on the server with the session's open poll: opening, closing, editing or
 * deleting a poll the public sees must drop that page, as an approved question does (migration 0070). A row trigger
 * names `polls.public` on the change feed for a poll that is open or closed before or after the change; a draft
 * changes nothing a reader sees. Answers name nothing: counts change by the second and the browser asks for them at
 * once. The rendered pages listen for the name (modules/ssr/rendered-pages.ts).
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // cc_notify_public_change() is migration 0070's: it names `<table>.public`.
  await sql`
    create trigger polls_notify_public_insert after insert on polls
      for each row when (new.state <> 'draft') execute function cc_notify_public_change()
  `.execute(db);
  await sql`
    create trigger polls_notify_public_update after update on polls
      for each row when (old.state <> 'draft' or new.state <> 'draft') execute function cc_notify_public_change()
  `.execute(db);
  await sql`
    create trigger polls_notify_public_delete after delete on polls
      for each row when (old.state <> 'draft') execute function cc_notify_public_change()
  `.execute(db);
  await sql`
    create trigger polls_notify_public_truncate after truncate on polls
      for each statement execute function cc_notify_public_change()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const when of ['insert', 'update', 'delete', 'truncate']) {
    await sql`drop trigger if exists ${sql.id(`polls_notify_public_${when}`)} on polls`.execute(db);
  }
}
