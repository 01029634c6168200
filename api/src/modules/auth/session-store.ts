/**
 * Server-side sessions: a random 32-byte token in the cookie, only its sha256 in the database.
 * Idle expiry 8 h (sliding), absolute expiry 7 days.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PublicUser } from '../../contract/index';
import type { Db } from '../../db/database';

export const IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function idleExpiry(lastUsedAt: Date, expiresAt: Date): Date {
  return new Date(Math.min(lastUsedAt.getTime() + IDLE_TIMEOUT_MS, expiresAt.getTime()));
}

export interface NewSession {
  token: string;
  tokenHash: string;
  /** Idle expiry, as the API reports it. */
  expiresAt: Date;
}

/**
 * `device`: "Firefox on Android" (lib/device-description.ts), shown in the account's list of sessions so that the
 * owner can tell them apart; null when the browser said nothing recognisable.
 */
export async function createSession(
  db: Db,
  userId: string,
  { device, now = new Date() }: { device: string | null; now?: Date },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const absolute = new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS);
  await db
    .insertInto('authSessions')
    .values({ tokenHash, userId, createdAt: now, lastUsedAt: now, expiresAt: absolute, device })
    .execute();
  return { token, tokenHash, expiresAt: idleExpiry(now, absolute) };
}

export interface ResolvedSession {
  tokenHash: string;
  user: PublicUser;
  expiresAt: Date;
}

/**
 * The live session for a cookie token, sliding its idle expiry unless `touch` is false (a check that is not
 * the person using the app, e.g. an open socket checked again, must not keep the session alive); expired
 * sessions are deleted.
 */
export async function resolveSession(
  db: Db,
  token: string,
  now = new Date(),
  { touch = true }: { touch?: boolean } = {},
): Promise<ResolvedSession | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('authSessions')
    .innerJoin('users', 'users.id', 'authSessions.userId')
    .select([
      'authSessions.lastUsedAt',
      'authSessions.expiresAt',
      'users.id',
      'users.email',
      'users.name',
      'users.role',
      'users.isActive',
    ])
    .where('authSessions.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;

  if (!row.isActive || idleExpiry(row.lastUsedAt, row.expiresAt).getTime() <= now.getTime()) {
    await deleteSession(db, tokenHash);
    return null;
  }

  let lastUsedAt = row.lastUsedAt;
  if (touch && now.getTime() - lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.updateTable('authSessions').set({ lastUsedAt: now }).where('tokenHash', '=', tokenHash).execute();
    lastUsedAt = now;
  }
  return {
    tokenHash,
    user: { id: row.id, email: row.email, name: row.name, role: row.role },
    expiresAt: idleExpiry(lastUsedAt, row.expiresAt),
  };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('authSessions').where('tokenHash', '=', tokenHash).execute();
}

/** Housekeeping: drop sessions past their absolute expiry or idle for longer than the idle limit. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('authSessions')
    .where((eb) =>
      eb.or([eb('expiresAt', '<=', now), eb('lastUsedAt', '<=', new Date(now.getTime() - IDLE_TIMEOUT_MS))]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
