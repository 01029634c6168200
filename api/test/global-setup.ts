/**
 * Once per test run, a starting point that each test file copies instead of building its own:
 * - on PostgreSQL (DATABASE_URL), a template database, migrated and seeded: `CREATE DATABASE … TEMPLATE` copies it
 *   in a fraction of the second that migrating and seeding each file's database took;
 * - else two PGlite clusters dumped to files, one initialised and empty, one migrated and seeded: each file starts
 *   its own in-memory PGlite from one of them (about 0.5 s instead of 3 s of initdb, and no migrating and seeding
 *   per file where the file asks for a seeded database).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, notificationSourceOf } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDatabase } from '../src/seed/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the dumped PGlite data directory, or '' when tests use DATABASE_URL. */
    pgliteTemplate: string;
    /** Path of a dumped PGlite data directory that is migrated and seeded, or '' when tests use DATABASE_URL. */
    pgliteSeededTemplate: string;
    /** Name of the migrated and seeded template database on DATABASE_URL's server, or '' on PGlite. */
    postgresSeededTemplate: string;
  }
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (serverUrl) {
    const name = `cc_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = await createDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await migrateToLatest(db);
      await seedDatabase(db);
    } finally {
      // A template must have no connections when it is copied.
      await db.destroy();
    }
    project.provide('pgliteTemplate', '');
    project.provide('pgliteSeededTemplate', '');
    project.provide('postgresSeededTemplate', name);
    return async () => {
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }
  project.provide('postgresSeededTemplate', '');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cc-pglite-template-'));
  const file = path.join(dir, 'pgdata.tar');
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  const seededFile = path.join(dir, 'pgdata-seeded.tar');
  const db = await createDatabase({ kind: 'pglite', dataDir: null, template: dump });
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
    const source = notificationSourceOf(db);
    if (source?.kind !== 'pglite') throw new Error('expected an embedded database');
    const seeded = await source.pglite.dumpDataDir('none');
    await writeFile(seededFile, Buffer.from(await seeded.arrayBuffer()));
  } finally {
    await db.destroy();
  }
  project.provide('pgliteSeededTemplate', seededFile);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
