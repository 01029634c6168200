/**
 * Sign-in failure limits, kept in the database so that they survive restarts and are shared by every API
 * instance (BEYOND D14). Lock-out must not be a weapon (issue 17): nobody's failures may refuse the right
 * password to the account's owner for good, so failures are counted where they come from, and the owner always
 * has a way in that no stranger can block.
 *
 * - A browser that signed in to the account before, or in which the owner proved the address (completed a
 *   password reset or accepted an invitation), carries a signed device cookie (device-cookie.ts) and is judged
 *   only by its own failures (`device:`): strangers elsewhere, or on the same venue address, cannot lock it out.
 * - Any other browser is counted per account and address (`pair:`, tight: guessing one account from one
 *   place), per account over all addresses (`account:`, loose: guessing spread over many addresses) and per
 *   address over all accounts (`ip:`, loose: a venue's Wi-Fi puts hundreds behind one address and their typos
 *   add up; this stops a list of accounts being tried from one place).
 *
 * After a key's threshold of failures within the memory window, it is locked for 1 minute; every further
 * failure after a lock doubles it, up to 1 hour. An address (`ip:`) counts only within an hour from its first
 * failure and never doubles: typos spread over a conference day never add up to a lock, and a burst from one
 * place costs everyone there a minute at most per further failure. While locked, attempts are refused without
 * checking the password, so guessing gains nothing. Admins see and clear locks (admin-sign-in-locks).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type LimitKind = 'device' | 'pair' | 'account' | 'ip';

export const THRESHOLDS: Record<LimitKind, number> = { device: 5, pair: 5, account: 50, ip: 100 };

const BASE_LOCK_MS = 60 * 1000;
const MAX_LOCK_MS = 60 * 60 * 1000;
/** Failures are forgotten this long after the last failure or lock. */
const MEMORY_MS = 60 * 60 * 1000;

export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The keys one attempt is judged by: a remembered browser by its own; any other by account, pair and address. */
export function limiterKeys(email: string, ip: string, deviceId: string | null): string[] {
  if (deviceId) return [`device:${deviceId}`];
  const account = accountKey(email);
  return [`pair:${account}|${ip}`, `account:${account}`, `ip:${ip}`];
}

/**
 * The key of a signed-in session asking for its own password again (change password, delete account): a browser
 * judged by its own failures, like a remembered device. Named by the start of the session token's stored hash,
 * which does not let anyone sign in.
 */
export function sessionLimiterKey(tokenHash: string): string {
  return `device:session-${tokenHash.slice(0, 32)}`;
}

export function kindOf(key: string): LimitKind {
  const prefix = key.slice(0, key.indexOf(':'));
  return prefix in THRESHOLDS ? (prefix as LimitKind) : 'account';
}

export function lockDurationMs(count: number, threshold: number): number {
  if (count < threshold) return 0;
  return Math.min(BASE_LOCK_MS * 2 ** (count - threshold), MAX_LOCK_MS);
}

/** The latest time until which any of the keys is locked, or null when none is. */
export async function lockedUntil(db: Db, keys: string[], now = new Date()): Promise<Date | null> {
  const rows = await db
    .selectFrom('signInFailures')
    .select('lockedUntil')
    .where('key', 'in', keys)
    .where('lockedUntil', '>', now)
    .execute();
  const times = rows.map((row) => row.lockedUntil?.getTime() ?? 0);
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/** An address's failures are counted within this window from the first one (see the header). */
export const ADDRESS_WINDOW_MS = 60 * 60 * 1000;

/** Counts a failure against each key (atomically) and locks the keys that reached their threshold. */
export async function recordFailure(db: Db, keys: string[], now = new Date()): Promise<void> {
  const forgetBefore = new Date(now.getTime() - MEMORY_MS);
  const windowFrom = new Date(now.getTime() - ADDRESS_WINDOW_MS);
  for (const key of keys) {
    const kind = kindOf(key);
    const windowed = kind === 'ip';
    const { count } = await db
      .insertInto('signInFailures')
      .values({ key, count: 1, lastFailedAt: now, lockedUntil: null, windowStartedAt: windowed ? now : null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet(
          windowed
            ? {
                count: sql<number>`case
                  when coalesce(sign_in_failures.window_started_at, '-infinity') < ${windowFrom} then 1
                  else sign_in_failures.count + 1 end`,
                windowStartedAt: sql<Date>`case
                  when coalesce(sign_in_failures.window_started_at, '-infinity') < ${windowFrom} then ${now}
                  else sign_in_failures.window_started_at end`,
                lastFailedAt: now,
              }
            : {
                count: sql<number>`case
                  when greatest(sign_in_failures.last_failed_at, coalesce(sign_in_failures.locked_until, '-infinity'))
                    < ${forgetBefore} then 1
                  else sign_in_failures.count + 1 end`,
                lastFailedAt: now,
              },
        ),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    const threshold = THRESHOLDS[kind];
    const lockMs = windowed ? (count >= threshold ? BASE_LOCK_MS : 0) : lockDurationMs(count, threshold);
    if (lockMs > 0) {
      await db
        .updateTable('signInFailures')
        .set({ lockedUntil: new Date(now.getTime() + lockMs) })
        .where('key', '=', key)
        .execute();
    }
  }
}

/** A successful sign-in clears the failures it proves were the owner's: this account's, from here. */
export async function clearAfterSuccess(db: Db, email: string, ip: string, deviceId: string | null): Promise<void> {
  const account = accountKey(email);
  const keys = [`pair:${account}|${ip}`, `account:${account}`];
  if (deviceId) keys.push(`device:${deviceId}`);
  await db.deleteFrom('signInFailures').where('key', 'in', keys).execute();
}

/** Housekeeping: rows whose failures are forgotten and whose lock has ended carry no information. */
export async function purgeStaleFailures(db: Db, now = new Date()): Promise<void> {
  const forgetBefore = new Date(now.getTime() - MEMORY_MS);
  await db
    .deleteFrom('signInFailures')
    .where('lastFailedAt', '<', forgetBefore)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', forgetBefore)]))
    .execute();
}

export function waitMessage(until: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many sign-in attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}
