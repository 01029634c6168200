/**
 * Every migration, listed by import so bundlers and tsx see them (no directory scanning).
 * Names sort in the order they run.
 */
import type { Migration } from 'kysely';
import * as initialSchema from './2026-11-22-0001-initial-schema';

export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-initial-schema': initialSchema,
};
