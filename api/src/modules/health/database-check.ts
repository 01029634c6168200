import { sql } from 'kysely';
import type { Db } from '../../db/database';

const CHECK_TIMEOUT_MS = 3000;

/** Really asks the database (`select 1`), failing after 3 s: a pool waiting on a lost server must not hang a probe. */
export async function checkDatabase(db: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database check timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
