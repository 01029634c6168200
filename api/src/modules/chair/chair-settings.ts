/**
 * The organisers' settings for chairs (issue 35, "Time to compose"), kept in the `settings` table so every API
 * instance reads the same: how long a writer stays in the chair's "still writing" count after their last key press.
 * No row: the server's default (AppConfig.writingWindowMs, 60 s unless WRITING_WINDOW_SECONDS says otherwise).
 * Issue 37: how long a poll stays open at least (no row: 60 s).
 */
import { POLL_MIN_OPEN_SECONDS_DEFAULT } from '../../contract/polls';
import type { Db } from '../../db/database';

export const WRITING_WINDOW_KEY = 'chair.writing_window_seconds';
export const POLL_MIN_OPEN_KEY = 'chair.poll_min_open_seconds';

/** Seconds a poll stays open at least before its chairs can close it. */
export async function pollMinOpenSeconds(db: Db): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', POLL_MIN_OPEN_KEY).executeTakeFirst();
  const value = row?.value;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : POLL_MIN_OPEN_SECONDS_DEFAULT;
}

export async function storePollMinOpenSeconds(db: Db, seconds: number): Promise<void> {
  await storeSetting(db, POLL_MIN_OPEN_KEY, seconds);
}

/** The seconds the organisers chose, or null when they chose none. */
export async function storedWritingWindowSeconds(db: Db): Promise<number | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', WRITING_WINDOW_KEY).executeTakeFirst();
  const value = row?.value;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** How long a writer counts, in milliseconds: the organisers' choice, else `fallbackMs`. */
export async function writingWindowMs(db: Db, fallbackMs: number): Promise<number> {
  const seconds = await storedWritingWindowSeconds(db);
  return seconds === null ? fallbackMs : seconds * 1000;
}

export async function storeWritingWindowSeconds(db: Db, seconds: number): Promise<void> {
  await storeSetting(db, WRITING_WINDOW_KEY, seconds);
}

async function storeSetting(db: Db, key: string, seconds: number): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(seconds) })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ value: JSON.stringify(seconds), updatedAt: new Date() }),
    )
    .execute();
}
