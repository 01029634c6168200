// One API instance for the queue figures (jobs.mjs): the app built in process on a PostgreSQL database, its job
// loop running on the real clock, with the test-only option that lets push subscriptions point at 127.0.0.1 (the
// server never sets it). Its own process, started with the tsx loader from api/, driven over IPC:
//   { cmd: 'migrate', databaseUrl }                  → { ok }        (once, before either instance is built)
//   { cmd: 'init', databaseUrl }                     → { ok }
//   { cmd: 'inject', method, url, payload, cookie, remoteAddress } → { statusCode, body, setCookie }
//   { cmd: 'session', at }                           → { id }        (a session whose questions open at `at`)
//   { cmd: 'admin' }                                 → { cookie }    (an admin account, signed in)
//   { cmd: 'close' }                                 → { ok }
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { createDatabase } from '../../api/src/db/database.ts';
import { migrateToLatest } from '../../api/src/db/migrate.ts';
import { hashPassword } from '../../api/src/modules/auth/passwords.ts';

const ADMIN = { email: 'bench-queue-admin@conference.test', password: 'bench-queue-admin-password-2027' };
let db = null;
let app = null;

/** The conference's wall date and time (with seconds) of an instant. */
function wallClock(at, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

const handlers = {
  async migrate({ databaseUrl }) {
    const migrating = await createDatabase({ kind: 'postgres', url: databaseUrl });
    await migrateToLatest(migrating);
    await migrating.destroy();
    return { ok: true };
  },
  async init({ databaseUrl }) {
    db = await createDatabase({ kind: 'postgres', url: databaseUrl });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-bench-queue-'));
    const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
    const config = {
      ...base,
      paths: { ...base.paths, hostDist: path.join(dataDir, 'host'), attendeeDist: path.join(dataDir, 'attendee') },
      serverRendering: { hostBuild: null, waitMs: base.serverRendering.waitMs },
      cookieSecret: 'bench-queue-cookie-secret-shared-by-both-instances',
    };
    app = await buildApp({
      db,
      config,
      logger: { level: 'error' },
      jobs: { start: true },
      push: { allowLocalEndpoints: true },
    });
    await app.ready();
    return { ok: true };
  },
  async inject({ method, url, payload, cookie, remoteAddress }) {
    const response = await app.inject({
      method,
      url,
      payload,
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
    return {
      statusCode: response.statusCode,
      body: response.body,
      setCookie: [response.headers['set-cookie'] ?? []].flat(),
    };
  },
  async session({ at }) {
    const { date, time } = wallClock(new Date(at), app.config.conference.timeZone);
    const row = await db
      .insertInto('sessions')
      .values({ title: `Queue bench ${at}`, sessionDate: date, startTime: time })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  },
  async admin() {
    await db
      .insertInto('users')
      .values({
        email: ADMIN.email,
        name: 'Queue bench',
        role: 'admin',
        passwordHash: await hashPassword(ADMIN.password),
      })
      .execute();
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: ADMIN });
    const session = response.cookies.find((cookie) => cookie.name === 'cc_session');
    if (!session) throw new Error(`admin sign-in failed: ${response.statusCode} ${response.body}`);
    return { cookie: `cc_session=${session.value}` };
  },
  async close() {
    await app?.close();
    await db?.destroy();
    // A push still waiting on the silent service is abandoned with the process.
    setTimeout(() => process.exit(0), 50);
    return { ok: true };
  },
};

process.on('message', async ({ id, cmd, ...args }) => {
  try {
    process.send({ id, ok: true, result: await handlers[cmd](args) });
  } catch (error) {
    process.send({ id, ok: false, error: String(error?.stack ?? error) });
  }
});
process.send({ ready: true });
