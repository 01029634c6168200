/**
 * Issue 36, only published content changes drop rendered pages: a question waiting for moderation (or a presenter
 * link waiting for approval) changes nothing a reader sees, yet the change feed of migrations 0021/0022/0063 names
 * the whole table, so every instance dropped every Q&A and session page for each one. Beside those statement
 * triggers (the other caches still hear every change), a row trigger names `<table>.public` on the same channel,
 * and only for a row that is public before or after the change: an approved or answered question, an approved
 * link. A truncate names it too. The rendered pages listen for these names (modules/ssr/rendered-pages.ts).
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

/**
 * Each table, and the statuses in which its rows are shown to the public: written into the statements as constant
 * SQL (a trigger's WHEN clause takes no parameters, and the API builds no SQL from text).
 */
const PUBLISHED = [
  { table: 'questions', shown: sql`'approved', 'answered'` },
  { table: 'presenter_urls', shown: sql`'approved'` },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function cc_notify_public_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('cc_changes', tg_table_name || '.public');
      return null;
    end
    $$
  `.execute(db);
  for (const { table, shown } of PUBLISHED) {
    await sql`
      create trigger ${sql.id(`${table}_notify_public_insert`)}
        after insert on ${sql.id(table)}
        for each row when (new.status in (${shown})) execute function cc_notify_public_change()
    `.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_notify_public_update`)}
        after update on ${sql.id(table)}
        for each row when (old.status in (${shown}) or new.status in (${shown}))
        execute function cc_notify_public_change()
    `.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_notify_public_delete`)}
        after delete on ${sql.id(table)}
        for each row when (old.status in (${shown})) execute function cc_notify_public_change()
    `.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_notify_public_truncate`)}
        after truncate on ${sql.id(table)}
        for each statement execute function cc_notify_public_change()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of PUBLISHED) {
    for (const when of ['insert', 'update', 'delete', 'truncate']) {
      await sql`drop trigger if exists ${sql.id(`${table}_notify_public_${when}`)} on ${sql.id(table)}`.execute(db);
    }
  }
  await sql`drop function if exists cc_notify_public_change()`.execute(db);
}
