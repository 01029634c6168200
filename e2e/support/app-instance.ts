// A second instance of the whole app (API and host) for tests that configure it differently, e.g. remotes on
// another origin. It runs scripts/e2e-server.mjs like Playwright's web server, on its own port and database (or
// on the first instance's database: sharedDatabaseOf below).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './remote-builds';

export interface AppInstance {
  baseURL: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startAppInstance(port: number, env: Record<string, string>): Promise<AppInstance> {
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app on port ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the app on port ${port} did not start within 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The PostgreSQL database the app on this port made (scripts/e2e-server.mjs writes its address while it runs), for a
 * second instance on the same data (`E2E_SHARED_DATABASE_URL`); null when that app runs on the embedded PGlite,
 * which only its own process can open.
 */
export function sharedDatabaseOf(port: number): string | null {
  const file = path.join(os.tmpdir(), `cc-e2e-database-${port}.url`);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
