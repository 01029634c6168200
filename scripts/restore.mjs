// npm run restore -- FILE: puts a backup made by scripts/backup.mjs into an EMPTY target (see docs/backups.md).
// PostgreSQL (DATABASE_URL set): pg_restore into that database, which must be new and empty.
// Embedded PGlite: unpacks the dump as DATA_DIR/pglite, which must not exist yet (or be empty).
// It never overwrites data: restoring over a database in use is how backups destroy what they should save.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { backupTarget, fail, isEmptyDir, loadPGlite, redact } from './lib/backup-target.mjs';

const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!file) fail('Usage: npm run restore -- <backup file>');
const source = path.resolve(file);
if (!existsSync(source)) fail(`No backup file at ${source}.`);

const target = backupTarget();
if (target.kind === 'postgres') {
  const psql = spawnSync(
    'psql',
    [
      '--no-psqlrc',
      '--tuples-only',
      '--no-align',
      '--command',
      "select count(*) from pg_tables where schemaname = 'public'",
      target.url,
    ],
    { encoding: 'utf8' },
  );
  if (psql.error) fail(`Could not run psql (${psql.error.message}). Install the PostgreSQL client tools.`);
  if (psql.status !== 0) fail(`Could not connect to ${redact(target.url)}:\n${psql.stderr}`);
  if (Number(psql.stdout.trim()) > 0) {
    fail(
      `${redact(target.url)} already has tables. Restore into a new, empty database (createdb) and point DATABASE_URL at it.`,
    );
  }
  const result = spawnSync(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${target.url}`, source],
    { stdio: 'inherit' },
  );
  if (result.error) fail(`Could not run pg_restore (${result.error.message}). Install the PostgreSQL client tools.`);
  if (result.status !== 0) fail(`pg_restore failed; the target database was left unchanged (one transaction).`);
} else {
  if (!isEmptyDir(target.pgliteDir)) {
    fail(`${target.pgliteDir} already holds a database. Restore into a new DATA_DIR, or move the old one away first.`);
  }
  const PGlite = loadPGlite();
  const pglite = await PGlite.create({ dataDir: target.pgliteDir, loadDataDir: new Blob([readFileSync(source)]) });
  await pglite.query('select 1');
  await pglite.close();
}
console.log(`Restored ${source} into ${target.kind === 'postgres' ? redact(target.url) : target.pgliteDir}`);
