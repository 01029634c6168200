/**
 * Putting work on the durable queue (ADR 005) and taking it off again. Callers pass their own transaction when
 * the job must exist exactly when their change does (a draft scheduled ⇔ its job queued).
 */
import { type Kysely, sql } from 'kysely';
import type { Database, JobState, JsonValue } from '../../db/types';

type Executor = Kysely<Database>;

export interface JobRequest {
  kind: string;
  /** The feature's name for this job (e.g. `draft-send:42`), to move or cancel it; one job per key. */
  key: string;
  runAt: Date;
  payload?: JsonValue;
  /** Attempts before the job is given up as failed (default 8, with backoff between them). */
  maxAttempts?: number;
}

export interface ScheduleOptions {
  /**
   * A job under this key that already ran (done, failed or cancelled) is queued again when true; when false it is
   * left as it is, so a finished job is never repeated by accident. A queued job is always moved to the new time.
   * A running job is never touched: it finishes first.
   */
  again?: boolean;
}

/** Queues the job, or moves the queued job of the same key to the new time and payload. True when queued. */
export async function scheduleJob(db: Executor, job: JobRequest, options: ScheduleOptions = {}): Promise<boolean> {
  const movable: JobState[] = options.again ? ['queued', 'done', 'failed', 'cancelled'] : ['queued'];
  const values = {
    kind: job.kind,
    key: job.key,
    runAt: job.runAt,
    payload: JSON.stringify(job.payload ?? {}),
    maxAttempts: job.maxAttempts ?? 8,
  };
  const row = await db
    .insertInto('jobs')
    .values(values)
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({
          kind: values.kind,
          runAt: values.runAt,
          payload: values.payload,
          maxAttempts: values.maxAttempts,
          state: 'queued',
          attempts: 0,
          lastError: null,
          lockedBy: null,
          lockedUntil: null,
          finishedAt: null,
          updatedAt: sql`now()`,
        })
        .where('jobs.state', 'in', movable),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes a queued job off the queue (it stays as 'cancelled' for the record). True when one was queued. */
export async function cancelJob(db: Executor, key: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'cancelled', finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where('key', '=', key)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface JobView {
  key: string;
  kind: string;
  state: JobState;
  runAt: Date;
  attempts: number;
  lastError: string | null;
}

/** What became of a job, for a feature that shows its state (e.g. "will send at 14:00"). */
export async function jobByKey(db: Executor, key: string): Promise<JobView | null> {
  const row = await db
    .selectFrom('jobs')
    .select(['key', 'kind', 'state', 'runAt', 'attempts', 'lastError'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { ...row, key: row.key ?? key } : null;
}

/** Finished jobs are history, not work: dropped after a week by the housekeeping. */
export async function purgeFinishedJobs(db: Executor, olderThanDays = 7): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('state', 'in', ['done', 'failed', 'cancelled'])
    .where('finishedAt', '<', sql<Date>`now() - make_interval(days => ${olderThanDays})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
