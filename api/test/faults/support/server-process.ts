/**
 * The real server process (api/src/server.ts), started the way `npm start` and the e2e server start it,
 * for faults that need a process to stop: signals, restarts, draining. Node runs tsx as a loader in the
 * same process (not the tsx CLI, which is a second process that a SIGKILL would not reach).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../../../', import.meta.url));

export const SERVER_ADMIN = { email: 'admin@conference.test', password: 'fault-test-admin-2027' };

export interface ServerProcess {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote, for failure messages. */
  output(): string;
  /** The status of each answer to the start-up poll, in order (503 while it migrates, then 200). */
  readonly startStatuses: number[];
  kill(signal: NodeJS.Signals): void;
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts the server on a database (DATABASE_URL, else PGlite in dataDir) and waits until it answers. */
export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  port?: number;
  timeoutMs?: number;
  /** More environment (COOKIE_SECRET, TRUST_PROXY, METRICS_PORT, LOG_LEVEL...). */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    ADMIN_EMAIL: SERVER_ADMIN.email,
    ADMIN_PASSWORD: SERVER_ADMIN.password,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  let ended = false;
  const startStatuses: number[] = [];
  void exited.then(() => {
    ended = true;
  });
  for (;;) {
    if (ended) throw new Error(`the server exited while starting:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      startStatuses.push(response.status);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within the time allowed:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    child,
    exited,
    startStatuses,
    output: () => output,
    kill(signal) {
      child.kill(signal);
    },
  };
}
