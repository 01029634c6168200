/**
 * Sign-in failure limits per account and per client address, kept in the database so that they
 * survive restarts and are shared by every API instance (BEYOND D14).
 *
 * After `threshold` failures within the memory window, the key is locked for 1 minute; every further
 * failure after a lock doubles it, up to 1 hour. While locked, attempts are refused without checking
 * the password, so guessing gains nothing.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface LimitRule {
  prefix: 'account' | 'ip';
  threshold: number;
}

/** Per address the threshold is higher: a conference Wi-Fi puts many attendees behind one address. */
export const ACCOUNT_RULE: LimitRule = { prefix: 'account', threshold: 5 };
export const IP_RULE: LimitRule = { prefix: 'ip', threshold: 20 };

const BASE_LOCK_MS = 60 * 1000;
const MAX_LOCK_MS = 60 * 60 * 1000;
/** Failures are forgotten this long after the last failure or lock. */
const MEMORY_MS = 60 * 60 * 1000;

export function limiterKeys(email: string, ip: string): string[] {
  return [`${ACCOUNT_RULE.prefix}:${email.trim().toLowerCase()}`, `${IP_RULE.prefix}:${ip}`];
}

function ruleFor(key: string): LimitRule {
  return key.startsWith(`${ACCOUNT_RULE.prefix}:`) ? ACCOUNT_RULE : IP_RULE;
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

/** Counts a failure against each key (atomically) and locks the keys that reached their threshold. */
export async function recordFailure(db: Db, keys: string[], now = new Date()): Promise<void> {
  const forgetBefore = new Date(now.getTime() - MEMORY_MS);
  for (const key of keys) {
    const { count } = await db
      .insertInto('signInFailures')
      .values({ key, count: 1, lastFailedAt: now, lockedUntil: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case
            when greatest(sign_in_failures.last_failed_at, coalesce(sign_in_failures.locked_until, '-infinity'))
              < ${forgetBefore} then 1
            else sign_in_failures.count + 1 end`,
          lastFailedAt: now,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    const lockMs = lockDurationMs(count, ruleFor(key).threshold);
    if (lockMs > 0) {
      await db
        .updateTable('signInFailures')
        .set({ lockedUntil: new Date(now.getTime() + lockMs) })
        .where('key', '=', key)
        .execute();
    }
  }
}

/** A successful sign-in clears its account's failures (the address keeps its count). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db
    .deleteFrom('signInFailures')
    .where('key', '=', `${ACCOUNT_RULE.prefix}:${email.trim().toLowerCase()}`)
    .execute();
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
