/**
 * The process: open the database, migrate, seed when empty, ensure the bootstrap admin, listen,
 * and on SIGINT/SIGTERM say goodbye to live clients (1001), close Fastify (finishing the requests in flight)
 * and then the database.
 */

import type { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from './app';
import { type AppConfig, configWarnings, loadConfig } from './config';
import { createDatabase, databaseTarget } from './db/database';
import { needsFirstStart, runFirstStart } from './db/embedded-first-start';
import { migrateToLatest } from './db/migrate';
import { resolveCookieSecret } from './lib/cookie-secret';
import { ensureBootstrapAdmin } from './modules/auth/bootstrap-admin';
import { writeBootstrapPassword } from './modules/auth/bootstrap-password-file';
import { deleteExpiredSessions } from './modules/auth/session-store';
import { purgeStaleFailures } from './modules/auth/sign-in-limiter';
import { listenWhileStarting } from './modules/health/startup-listener';
import { purgeFinishedJobs } from './modules/jobs/job-queue';
import { listenForMetrics } from './modules/metrics/metrics-listener';
import { purgePushLeftovers } from './modules/push/push-repository';
import { resolveVapidKeys } from './modules/push/vapid-keys';
import { purgeUnusedVisitors } from './modules/visitors/visitor-store';
import { seedIfEmpty } from './seed/index';

/**
 * The closed instance's memory returns to the system only once V8 collects it, which a quiet process may not do
 * for minutes: ask for a full collection once, now (`gc` exposed for this call only).
 */
function collectGarbageNow(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** A setting the app cannot run with is refused before anything starts, in one line that says what to change. */
function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    process.stderr.write(`Not starting: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

const config = configOrExit();
// The port answers 503 (not ready) from the first moment, while the database opens and migrates.
const starting = await listenWhileStarting(config.port, config.host);
const target = databaseTarget(config);
// A new embedded folder is prepared by a child process, so that this one never holds initdb's memory.
const firstStart =
  target.kind === 'pglite' && target.dataDir && needsFirstStart(target.dataDir)
    ? await runFirstStart(target.dataDir)
    : null;
let db = await createDatabase(target);

const migratedHere = await migrateToLatest(db);
const seededHere = await seedIfEmpty(db);
const migrated = [...(firstStart?.migrated ?? []), ...migratedHere];
const seeded = firstStart?.seeded ?? seededHere;
const admin = await ensureBootstrapAdmin(db, { email: config.adminEmail, password: config.adminPassword });
const cookieSecret = await resolveCookieSecret(config);
if (target.kind === 'pglite' && (migratedHere.length > 0 || seededHere)) {
  // Migrations of an existing folder (an upgrade) grow the embedded instance's WebAssembly memory, and that memory
  // never shrinks: the same data opened afresh holds less. A second or so, once per upgrade.
  await db.destroy();
  collectGarbageNow();
  db = await createDatabase(target);
}

const vapid = await resolveVapidKeys(process.env, config.dataDir, config.conference.contactEmail);
const app = await buildApp({ db, config: { ...config, cookieSecret }, jobs: { start: true }, push: { vapid } });
app.log.info(
  { database: target.kind === 'postgres' ? 'postgres' : `pglite (${target.dataDir})`, migrations: migrated },
  'database ready',
);
if (seeded) app.log.info({ seeded }, 'empty database seeded');
// Says where password-reset and invitation emails go, so nobody waits for mail that sits in a folder.
app.log.info(
  { mail: app.mailer.destination },
  config.mail.smtp ? 'email is sent by SMTP' : 'no SMTP server set: emails are written to the outbox folder',
);
for (const warning of configWarnings(config)) app.log.warn(warning);
if (admin.created) app.log.info({ email: config.adminEmail }, 'bootstrap admin created');
if (admin.generatedPassword) {
  const file = await writeBootstrapPassword(config.dataDir, config.adminEmail, admin.generatedPassword);
  // Where, not what: the password itself never reaches the console or the log.
  app.log.warn({ file }, 'bootstrap admin password generated: read it from this file (owner-only), then delete it');
}

/** WebSocket close code 1001: the endpoint is going away (a restart or deploy). */
const LIVE_GOING_AWAY = 1001;
const LIVE_CLOSE_WAIT_MS = 2000;

// Housekeeping: expired sessions (and with them their browsers' push subscriptions), stale sign-in failures,
// visitors that hold nothing, finished jobs and old push delivery keys, at start and then hourly.
async function housekeeping(): Promise<void> {
  try {
    await deleteExpiredSessions(db);
    await purgePushLeftovers(db);
    await purgeStaleFailures(db);
    await purgeUnusedVisitors(db);
    await purgeFinishedJobs(db);
  } catch (error) {
    app.log.warn({ err: error }, 'housekeeping failed');
  }
}
await housekeeping();
const housekeepingTimer = setInterval(housekeeping, 60 * 60 * 1000);
housekeepingTimer.unref();

/**
 * Live clients are told the server is going away (1001), so they reconnect to the next instance at once
 * instead of seeing a dropped connection. One that does not finish the closing handshake in time is cut.
 */
async function closeLiveSockets(): Promise<void> {
  const clients = [...app.websocketServer.clients];
  for (const client of clients) client.close(LIVE_GOING_AWAY, 'Server restarting');
  const deadline = Date.now() + LIVE_CLOSE_WAIT_MS;
  while (clients.some((client) => client.readyState !== client.CLOSED) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const client of clients) if (client.readyState !== client.CLOSED) client.terminate();
}

let metricsServer: Server | null = null;
let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.lifecycle.draining = true;
  app.log.info({ signal }, 'shutting down');
  clearInterval(housekeepingTimer);
  const forceExit = setTimeout(() => {
    app.log.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  forceExit.unref();
  try {
    await closeLiveSockets();
    // Stops accepting connections and waits for the requests in flight to be answered; then the database.
    // A keep-alive connection whose request was in flight when closing began becomes idle only once it is
    // answered, and Node closes idle connections just once, at the start: close the late ones as they idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
    await app.close().finally(() => clearInterval(closeIdle));
    metricsServer?.close();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

try {
  await starting.close();
  await app.listen({ port: config.port, host: config.host });
  if (config.metrics.port !== null) {
    metricsServer = await listenForMetrics(app.metrics, config.metrics.port, config.metrics.host);
    app.log.info({ port: config.metrics.port, host: config.metrics.host }, 'metrics at /metrics');
  }
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  await db.destroy();
  process.exit(1);
}
