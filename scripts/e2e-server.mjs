// The app as the browser tests see it: the real API serving the built host and remotes, on a
// database of its own that starts empty (so it migrates and seeds), removed again afterwards.
// A second instance for a test of two instances on one database (as docs/deployment.md runs them) is given
// E2E_SHARED_DATABASE_URL: it uses that database as it is and leaves it to the instance that made it, whose
// address is in $TMPDIR/cc-e2e-database-<port>.url while it runs (PostgreSQL only: PGlite is one process's;
// e2e/support/app-instance.ts reads it).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib/workspace.mjs';

export const E2E_ADMIN = { email: 'admin@conference.test', password: 'e2e-admin-password-2027' };

const env = {
  ...process.env,
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Short enough that a browser test sees a reset link expire (e2e/tests/password-reset.spec.ts).
  PASSWORD_RESET_TTL_SECONDS: process.env.PASSWORD_RESET_TTL_SECONDS ?? '30',
  // The chair's "still writing" count holds a writer 60 s by default (issue 35): a few seconds here, so that
  // e2e/tests/chair.spec.ts sees it fall without waiting a minute (the 60 s is proved by api/test/chair.test.ts).
  WRITING_WINDOW_SECONDS: process.env.WRITING_WINDOW_SECONDS ?? '8',
};
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-e2e-'));
env.DATA_DIR = dataDir;
let cleanup = async () => {};

const urlFile = path.join(os.tmpdir(), `cc-e2e-database-${process.env.PORT ?? '3000'}.url`);
// One left by a run that was killed names a database that is gone: never offered to a second instance.
if (!process.env.E2E_SHARED_DATABASE_URL) rmSync(urlFile, { force: true });

if (process.env.E2E_SHARED_DATABASE_URL) {
  env.DATABASE_URL = process.env.E2E_SHARED_DATABASE_URL;
} else if (process.env.DATABASE_URL) {
  const require = createRequire(path.join(root, 'api/package.json'));
  const { Client } = require('pg');
  const name = `cc_e2e_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  writeFileSync(urlFile, env.DATABASE_URL);
  cleanup = async () => {
    rmSync(urlFile, { force: true });
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}

// A real mail server for the app to send to (password resets, invitations): each message it receives is kept as
// JSON in a folder the tests know by the port (e2e/tests/mailbox.ts reads it).
const mailDir = path.join(os.tmpdir(), `cc-e2e-mail-${process.env.PORT ?? '3000'}`);
let mailServer = null;
if (!process.env.SMTP_URL) {
  const require = createRequire(path.join(root, 'api/package.json'));
  const { SMTPServer } = require('smtp-server');
  const { simpleParser } = require('mailparser');
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  let received = 0;
  mailServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = mail.to?.value?.[0]?.address ?? '';
          const file = path.join(mailDir, `${String(++received).padStart(5, '0')}.json`);
          writeFileSync(file, JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '' }));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => mailServer.listen(0, '127.0.0.1', resolve));
  env.SMTP_URL = `smtp://127.0.0.1:${mailServer.server.address().port}`;
  // Mail through SMTP needs the public address its links start with (api/src/config.ts): the tests' own.
  env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
}

const tsx = path.join(root, 'api/node_modules/.bin/tsx');
// The fake push service's name resolves (scripts/e2e-push-dns.mjs); the API is otherwise as in production.
const pushDns = path.join(root, 'scripts/e2e-push-dns.mjs');
const api = spawn(tsx, ['--import', pushDns, 'src/server.ts'], { cwd: path.join(root, 'api'), stdio: 'inherit', env });
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  api.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
api.on('exit', async (code) => {
  await cleanup().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  mailServer?.close();
  rmSync(mailDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
