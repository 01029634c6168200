/**
 * Issue 30, speaker addresses that do not depend on the order speakers were added. The earlier rule gave every
 * name without Latin letters `speaker`, `speaker-2`, … and numbered two names that reduce to the same letters
 * (`rhys-moss-2`), so the number said how many came before. Each speaker whose slug is such a numbered or
 * placeholder form of their own name gets the address the new rule gives that name (`speaker-<tag>`, or the base
 * with the name's tag), and the old address leads to them through speaker_redirects. A speaker renamed since their
 * slug was made no longer matches it and keeps it: their address is the one people have.
 * The rules are copied, not imported, so this migration never changes once landed.
 * Never edit once landed: add a new migration instead.
 */
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

const MAX_LENGTH = 80;
const TAG_LENGTH = 8;

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/-+$/g, '');
}

function nameTag(name: string): string {
  const written = name.normalize('NFC').trim().replace(/\s+/g, ' ');
  return createHash('sha256').update(written).digest('hex').slice(0, TAG_LENGTH);
}

function newSlug(name: string, taken: ReadonlySet<string>): string {
  const base = slugify(name) || `speaker-${nameTag(name)}`;
  if (!taken.has(base)) return base;
  const tag = nameTag(name);
  const tagged = base.endsWith(tag) ? base : `${base.slice(0, MAX_LENGTH - TAG_LENGTH - 1).replace(/-+$/g, '')}-${tag}`;
  let slug = tagged;
  for (let n = 2; taken.has(slug); n++) slug = `${tagged}-${n}`;
  return slug;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows: speakers } = await sql<{ id: number; slug: string; name: string }>`
    select id, slug, name from speakers order by id
  `.execute(db);
  const { rows: redirects } = await sql<{ slug: string }>`select old_slug as slug from speaker_redirects`.execute(db);
  const taken = new Set([...speakers.map((s) => s.slug), ...redirects.map((r) => r.slug)]);
  for (const speaker of speakers) {
    const oldBase = slugify(speaker.name) || 'speaker';
    const numbered = speaker.slug === oldBase || new RegExp(`^${oldBase}-[0-9]+$`).test(speaker.slug);
    if (!numbered) continue;
    // Taken by this speaker itself: what its name alone would give when nothing else were in the way.
    const own = new Set(taken);
    own.delete(speaker.slug);
    if (newSlug(speaker.name, own) === speaker.slug) continue;
    const slug = newSlug(speaker.name, taken);
    taken.add(slug);
    await sql`update speakers set slug = ${slug}, updated_at = now() where id = ${speaker.id}`.execute(db);
    await sql`
      insert into speaker_redirects (old_slug, speaker_id) values (${speaker.slug}, ${speaker.id})
      on conflict (old_slug) do update set speaker_id = excluded.speaker_id
    `.execute(db);
  }
}

/** The new addresses stay, and the old ones go on leading to them: nothing to undo. */
export async function down(): Promise<void> {}
