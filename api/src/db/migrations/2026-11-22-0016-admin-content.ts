/**
 * Admin content:
 * - programme import previews (BEYOND "Programme import"): the file an admin previewed, kept for a day so that
 *   "Confirm import" applies exactly that file, whichever API instance answers;
 * - a text alternative for each sponsor advert image, for people who cannot see it.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table programme_import_previews (
      id uuid primary key default gen_random_uuid(),
      created_by uuid references users (id) on delete cascade,
      file_name text,
      format text not null check (format in ('json', 'csv')),
      content text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index programme_import_previews_created_idx on programme_import_previews (created_at)`.execute(db);
  await sql`alter table sponsor_adverts add column alt_text text not null default ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sponsor_adverts drop column if exists alt_text`.execute(db);
  await sql`drop table if exists programme_import_previews`.execute(db);
}
