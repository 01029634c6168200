/**
 * Test fixture: a fresh database, migrated and seeded, with one admin and one attendee account, and the
 * app built on it. One per test file (PGlite takes seconds to start), shared by the file's tests.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import type { Db } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { hashPassword } from '../../src/modules/auth/passwords';
import { seedDatabase } from '../../src/seed/index';
import { createTestDatabase, type TestDatabase } from './test-database';

export const ADMIN = { email: 'admin@conference.test', password: 'correct-horse-admin-2027', name: 'Ada Admin' };
export const ATTENDEE = {
  email: 'attendee@conference.test',
  password: 'correct-horse-attendee-27',
  name: 'Ari Attendee',
};

/** argon2id costs tens of milliseconds per hash; compute each test password's hash once per process. */
const hashes = new Map<string, Promise<string>>();
export function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig & { cookieSecret: string } {
  // No built front end in tests unless a test provides one: point the static folders at an empty place.
  const empty = mkdtempSync(path.join(os.tmpdir(), 'cc-api-test-'));
  const base = loadConfig({ DATA_DIR: empty, LOG_LEVEL: 'silent' });
  return {
    ...base,
    paths: {
      hostDist: path.join(empty, 'host'),
      attendeeDist: path.join(empty, 'attendee'),
      adminDist: path.join(empty, 'admin'),
      apiStatic: base.paths.apiStatic,
    },
    // No server rendering unless a test asks for it (server-rendering.test.ts gives it a host build of its own).
    serverRendering: { hostBuild: null, waitMs: base.serverRendering.waitMs },
    ...overrides,
    cookieSecret: 'test-cookie-secret-that-is-long-enough-for-hmac',
  };
}

export async function createUser(
  db: Db,
  user: { email: string; password: string; name: string },
  role: 'admin' | 'attendee',
): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({ email: user.email, name: user.name, role, passwordHash: await cachedHash(user.password) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  database: TestDatabase;
  config: AppConfig & { cookieSecret: string };
  adminId: string;
  attendeeId: string;
  /** Another app on the same database, e.g. to show state survives a restart. */
  buildAnotherApp(options?: Partial<BuildAppOptions>): ReturnType<typeof buildApp>;
  close(): Promise<void>;
}

export async function setupTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestContext> {
  const database = await createTestDatabase({ seeded: true });
  const { db } = database;
  if (!database.seeded) {
    await migrateToLatest(db);
    await seedDatabase(db);
  }
  const [adminId, attendeeId] = await Promise.all([
    createUser(db, ADMIN, 'admin'),
    createUser(db, ATTENDEE, 'attendee'),
  ]);
  const config = options.config ?? testConfig();
  const make = (extra: Partial<BuildAppOptions> = {}) => buildApp({ db, config, logger: false, ...options, ...extra });
  const app = await make();
  await app.ready();
  const others: Awaited<ReturnType<typeof buildApp>>[] = [];
  return {
    app,
    db,
    database,
    config,
    adminId,
    attendeeId,
    async buildAnotherApp(extra) {
      const other = await make(extra);
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await database.destroy();
    },
  };
}

/** Signs in and returns the session cookie value. */
export async function signIn(
  app: TestContext['app'],
  user: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const payload = { email: user.email, password: user.password };
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload, headers });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c: { name: string }) => c.name === 'cc_session') as
    | { value: string }
    | undefined;
  if (!cookie) throw new Error('sign-in set no cc_session cookie');
  return cookie.value;
}
