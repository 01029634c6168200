/**
 * The embedded database's first start (initdb, the migrations, the seed) runs in a child process that then exits.
 * Those steps grow PGlite's WebAssembly memory to about 850 MB, and a process never gets that memory back; done
 * here, the server opens a prepared folder and holds what it holds after a restart (docs/performance.md).
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeedCounts } from '../seed/index';

export type FirstStartResult = { migrated: string[]; seeded: SeedCounts | null };

/** True until PostgreSQL's initdb has written the folder. */
export function needsFirstStart(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'PG_VERSION'));
}

export function runFirstStart(dataDir: string): Promise<FirstStartResult> {
  // The same Node options as this process (tsx's loader among them), so the child runs our TypeScript too.
  const child = fork(fileURLToPath(new URL('./embedded-first-start-process.ts', import.meta.url)), [dataDir], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let result: FirstStartResult | null = null;
    child.on('message', (message) => {
      result = message as FirstStartResult;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0 && result) resolve(result);
      else
        reject(
          new Error(
            `Preparing the embedded database in ${dataDir} failed (${signal ?? `exit code ${code}`}); the messages above say why.`,
          ),
        );
    });
  });
}
