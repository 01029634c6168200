// What scripts/backup.mjs and scripts/restore.mjs work on: the same database the app would use, read from
// the same environment variables (DATABASE_URL, else the embedded PGlite in DATA_DIR/pglite).
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './workspace.mjs';

export function backupTarget(env = process.env) {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: 'postgres', url };
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(root, 'data'));
  return { kind: 'pglite', dataDir, pgliteDir: path.join(dataDir, 'pglite') };
}

/** PGlite is a dependency of the API package, not of the repository root. */
export function loadPGlite() {
  const require = createRequire(path.join(root, 'api/package.json'));
  return require('@electric-sql/pglite').PGlite;
}

/**
 * PostgreSQL (and PGlite) keep postmaster.pid in the data directory while it is open and remove it when
 * they close cleanly. PGlite runs inside the app's process, so a second process must never open it.
 */
export function pgliteInUse(pgliteDir) {
  return existsSync(path.join(pgliteDir, 'postmaster.pid'));
}

export function isEmptyDir(dir) {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** The value after --name, or undefined. */
export function option(args, name) {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Hides the password of a connection URL in messages. */
export function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(the DATABASE_URL)';
  }
}
