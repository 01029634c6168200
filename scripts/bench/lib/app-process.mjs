// Starts the real app for the benchmarks the way `npm start` does (the API serving the built front ends), as
// its own process, on PGlite in a data folder or on a fresh PostgreSQL database, and stops it again.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../../lib/workspace.mjs';

export const BENCH_ADMIN = { email: 'admin@conference.test', password: 'bench-admin-password-2027' };
const apiDir = path.join(root, 'api');
/** The API's own dependencies (pg, fastify, ws) serve the bench too: one copy of each in the repository. */
export const apiRequire = createRequire(path.join(apiDir, 'package.json'));

const START_TIMEOUT_MS = 180_000;

/** Resident memory of a process in MB (Linux /proc, else ps). */
export function rssMB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    if (Number.isFinite(kb)) return Math.round(kb / 1024);
  } catch {
    // not Linux
  }
  const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  return Math.round(Number(ps.stdout.trim()) / 1024);
}

async function healthy(baseURL) {
  try {
    const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * @param {{ port: number, dataDir: string, databaseUrl?: string, log: (line: string) => void,
 *   env?: Record<string, string> }} options
 * @returns {Promise<{ baseURL: string, pid: number, startMs: number, rssMB(): number, stop(): Promise<void> }>}
 */
export async function startApp({ port, dataDir, databaseUrl, log, env: extraEnv = {} }) {
  const baseURL = `http://127.0.0.1:${port}`;
  if (await healthy(baseURL)) throw new Error(`Port ${port} is already serving an app; stop it first.`);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const started = performance.now();
  // One process (tsx as a loader, not its CLI wrapper), so its memory is the app's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });

  while (!(await healthy(baseURL))) {
    if (exited) throw new Error(`The app exited during start (${JSON.stringify(exited)}):\n${output}`);
    if (performance.now() - started > START_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`The app did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = Math.round(performance.now() - started);
  log(`app on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} answering at ${baseURL} after ${startMs} ms (pid ${child.pid})`);

  return {
    baseURL,
    pid: child.pid,
    startMs,
    rssMB: () => rssMB(child.pid),
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

/**
 * A fresh database on the PostgreSQL server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432),
 * dropped again by `drop()`; null when no server answers.
 */
export async function createBenchDatabase(log) {
  const { Client } = apiRequire('pg');
  const serverUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    log(`PostgreSQL not reachable at ${serverUrl} (${error.message}): its rows are skipped`);
    return null;
  }
  const name = `cc_bench_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
