/**
 * A fresh database per test file: in-memory PGlite by default; with DATABASE_URL set, a new database
 * `cc_test_<random>` on that server, dropped again afterwards.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database';
import type { Database } from '../../src/db/types';

/** A worker reads each template file once, however many test files it runs. */
const templates = new Map<string, Promise<Buffer>>();
function readTemplate(file: string): Promise<Buffer> {
  let content = templates.get(file);
  if (!content) {
    content = readFile(file);
    templates.set(file, content);
  }
  return content;
}

export interface TestDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Already migrated and seeded (a copy of the run's seeded template); else empty. */
  seeded: boolean;
  destroy(): Promise<void>;
}

/**
 * An empty database, or with `seeded` one that is migrated and seeded when the run has a seeded template
 * (PostgreSQL and PGlite; see global-setup.ts): the answer's `seeded` says which, so the caller migrates and seeds
 * otherwise.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    const seededPath = options.seeded ? inject('pgliteSeededTemplate') : '';
    const templatePath = seededPath || inject('pgliteTemplate');
    const template = templatePath ? new Blob([await readTemplate(templatePath)]) : undefined;
    const db = await createDatabase({ kind: 'pglite', dataDir: null, ...(template ? { template } : {}) });
    return { db, kind: 'pglite', seeded: seededPath !== '', destroy: () => db.destroy() };
  }

  const name = `cc_test_${randomBytes(6).toString('hex')}`;
  const seededTemplate = options.seeded ? inject('postgresSeededTemplate') : '';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${seededTemplate ? ` template ${seededTemplate}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await createDatabase({ kind: 'postgres', url: url.toString() });
  return {
    db,
    kind: 'postgres',
    seeded: seededTemplate !== '',
    async destroy() {
      await db.destroy();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A database that cannot be reached: every query fails fast (connection refused). */
export function unreachableDatabase(): Db {
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 1000 }),
    }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
}
