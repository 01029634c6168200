/**
 * The dashboard's system status from real checks (BEYOND D7), each with what it found and when it ran:
 * the database answers a query, the session store (auth_sessions) can be read, the data folder is writable.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { AdminSystemCheck, AdminSystemCheckId, AdminSystemStatus } from '../../contract/index';
import type { Database } from '../../db/types';

const CHECK_TIMEOUT_MS = 3000;

/** Runs one check with a time limit; a failure or a time-out is 'offline' with the reason. */
async function runCheck(
  id: AdminSystemCheckId,
  label: string,
  check: () => Promise<string>,
): Promise<AdminSystemCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  let status: AdminSystemCheck['status'] = 'online';
  let detail: string;
  try {
    detail = await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    status = 'offline';
    const code = (error as NodeJS.ErrnoException).code;
    detail = `Failed: ${code ?? (error instanceof Error ? error.message : 'unknown error')}`;
  } finally {
    clearTimeout(timer);
  }
  const durationMs = Math.round(performance.now() - started);
  return { id, label, status, detail, checkedAt: new Date().toISOString(), durationMs };
}

export interface SystemCheckTargets {
  db: Kysely<Database>;
  /** The folder uploads and the embedded database live in (DATA_DIR). */
  dataDir: string;
}

export const systemChecks = {
  async database({ db }: SystemCheckTargets) {
    const started = performance.now();
    await sql`select 1`.execute(db);
    return `Answered in ${Math.max(1, Math.round(performance.now() - started))} ms`;
  },
  async sessionStore({ db }: SystemCheckTargets) {
    const row = await db
      .selectFrom('authSessions')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('expiresAt', '>', sql<Date>`now()`)
      .executeTakeFirstOrThrow();
    return `${row.n} active sign-in ${row.n === 1 ? 'session' : 'sessions'}`;
  },
  async fileStorage({ dataDir }: SystemCheckTargets) {
    await mkdir(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-check-${randomUUID()}`);
    await writeFile(probe, 'ok');
    await unlink(probe);
    return 'Writable';
  },
};

export async function checkSystem(targets: SystemCheckTargets): Promise<AdminSystemStatus> {
  const checks = await Promise.all([
    runCheck('database', 'Database', () => systemChecks.database(targets)),
    runCheck('sessionStore', 'Session store', () => systemChecks.sessionStore(targets)),
    runCheck('fileStorage', 'File storage', () => systemChecks.fileStorage(targets)),
  ]);
  return { checks, checkedAt: new Date().toISOString() };
}
