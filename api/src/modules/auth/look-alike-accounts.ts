/**
 * New addresses that would pass for an existing account's (issue 34): `admın@conference.test` beside
 * `admin@conference.test`, or any address at `xn--cnference-….test` beside accounts at `conference.test`.
 * Checked wherever an account's address is chosen: sign-up, an admin or chair invitation, and its acceptance.
 *
 * What a refusal tells: a look-alike of an existing address gets the same 409 EMAIL_TAKEN as the address itself
 * (sign-up already says when an address has an account), without naming the account it resembles.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, HttpError } from '../../lib/http-error';
import { emailSkeletons, isPlainAscii, LOOKALIKE_DOMAIN_MESSAGE, unicodeDomain } from './email-address';

type Db = Kysely<Database>;

export const LOOKALIKE_TAKEN_MESSAGE =
  'An account with this email, or with one that looks the same, already exists. Sign in instead, or use another email.';

/** Gives rows written without skeletons (a script, an old seed) theirs, so every account is compared. */
export async function fillMissingSkeletons(db: Db): Promise<void> {
  const rows = await db.selectFrom('users').select(['id', 'email']).where('emailSkeleton', 'is', null).execute();
  for (const row of rows) {
    await db.updateTable('users').set(emailSkeletons(row.email)).where('id', '=', row.id).execute();
  }
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * The refusal for a new (normalised, well-formed) address that looks like an existing account's, or null. An
 * address that is exactly an account's is the caller's own check (it says so in its own words).
 *
 * - the address's skeleton is an account's: 409 EMAIL_TAKEN with `takenMessage`;
 * - its domain has letters beyond ASCII and the same skeleton as the domain of an account, but is not that domain
 *   (`xn--`, decoded, is the same domain as its letters): 400 INVALID_EMAIL.
 */
export async function lookAlikeAccountProblem(
  db: Db,
  email: string,
  takenMessage = LOOKALIKE_TAKEN_MESSAGE,
): Promise<HttpError | null> {
  await fillMissingSkeletons(db);
  const { emailSkeleton, emailDomainSkeleton } = emailSkeletons(email);
  const sameLooking = await db
    .selectFrom('users')
    .select('id')
    .where('emailSkeleton', '=', emailSkeleton)
    .where(sql<string>`lower(email)`, '<>', email)
    .executeTakeFirst();
  if (sameLooking) return new HttpError(409, 'EMAIL_TAKEN', takenMessage);

  const shown = unicodeDomain(domainOf(email));
  if (isPlainAscii(shown)) return null;
  const domains = await db
    .selectFrom('users')
    .select(sql<string>`substring(email from '[^@]*$')`.as('domain'))
    .distinct()
    .where('emailDomainSkeleton', '=', emailDomainSkeleton)
    .limit(50)
    .execute();
  const imitated = domains.some((row) => unicodeDomain(row.domain) !== shown);
  return imitated ? badRequest('INVALID_EMAIL', LOOKALIKE_DOMAIN_MESSAGE) : null;
}
