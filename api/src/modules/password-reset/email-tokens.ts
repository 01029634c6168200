/**
 * Single-use tokens sent by email (password resets, admin invitations): 256 random bits in the link, only their
 * sha256 in the database, an expiry, and a `used_at` set by the one update that takes the token, so two clicks
 * on the same link cannot both succeed.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountEmailTokensTable, Database } from '../../db/types';
import { hashToken } from '../auth/session-store';

export type TokenPurpose = AccountEmailTokensTable['purpose'];

export const INVITATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface NewEmailToken {
  purpose: TokenPurpose;
  email: string;
  userId?: string | null;
  name?: string | null;
  invitedBy?: string | null;
  ttlMs: number;
}

export async function createEmailToken(db: Kysely<Database>, token: NewEmailToken, now = new Date()): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db
    .insertInto('accountEmailTokens')
    .values({
      tokenHash: hashToken(secret),
      purpose: token.purpose,
      email: token.email,
      userId: token.userId ?? null,
      name: token.name ?? null,
      invitedBy: token.invitedBy ?? null,
      expiresAt: new Date(now.getTime() + token.ttlMs),
      createdAt: now,
    })
    .execute();
  return secret;
}

/** Marks the token used and returns its row, or null when it is unknown, of another purpose, used or expired. */
export async function takeEmailToken(db: Kysely<Database>, secret: string, purpose: TokenPurpose, now = new Date()) {
  return (
    (await db
      .updateTable('accountEmailTokens')
      .set({ usedAt: now })
      .where('tokenHash', '=', hashToken(secret))
      .where('purpose', '=', purpose)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning(['userId', 'email', 'name', 'invitedBy'])
      .executeTakeFirst()) ?? null
  );
}

/** Whether the token could be taken now, without taking it (the page checks before asking for a password). */
export async function emailTokenUsable(db: Kysely<Database>, secret: string, purpose: TokenPurpose, now = new Date()) {
  const row = await db
    .selectFrom('accountEmailTokens')
    .select(['email', 'name'])
    .where('tokenHash', '=', hashToken(secret))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row ?? null;
}

/** How many tokens of this purpose were sent to the address since `since` (a per-account limit on mail). */
export async function tokensSentSince(db: Kysely<Database>, email: string, purpose: TokenPurpose, since: Date) {
  const row = await db
    .selectFrom('accountEmailTokens')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Housekeeping: tokens past their expiry are worthless; a day later they are gone. */
export async function purgeExpiredEmailTokens(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom('accountEmailTokens')
    .where('expiresAt', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .execute();
}
