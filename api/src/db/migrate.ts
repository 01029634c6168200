import { type Kysely, type MigrationResultSet, Migrator, NO_MIGRATIONS } from 'kysely';
import { migrations } from './migrations/index';

function migrator(db: Kysely<unknown>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Runs every pending migration; returns the names of those it ran. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  return unwrap(await migrator(db as Kysely<unknown>).migrateToLatest());
}

/** Undoes the latest migration (for development). */
export async function migrateDown<T>(db: Kysely<T>): Promise<string[]> {
  return unwrap(await migrator(db as Kysely<unknown>).migrateDown());
}

/** Undoes every migration, newest first (for development and the migration round-trip test). */
export async function migrateAllDown<T>(db: Kysely<T>): Promise<string[]> {
  return unwrap(await migrator(db as Kysely<unknown>).migrateTo(NO_MIGRATIONS));
}
