/** Speaker page addresses (/speakers/<slug>): readable, stable, unique. Pure apart from the lookup of taken slugs. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

const MAX_LENGTH = 80;

/** 'Dr Zoë O’Neill' → 'dr-zoe-o-neill'; a name with no Latin letters or digits → 'speaker'. */
export function slugBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/-+$/g, '');
  return base || 'speaker';
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
