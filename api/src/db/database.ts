/**
 * The kysely factory: PostgreSQL through pg when a URL is given, embedded PGlite otherwise.
 * Both run the same queries and migrations.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './types';

export type Db = Kysely<Database>;

const DATE_OID = 1082;
const INT8_OID = 20;
/** How long a request waits for a new connection to PostgreSQL before it is answered 503. */
const POOL_CONNECT_TIMEOUT_MS = 5000;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * dataDir null → in memory (tests). `template`: a dumped, initialised data directory to start from
   * instead of running initdb (about 3 s), see test/global-setup.ts.
   */
  | { kind: 'pglite'; dataDir: string | null; template?: Blob };

function plugins() {
  // Nested keys of jsonb values (action details, audit snapshots) are data, not column names.
  return [new CamelCasePlugin({ maintainNestedObjectKeys: true })];
}

function createPgPool(url: string): pg.Pool {
  // Dates stay 'YYYY-MM-DD' (a JS Date would shift with the server's time zone); counts become numbers.
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') => {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === INT8_OID) return (value: string) => Number(value);
    return format ? pg.types.getTypeParser(oid, format) : pg.types.getTypeParser(oid);
  }) as typeof pg.types.getTypeParser;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: { getTypeParser },
    // While the database is unreachable a request fails within seconds (503) instead of hanging in the
    // pool's queue; connections are opened afresh once it answers again, so the API recovers on its own.
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    // Finds a server that vanished without closing the TCP connection (a crashed host, a cut network).
    keepAlive: true,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection that the server drops (restart, failover, a dropped database) must not crash the
  // process: the pool discards it and the next query opens a new one.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
  });
  // The pool listens for errors only while a connection is idle. One lost while checked out (between two
  // statements of a transaction, say) would emit an 'error' nobody hears, and that ends the process. Its
  // queries fail on their own (answered 503) and the pool discards it when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

/**
 * Where the realtime hub LISTENs for this database's notifications: a dedicated pg connection to the same
 * URL, or the PGlite instance itself (it delivers NOTIFY to its own listeners). Unknown for other Db objects.
 */
export type NotificationSource = { kind: 'postgres'; url: string } | { kind: 'pglite'; pglite: PGlite };
const notificationSources = new WeakMap<Db, NotificationSource>();
export function notificationSourceOf(db: Db): NotificationSource | null {
  return notificationSources.get(db) ?? null;
}

/** The pg pool behind a PostgreSQL Db, for its metrics; null for PGlite (one connection, no pool). */
const pools = new WeakMap<Db, pg.Pool>();
export function poolOf(db: Db): pg.Pool | null {
  return pools.get(db) ?? null;
}

/**
 * PostgreSQL's default 128 MB of shared buffers sit in the embedded instance's memory from its start; the whole
 * conference's database is a few MB, read through the operating system's cache anyway.
 */
const PGLITE_CONF = ['shared_buffers = 16MB'];

export async function createDatabase(target: DatabaseTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    const pool = createPgPool(target.url);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: plugins() });
    notificationSources.set(db, { kind: 'postgres', url: target.url });
    pools.set(db, pool);
    return db;
  }
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.template ? { loadDataDir: target.template } : {}),
    parsers: { [DATE_OID]: (value: string) => value },
    postgresqlconf: PGLITE_CONF,
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins: plugins() });
  notificationSources.set(db, { kind: 'pglite', pglite });
  return db;
}

/** Where config says the database is. */
export function databaseTarget(config: { databaseUrl: string | null; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` };
}
