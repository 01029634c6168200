/** Speaker page addresses (/speakers/<slug>): readable, stable, unique. Pure apart from the lookup of taken slugs. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { slugify } from '../../lib/slug';

const MAX_LENGTH = 80;

/** 'Dr Zoë O’Neill' → 'dr-zoe-o-neill'; a name with no Latin letters or digits → 'speaker'. */
export function slugBase(name: string): string {
  return slugify(name, MAX_LENGTH) || 'speaker';
}

/** The first of base, base-2, base-3 … not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** A slug for a new speaker called `name` that no speaker has yet. */
export async function uniqueSlug(trx: Kysely<Database>, name: string): Promise<string> {
  const base = slugBase(name);
  const rows = await trx
    .selectFrom('speakers')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
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
