/**
 * Backups (docs/backups.md): the documented commands, run as an operator would run them, back up a database
 * with data in it, restore the backup into a fresh target, and the data is there and the app's migrations
 * are complete. For PostgreSQL (pg_dump / pg_restore) and the embedded PGlite (its data directory dump).
 * Restoring never overwrites: a target that already holds data is refused.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDatabase } from '../../src/seed/index';
import { createScratchDatabase, postgresAvailable } from './support/postgres';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const postgres = await postgresAvailable();
const MARKER = { title: 'Backed up: lunch moves to Linden Hall', content: 'Restored from a backup.' };

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function temporaryDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cc-fault-backup-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** `npm run backup` / `npm run restore` without npm: the same scripts with the same environment. */
function script(name: 'backup' | 'restore', args: string[], env: { DATABASE_URL?: string; DATA_DIR?: string }) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', `${name}.mjs`), ...args], {
    cwd: root,
    env: childEnv,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A database worth backing up: migrated, seeded, plus one announcement to look for. */
async function fill(db: Db): Promise<number> {
  await migrateToLatest(db);
  await seedDatabase(db);
  await db.insertInto('announcements').values(MARKER).execute();
  const { n } = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The restored database has the data and needs no migration: the app can start on it. */
async function expectRestored(db: Db, sessions: number): Promise<void> {
  const found = await db
    .selectFrom('announcements')
    .select(['title', 'content'])
    .where('title', '=', MARKER.title)
    .execute();
  expect(found).toEqual([MARKER]);
  const { n } = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(n)).toBe(sessions);
  expect(await migrateToLatest(db)).toEqual([]);
}

describe('backup and restore', () => {
  it('embedded PGlite: back up a stopped DATA_DIR, restore into a new one, find the data', async () => {
    const [source, restored, files] = await Promise.all([temporaryDir(), temporaryDir(), temporaryDir()]);
    const db = await createDatabase({ kind: 'pglite', dataDir: path.join(source, 'pglite') });
    let sessions: number;
    try {
      sessions = await fill(db);
      // While the app has it open, a backup is refused: a second process must never open PGlite's files.
      const refused = script('backup', ['--out', path.join(files, 'open.tar.gz')], { DATA_DIR: source });
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('is open: stop the app first');
    } finally {
      await db.destroy();
    }

    const file = path.join(files, 'pglite.tar.gz');
    const backup = script('backup', ['--out', file], { DATA_DIR: source });
    expect(backup.status, backup.output).toBe(0);
    const restore = script('restore', [file], { DATA_DIR: restored });
    expect(restore.status, restore.output).toBe(0);
    // Restoring over an existing database is refused.
    const again = script('restore', [file], { DATA_DIR: restored });
    expect(again.status).toBe(1);
    expect(again.output).toContain('already holds a database');

    const copy = await createDatabase({ kind: 'pglite', dataDir: path.join(restored, 'pglite') });
    try {
      await expectRestored(copy, sessions);
    } finally {
      await copy.destroy();
    }
  }, 120_000);

  it.runIf(postgres)(
    'PostgreSQL: pg_dump while in use, pg_restore into a new database, find the data',
    async () => {
      const [source, target, dir] = await Promise.all([
        createScratchDatabase('backup_src'),
        createScratchDatabase('backup_dst'),
        temporaryDir(),
      ]);
      cleanups.push(source.drop, target.drop);
      const db = await createDatabase({ kind: 'postgres', url: source.url });
      const file = path.join(dir, 'postgres.dump');
      let sessions: number;
      try {
        sessions = await fill(db);
        // Taken while the app's connections are open: pg_dump reads one consistent snapshot.
        const backup = script('backup', ['--out', file], { DATABASE_URL: source.url });
        expect(backup.status, backup.output).toBe(0);
      } finally {
        await db.destroy();
      }
      const restore = script('restore', [file], { DATABASE_URL: target.url });
      expect(restore.status, restore.output).toBe(0);
      const again = script('restore', [file], { DATABASE_URL: target.url });
      expect(again.status).toBe(1);
      expect(again.output).toContain('already has tables');

      const copy = await createDatabase({ kind: 'postgres', url: target.url });
      try {
        await expectRestored(copy, sessions);
      } finally {
        await copy.destroy();
      }
    },
    60_000,
  );
});
