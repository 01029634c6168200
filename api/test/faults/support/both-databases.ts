/**
 * The fault tests run on both databases the app supports, whatever DATABASE_URL says: an in-memory PGlite
 * (the embedded default) and a fresh database on the real PostgreSQL server (when one answers).
 */
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type App, buildApp } from '../../../src/app';
import { createDatabase, type Db } from '../../../src/db/database';
import { migrateToLatest } from '../../../src/db/migrate';
import { seedDatabase } from '../../../src/seed/index';
import { ADMIN, ATTENDEE, createUser, testConfig } from '../../helpers/test-app';
import { createScratchDatabase, postgresAvailable } from './postgres';

export type DatabaseKind = 'pglite' | 'postgres';

export interface FaultApp {
  kind: DatabaseKind;
  app: App;
  db: Db;
  close(): Promise<void>;
}

/** The kinds to run on here: PGlite always, PostgreSQL when a server answers (always in CI). */
export async function databaseKinds(): Promise<DatabaseKind[]> {
  return (await postgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];
}

/** A migrated, seeded database of that kind with the test admin and attendee, and the app on it. */
export async function startFaultApp(kind: DatabaseKind, what: string): Promise<FaultApp> {
  const scratch = kind === 'postgres' ? await createScratchDatabase(what) : null;
  // The initialised cluster of test/global-setup.ts when there is one (runs without DATABASE_URL): no initdb.
  const templatePath = scratch ? '' : inject('pgliteTemplate');
  const template = templatePath ? new Blob([await readFile(templatePath)]) : undefined;
  const db = await createDatabase(
    scratch
      ? { kind: 'postgres', url: scratch.url }
      : { kind: 'pglite', dataDir: null, ...(template ? { template } : {}) },
  );
  await migrateToLatest(db);
  await seedDatabase(db);
  await createUser(db, ADMIN, 'admin');
  await createUser(db, ATTENDEE, 'attendee');
  const app = await buildApp({ db, config: testConfig(), logger: false });
  await app.ready();
  return {
    kind,
    app,
    db,
    async close() {
      await app.close();
      await db.destroy();
      await scratch?.drop();
    },
  };
}
