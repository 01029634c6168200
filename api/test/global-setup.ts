/**
 * Once per test run: an initialised, empty PGlite cluster dumped to a file. Each test file starts its own
 * in-memory PGlite from it (about 0.5 s instead of 3 s of initdb), then migrates and seeds it as usual.
 * Not needed when the tests run against PostgreSQL (DATABASE_URL).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the dumped PGlite data directory, or '' when tests use DATABASE_URL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL?.trim()) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cc-pglite-template-'));
  const file = path.join(dir, 'pgdata.tar');
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
