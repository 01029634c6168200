/**
 * The real PostgreSQL server the fault tests use: DATABASE_URL's server (CI), else the usual local one.
 * Each test creates its own databases on it and drops them again; the server itself is never stopped.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export function postgresServerUrl(): string {
  return process.env.DATABASE_URL?.trim() || DEFAULT_SERVER;
}

/**
 * Whether PostgreSQL answers. With DATABASE_URL set (CI) it must: an unreachable server fails the run
 * instead of quietly leaving the PostgreSQL scenarios out.
 */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresServerUrl(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if (process.env.DATABASE_URL?.trim()) throw error;
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs one statement on the server's maintenance connection. */
export async function serverQuery(text: string, database?: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: database ? databaseUrl(database) : postgresServerUrl() });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string, overrides: { host?: string; port?: number } = {}): string {
  const url = new URL(postgresServerUrl());
  url.pathname = `/${name}`;
  if (overrides.host) url.hostname = overrides.host;
  if (overrides.port) url.port = String(overrides.port);
  return url.toString();
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database named cc_fault_<what>_<random>. */
export async function createScratchDatabase(what: string): Promise<ScratchDatabase> {
  const name = `cc_fault_${what}_${randomBytes(4).toString('hex')}`;
  await serverQuery(`create database ${name}`);
  return {
    name,
    url: databaseUrl(name),
    async drop() {
      await serverQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

export function serverAddress(): { host: string; port: number } {
  const url = new URL(postgresServerUrl());
  return { host: url.hostname || '127.0.0.1', port: Number(url.port || 5432) };
}
