// npm run backup [-- --out FILE]: a backup of the app's database (see docs/backups.md).
// PostgreSQL (DATABASE_URL set): pg_dump in its custom format, consistent while the app keeps running.
// Embedded PGlite (DATA_DIR/pglite): PGlite's own dump of its data directory; the app must be stopped.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backupTarget, fail, loadPGlite, option, pgliteInUse, redact } from './lib/backup-target.mjs';
import { root } from './lib/workspace.mjs';

const target = backupTarget();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const extension = target.kind === 'postgres' ? 'dump' : 'tar.gz';
const out = path.resolve(
  option(process.argv.slice(2), '--out') ?? path.join(root, 'backups', `cc-${stamp}.${extension}`),
);
mkdirSync(path.dirname(out), { recursive: true });

if (target.kind === 'postgres') {
  // One transaction with a consistent snapshot: writes during the dump are simply not in it.
  const result = spawnSync(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${out}`, target.url],
    {
      stdio: 'inherit',
    },
  );
  if (result.error) fail(`Could not run pg_dump (${result.error.message}). Install the PostgreSQL client tools.`);
  if (result.status !== 0) fail(`pg_dump failed for ${redact(target.url)}; nothing was written to ${out}.`);
} else {
  if (pgliteInUse(target.pgliteDir)) {
    fail(
      [
        `The embedded database in ${target.pgliteDir} is open: stop the app first.`,
        'If the app is not running, it did not shut down cleanly: start it and stop it once (Ctrl+C), then back up.',
      ].join('\n'),
    );
  }
  const PGlite = loadPGlite();
  const pglite = await PGlite.create({ dataDir: target.pgliteDir });
  try {
    const dump = await pglite.dumpDataDir('gzip');
    writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}
console.log(`Backup written to ${out}`);
