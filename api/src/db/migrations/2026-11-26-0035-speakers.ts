/**
 * Issues 18 and 21: speakers become records (a name, a bio, an affiliation, a page of their own) linked to
 * sessions in order through session_speakers. sessions.presenters stays, kept equal to the linked names, so the
 * public session JSON, programme search, the exports and the import round trip read what they always read.
 *
 * The backfill makes one speaker per distinct presenter name (exact after trimming: two spellings stay two
 * speakers, an admin merges them) and links every session to its presenters in their order. The slug rule is
 * copied, not imported, so this migration never changes once landed.
 */
import { type Kysely, sql } from 'kysely';

const FEED_TABLES = ['speakers', 'session_speakers'] as const;

/** 'Dr Zoë O’Neill' → 'dr-zoe-o-neill'. */
function slugBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return base || 'speaker';
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table speakers (
      id serial primary key,
      slug text not null unique,
      name text not null check (length(trim(name)) > 0),
      bio text not null default '',
      affiliation text,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table session_speakers (
      session_id integer not null references sessions (id) on delete cascade,
      speaker_id integer not null references speakers (id) on delete cascade,
      position integer not null,
      primary key (session_id, speaker_id)
    )
  `.execute(db);
  await sql`create index session_speakers_speaker_idx on session_speakers (speaker_id)`.execute(db);
  for (const table of FEED_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_notify_change`)}
        after insert or update or delete or truncate on ${sql.id(table)}
        for each statement execute function cc_notify_change()
    `.execute(db);
  }

  const { rows } = await sql<{ id: number; presenters: string[] }>`
    select id, presenters from sessions where cardinality(presenters) > 0 order by id
  `.execute(db);
  const speakerIds = new Map<string, number>();
  const slugs = new Set<string>();
  for (const session of rows) {
    const names = [...new Set(session.presenters.map((name) => name.trim()).filter(Boolean))];
    for (const [position, name] of names.entries()) {
      let speakerId = speakerIds.get(name);
      if (speakerId === undefined) {
        const base = slugBase(name);
        let slug = base;
        for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
        slugs.add(slug);
        const inserted = await sql<{ id: number }>`
          insert into speakers (slug, name) values (${slug}, ${name}) returning id
        `.execute(db);
        speakerId = inserted.rows[0]?.id as number;
        speakerIds.set(name, speakerId);
      }
      await sql`
        insert into session_speakers (session_id, speaker_id, position) values (${session.id}, ${speakerId}, ${position})
      `.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists session_speakers`.execute(db);
  await sql`drop table if exists speakers`.execute(db);
}
