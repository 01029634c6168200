/**
 * Runs due jobs (ADR 005). Every instance runs one worker over the same table: a claim takes due jobs with
 * FOR UPDATE SKIP LOCKED and marks them running under a lease, so two instances never take the same job; a job
 * whose instance died mid-run is taken again once its lease has run out. A failing job is retried with backoff
 * and never holds up the others.
 *
 * A handler runs once per claim. Its effect is exactly-once only when the handler makes it conditional on its own
 * row in one transaction (e.g. `update drafts set state = 'sent' where id = $1 and state = 'scheduled'` before
 * inserting the question): then a repeat after a lost lease finds nothing to do.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { JsonValue } from '../../db/types';

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string | null;
  payload: JsonValue;
  runAt: Date;
  /** 1 on the first run. */
  attempts: number;
  maxAttempts: number;
}

export interface JobContext {
  db: Db;
  /** The worker's clock: the time the job was claimed at (tests move it). */
  now: Date;
  log: FastifyBaseLogger;
  /** Aborted when the attempt runs past its time limit: pass it to every request the handler makes. */
  signal: AbortSignal;
}

export type JobHandler = (job: ClaimedJob, context: JobContext) => Promise<void>;

/** Thrown by a handler that knows a retry cannot help (e.g. a push subscription that is gone): no more attempts. */
export class JobGiveUp extends Error {}

/** Thrown by a handler told when to try again (a push service's Retry-After): the next attempt waits that long. */
export class JobRetryAfter extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

export type JobOutcome = 'done' | 'retry' | 'failed';

export interface JobWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How often the worker looks for due jobs when nobody wakes it. */
  pollMs?: number;
  /** How long a claimed job is this worker's before another may take it over. */
  leaseMs?: number;
  /** Jobs claimed at once. */
  batch?: number;
  onFinished?: (kind: string, outcome: JobOutcome) => void;
}

export interface JobWorker {
  readonly instanceId: string;
  /** The worker's clock (tests move it): features that schedule by time read "now" here, to agree with the worker. */
  now(): Date;
  register(kind: string, handler: JobHandler): void;
  /** Claims and runs what is due now; resolves with the number of jobs run. Safe to call while the loop runs. */
  runDue(): Promise<number>;
  /** Look for due jobs now instead of at the next poll (after scheduling a job that is due at once). */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

const DEFAULT_POLL_MS = 1000;
const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_BATCH = 20;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 30 * 60_000;

/** 5 s, 10 s, 20 s … at most 30 minutes between attempts. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batch = options.batch ?? DEFAULT_BATCH;
  const instanceId = randomUUID();
  const handlers = new Map<string, JobHandler>();

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;

  async function claim(at: Date): Promise<ClaimedJob[]> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
    const leaseEnd = new Date(at.getTime() + leaseMs);
    // Only kinds this instance can run: during a rolling deploy an older instance leaves newer kinds alone.
    const result = await sql<ClaimedJob>`
      with due as (
        select id from jobs
        where kind in (${sql.join(kinds)})
          and ((state = 'queued' and run_at <= ${at}) or (state = 'running' and locked_until < ${at}))
        order by run_at, id
        limit ${batch}
        for update skip locked
      )
      update jobs
      set state = 'running', attempts = jobs.attempts + 1, locked_by = ${instanceId},
          locked_until = ${leaseEnd}, updated_at = now()
      from due
      where jobs.id = due.id
      returning jobs.id, jobs.kind, jobs.key, jobs.payload, jobs.run_at as "runAt", jobs.attempts,
        jobs.max_attempts as "maxAttempts"
    `.execute(db);
    return result.rows.map((row) => ({ ...row, id: Number(row.id), runAt: new Date(row.runAt) }));
  }

  /** Only the claim that still holds the job may finish it (a lost lease means another instance has it now). */
  function ours(job: ClaimedJob) {
    return db
      .updateTable('jobs')
      .where('id', '=', job.id)
      .where('lockedBy', '=', instanceId)
      .where('attempts', '=', job.attempts);
  }

  async function finish(job: ClaimedJob, outcome: JobOutcome, error: unknown, at: Date): Promise<void> {
    const message = error instanceof Error ? error.message.slice(0, 1000) : null;
    if (outcome === 'retry') {
      const delay = error instanceof JobRetryAfter ? error.delayMs : backoffMs(job.attempts);
      await ours(job)
        .set({
          state: 'queued',
          runAt: new Date(at.getTime() + delay),
          lastError: message,
          lockedBy: null,
          lockedUntil: null,
          updatedAt: sql`now()`,
        })
        .execute();
    } else {
      await ours(job)
        .set({
          state: outcome,
          lastError: message,
          lockedBy: null,
          lockedUntil: null,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .execute();
    }
    options.onFinished?.(job.kind, outcome);
  }

  async function runOne(job: ClaimedJob, at: Date): Promise<void> {
    const handler = handlers.get(job.kind);
    if (!handler) return;
    if (job.attempts > job.maxAttempts) {
      // Taken over after its last attempt's instance died: give up rather than run it once too often.
      await finish(job, 'failed', new Error('no attempts left'), at);
      return;
    }
    try {
      await handler(job, { db, now: at, log, signal: new AbortController().signal });
      await finish(job, 'done', null, at);
    } catch (error) {
      const outcome: JobOutcome = error instanceof JobGiveUp || job.attempts >= job.maxAttempts ? 'failed' : 'retry';
      log.warn({ err: error, job: { id: job.id, kind: job.kind, attempts: job.attempts }, outcome }, 'job failed');
      await finish(job, outcome, error, at);
    }
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const at = now();
      const jobs = await claim(at);
      for (const job of jobs) await runOne(job, at);
      total += jobs.length;
      if (jobs.length < batch) return total;
    }
  }

  function runDue(): Promise<number> {
    if (running) {
      // A run is under way: one more pass after it, so nothing scheduled meanwhile waits for the next poll.
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await drain();
        } while (again);
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  function tick(): void {
    timer = null;
    runDue()
      .catch((error) => log.warn({ err: error }, 'job worker could not read the queue'))
      .finally(() => {
        if (!stopped && timer === null) {
          timer = setTimeout(tick, pollMs);
          timer.unref();
        }
      });
  }

  return {
    instanceId,
    now,
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`A job handler for "${kind}" is already registered`);
      handlers.set(kind, handler);
    },
    runDue,
    wake() {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = null;
      tick();
    },
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => 0);
    },
  };
}
