// `pnpm bench`: every performance figure of issue 9 beside its ceiling, measured on this machine in this run,
// printed as one table and written to bench-results/bench.json. `--smoke` runs everything with tiny numbers
// (a few hundred requests, 20 WebSocket clients, 2 s of events) to prove it still works; `npm test` does that.
//
// What runs, in order (ports 3170–3179):
//   the app on a fresh embedded PGlite data folder: its first start, memory, the API figures, memory after them,
//     the front-end figures (frontend.mjs; nginx serves the pages' static copies on 3177); then a restart on that
//     existing folder;
//   the app on a fresh PostgreSQL database (DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432):
//     the API figures and the realtime figures (on PGlite when no PostgreSQL answers);
//   a second instance on that database and nginx (deploy/nginx/conference-companion.conf) in front of both: the
//     API figures again, beside nginx in front of the bare route (ports 3174–3176);
//   the queue (jobs.mjs, `--only=jobs` alone): two instances on a database of their own, 50 push subscriptions at a
//     push service that never answers, 20 questions sent when their sessions' questions open.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontEnds, ensureInstalled, root } from '../lib/workspace.mjs';

const smoke = process.argv.includes('--smoke');
/** `--only=api,realtime,frontend`: run just those parts (the apps still start; embedded figures come with them). */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
/** A part may have several names: `postgres-api` runs the PostgreSQL API section without the embedded one. */
const want = (part) => !only || [part].flat().some((name) => only.includes(name));
const PGLITE_PORT = 3170;
const POSTGRES_PORT = 3171;
const SECOND_POSTGRES_PORT = 3174;
const NGINX_APP_PORT = 3175;
const NGINX_CEILING_PORT = 3176;
/** Instances behind one proxy sign the visitor cookie with one secret; the proxy is one trusted hop. */
const SHARED_ENV = { COOKIE_SECRET: 'bench-cookie-secret-shared-by-both-instances', TRUST_PROXY: '1' };
const started = Date.now();

// A fresh clone has no node_modules yet: install and build before loading anything from them.
await ensureInstalled();
// The queue's instances serve no pages: `--only=jobs` needs no front-end build.
if (!only || only.some((part) => part !== 'jobs')) await buildFrontEnds();
const { createBenchDatabase, startApp } = await import('./lib/app-process.mjs');
const api = await import('./api.mjs');
const realtime = await import('./realtime.mjs');
const { stopLoad } = await import('./lib/http-load.mjs');

const log = (line) => console.log(`  · ${line.trim()}`);
const sections = [];

/** Runs one section; a failure is recorded with its message and the run goes on with the next. */
async function section(name, produce, part) {
  if (part && !want(part)) return;
  console.log(`\n--- ${name}`);
  const t = Date.now();
  try {
    const result = await produce();
    const failedRows = result.rows.filter((row) => row.failed);
    sections.push({
      ...result,
      status: failedRows.length ? 'failed' : 'passed',
      ...(failedRows.length ? { error: `failed: ${failedRows.map((row) => row.name.trim()).join('; ')}` } : {}),
      seconds: Math.round((Date.now() - t) / 100) / 10,
    });
  } catch (error) {
    console.error(error);
    sections.push({ section: name, status: 'failed', error: String(error?.message ?? error), rows: [] });
  }
}

function openFiles() {
  const probe = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' });
  const value = probe.stdout.trim();
  return value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value);
}
const fileLimit = openFiles();
// 2,000 clients hold 2,000 sockets in the clients' process and 2,000 in the server's.
if (!smoke && fileLimit < 4096) {
  console.error(`ulimit -n is ${fileLimit}: 2,000 WebSocket clients need more. Run \`ulimit -n 8192\` first.`);
  process.exit(1);
}

const mb = (value) => ({ value, unit: 'MB' });

// --- PostgreSQL app: a smoke run starts it now, beside the PGlite one (its figures mean nothing anyway); a real
// run only once the PGlite measurements are done, so that nothing else competes with them.
const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'cc-bench-pglite-'));
/** The PostgreSQL app's own DATA_DIR (cookie secret, uploads). */
const postgresDir = mkdtempSync(path.join(os.tmpdir(), 'cc-bench-postgres-'));
async function startPostgres() {
  const database = await createBenchDatabase(log);
  if (!database) return null;
  try {
    const app = await startApp({
      port: POSTGRES_PORT,
      dataDir: postgresDir,
      databaseUrl: database.url,
      log,
      env: SHARED_ENV,
    });
    return { database, app };
  } catch (error) {
    await database.drop().catch(() => {});
    return { error };
  }
}
/** The PostgreSQL app serves these parts; `--only=jobs` needs none of them (the queue starts its own instances). */
const postgresParts = ['api', 'postgres-api', 'realtime', 'nginx', 'polls'];
const postgresEarly = smoke && want(postgresParts) ? startPostgres().catch((error) => ({ error })) : null;

// --- Embedded default (PGlite) ---
const embedded = { rows: [] };
try {
  // `--only=realtime` needs no PGlite app (the realtime figures are taken on PostgreSQL when it answers).
  if (!['embedded', 'api', 'frontend'].some(want)) throw new Error('not asked for (--only)');
  const first = await startApp({ port: PGLITE_PORT, dataDir: pgliteDir, log });
  embedded.rows.push({
    name: 'first start: process start → /api/health 200 (initdb, migrations, seed)',
    value: first.startMs,
    unit: 'ms',
  });
  embedded.rows.push({ name: 'resident memory after start', ...mb(first.rssMB()) });
  try {
    await section(
      'API on the embedded default (PGlite)',
      () =>
        api.measure({ baseURL: first.baseURL, smoke, log, label: 'PGlite (embedded default)', appPids: [first.pid] }),
      'api',
    );
    embedded.rows.push({ name: 'resident memory after the API load', ...mb(first.rssMB()) });
    await section(
      'Front end',
      async () => {
        const module = await import('./frontend.mjs');
        return module.measure({ baseURL: first.baseURL, smoke, log });
      },
      'frontend',
    );
  } finally {
    await first.stop();
  }
  const again = await startApp({ port: PGLITE_PORT, dataDir: pgliteDir, log });
  embedded.rows.splice(1, 0, {
    name: 'start on an existing data folder: process start → /api/health 200',
    value: again.startMs,
    unit: 'ms',
  });
  embedded.rows.push({ name: 'resident memory after a start on an existing data folder', ...mb(again.rssMB()) });
  embedded.again = again;
} catch (error) {
  if (!error.message.startsWith('not asked for')) console.error(error);
  embedded.error = String(error?.message ?? error);
}
await section(
  'Embedded default (PGlite): start and memory',
  async () => {
    if (embedded.error) throw new Error(embedded.error);
    return { section: 'Embedded default (PGlite): start time and memory', rows: embedded.rows };
  },
  'embedded',
);

/**
 * A second instance on the same database and nginx with the recommended configuration in front of both: the API
 * figures (the ceiling is the same nginx configuration in front of the bare route) and the live polls (polls.mjs).
 */
async function behindNginx(first, database) {
  const { nginxInstalled, startNginx } = await import('./lib/nginx.mjs');
  if (!nginxInstalled()) throw new Error('nginx is not installed (/usr/sbin/nginx): apt-get install nginx');
  const secondDir = mkdtempSync(path.join(os.tmpdir(), 'cc-bench-postgres-2-'));
  const second = await startApp({
    port: SECOND_POSTGRES_PORT,
    dataDir: secondDir,
    databaseUrl: database.url,
    log,
    env: SHARED_ENV,
  });
  const proxy = await startNginx([POSTGRES_PORT, SECOND_POSTGRES_PORT], NGINX_APP_PORT);
  try {
    await section(
      'API through nginx, two instances',
      () =>
        api.measure({
          baseURL: proxy.baseURL,
          smoke,
          log,
          label: 'two PostgreSQL instances behind nginx',
          frontCeiling: (port) => startNginx([port], NGINX_CEILING_PORT),
          appPids: [first.pid, second.pid],
        }),
      'nginx',
    );
    await section(
      'Live polls, two instances behind nginx',
      async () => {
        const polls = await import('./polls.mjs');
        return polls.measure({ baseURL: proxy.baseURL, instanceURLs: [first.baseURL, second.baseURL], smoke, log });
      },
      'polls',
    );
  } finally {
    await proxy.stop();
    await second.stop();
    rmSync(secondDir, { recursive: true, force: true });
  }
}

// --- PostgreSQL ---
// (The PGlite app restarted above stays up, idle, until it is known whether the realtime figures need it.)
const postgres = want(postgresParts) ? await (postgresEarly ?? startPostgres().catch((error) => ({ error }))) : null;
if (postgres) {
  await embedded.again?.stop();
  const { database, app, error } = postgres;
  try {
    if (error) throw error;
    await section(
      'API on PostgreSQL',
      () => api.measure({ baseURL: app.baseURL, smoke, log, label: 'PostgreSQL', budgetAll: true, appPids: [app.pid] }),
      ['api', 'postgres-api'],
    );
    await section(
      'Realtime',
      () => realtime.measure({ baseURL: app.baseURL, smoke, log, label: 'PostgreSQL', databaseUrl: database.url }),
      'realtime',
    );
    if (want(['nginx', 'polls'])) await behindNginx(app, database);
  } catch (error) {
    console.error(error);
    sections.push({ section: 'PostgreSQL', status: 'failed', error: String(error?.message ?? error), rows: [] });
  } finally {
    await app?.stop();
    await database?.drop().catch((error) => console.error(`could not drop the bench database: ${error.message}`));
  }
} else {
  try {
    if (embedded.again) {
      await section(
        'Realtime',
        () => realtime.measure({ baseURL: embedded.again.baseURL, smoke, log, label: 'PGlite' }),
        'realtime',
      );
    }
  } finally {
    await embedded.again?.stop();
  }
}
await section(
  'Queue',
  async () => {
    const jobs = await import('./jobs.mjs');
    return jobs.measure({ smoke, log });
  },
  'jobs',
);
rmSync(pgliteDir, { recursive: true, force: true });
rmSync(postgresDir, { recursive: true, force: true });
stopLoad();

// --- Report ---
const fmt = (value) => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toLocaleString('en-GB') : String(value);
  return String(value);
};
const header = ['measure', 'value', 'ceiling', 'ratio', 'budget', ''];
const lines = [];
for (const s of sections) {
  lines.push({ section: `${s.section}${s.status === 'failed' ? `  [FAILED: ${s.error}]` : ''}` });
  for (const row of s.rows) {
    lines.push([
      row.name,
      `${fmt(row.value)} ${row.unit ?? ''}`.trim(),
      row.ceiling === undefined ? '' : `${fmt(row.ceiling)} ${row.unit ?? ''}`.trim(),
      fmt(row.ratio),
      row.budget ?? '',
      row.pass === undefined ? '' : row.pass ? 'ok' : 'MISSED',
    ]);
  }
}
const widths = header.map((h, i) => Math.max(h.length, ...lines.filter(Array.isArray).map((cells) => cells[i].length)));
const pad = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(`\n${smoke ? 'Benchmark smoke run (tiny numbers: figures are not meaningful)' : 'Benchmarks'}`);
console.log(pad(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const line of lines) console.log(Array.isArray(line) ? pad(line) : `\n${line.section}`);

const budgetsMissed = sections.flatMap((s) => s.rows.filter((row) => row.pass === false).map((row) => row.name));
const failedSections = sections.filter((s) => s.status === 'failed');
const cpus = os.cpus();
const report = {
  generatedAt: new Date().toISOString(),
  command: smoke ? 'node scripts/bench/index.mjs --smoke' : 'pnpm bench',
  smoke,
  seconds: Math.round((Date.now() - started) / 1000),
  machine: {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model,
    memoryMB: Math.round(os.totalmem() / 2 ** 20),
    node: process.version,
    openFilesLimit: fileLimit,
  },
  sections,
  budgetsHeld: budgetsMissed.length === 0,
};
const outDir = path.join(root, 'bench-results');
mkdirSync(outDir, { recursive: true });
const outFile = path.join(outDir, smoke ? 'bench-smoke.json' : 'bench.json');
writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `\n${sections.length - failedSections.length} of ${sections.length} sections completed; written to ${path.relative(root, outFile)} in ${report.seconds} s`,
);
if (!smoke && budgetsMissed.length) console.log(`Budgets missed: ${budgetsMissed.join('; ')}`);
// A smoke run passes when everything ran and nothing was lost; timing budgets are for real runs only.
process.exit(failedSections.length > 0 || (!smoke && budgetsMissed.length > 0) ? 1 : 0);
