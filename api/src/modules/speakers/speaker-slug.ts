/**
 * Speaker page addresses (/speakers/<slug>): readable, stable, unique, and made from the name alone, so two
 * deployments that add the same speakers in a different order give each the same address (issue 30). Pure apart
 * from the lookup of taken slugs.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { slugify } from '../../lib/slug';

const MAX_LENGTH = 80;
const TAG_LENGTH = 8;

/**
 * Eight hex digits of the name's SHA-256, as written (NFC, single spaces, case kept): what tells apart two names
 * that keep no Latin letters, or the same ones. No transliteration library is in the workspace; a tag is stable
 * where a romanisation of our own would be wrong for most scripts.
 */
export function nameTag(name: string): string {
  const written = name.normalize('NFC').trim().replace(/\s+/g, ' ');
  return createHash('sha256').update(written).digest('hex').slice(0, TAG_LENGTH);
}

/** 'Dr Zoë O’Neill' → 'dr-zoe-o-neill'; a name with no Latin letters or digits → 'speaker-' and its tag. */
export function slugBase(name: string): string {
  return slugify(name, MAX_LENGTH) || `speaker-${nameTag(name)}`;
}

/** The base cut so that a tag still fits: every slug for a name starts with this. */
function shortened(base: string): string {
  return base.slice(0, MAX_LENGTH - TAG_LENGTH - 1).replace(/-+$/g, '');
}

/**
 * The slug for `name` that is not in `taken`: its base; when another name reduces to the same letters ('Zoe Ng'
 * and 'Zoë Ng'), the base with this name's tag, so the second one's address does not depend on how many came
 * before it; numbered only in the unlikely case that the tag is taken too.
 */
export function firstFreeSlug(name: string, taken: ReadonlySet<string>): string {
  const base = slugBase(name);
  if (!taken.has(base)) return base;
  const tag = nameTag(name);
  const tagged = base.endsWith(tag) ? base : `${shortened(base)}-${tag}`;
  let slug = tagged;
  for (let n = 2; taken.has(slug); n++) slug = `${tagged}-${n}`;
  return slug;
}

/**
 * The slugs a new speaker must not take: every speaker's, and every old address that leads to a speaker (a
 * merged speaker's, or one an earlier slug rule gave), which would otherwise stop leading where it did.
 */
export async function takenSlugs(trx: Kysely<Database>, prefix?: string): Promise<Set<string>> {
  let speakers = trx.selectFrom('speakers').select('slug');
  let redirects = trx.selectFrom('speakerRedirects').select('oldSlug as slug');
  if (prefix !== undefined) {
    // Slugs hold only a-z, 0-9 and '-', none of them special to LIKE.
    speakers = speakers.where('slug', 'like', `${prefix}%`);
    redirects = redirects.where('oldSlug', 'like', `${prefix}%`);
  }
  const rows = await speakers.unionAll(redirects).execute();
  return new Set(rows.map((row) => row.slug));
}

/** A slug for a new speaker called `name` that no speaker or old address has yet. */
export async function uniqueSlug(trx: Kysely<Database>, name: string): Promise<string> {
  return firstFreeSlug(name, await takenSlugs(trx, shortened(slugBase(name))));
}

/** The columns a new speaker needs besides its slug. */
type NewSpeaker = { name: string; bio?: string; affiliation?: string | null };

/**
 * Inserts a speaker under the first free slug for its name. Another writer may take that slug between the lookup
 * and the insert (two admins adding the same name): the insert then waits for it, does nothing, and the next try
 * sees the slug taken and uses the next one, so the caller never meets the unique index as a 500.
 */
export async function insertSpeaker(trx: Kysely<Database>, values: NewSpeaker) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await trx
      .insertInto('speakers')
      .values({ ...values, slug: await uniqueSlug(trx, values.name) })
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
  }
  throw new HttpError(409, 'SPEAKER_BUSY', 'Many speakers are being added at once: please try again.');
}
