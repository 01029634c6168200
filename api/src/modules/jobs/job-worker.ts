/**
 * Runs due jobs (ADR 005). Every instance runs one worker over the same table: a claim takes due jobs with
 * FOR UPDATE SKIP LOCKED and marks them running under a lease, so two instances never take the same job; a job
 * whose instance died mid-run is taken again once its lease has run out. A failing job is retried with backoff
 * and never holds up the others.
 *
 * Jobs run at once, each kind in its lane (job-lanes.ts): a lane runs at most its `concurrency` jobs at a time on
 * this instance, and the claim takes for each lane only as many jobs as it has free slots, so a full lane never
 * stops another from claiming. An attempt is cut off at its lane's `timeoutMs`: its signal is aborted and it counts
 * as failed (retried with backoff) whether or not the handler stops. The lease is the lane's time limit plus a
 * margin, so an attempt has always ended (or been cut off) before another instance may take its job over.
 *
 * A handler runs once per claim. Its effect is exactly-once only when the handler makes it conditional on its own
 * row in one transaction (e.g. `update drafts set state = 'sent' where id = $1 and state = 'scheduled'` before
 * inserting the question): then a repeat after a lost lease or a cut-off finds nothing to do.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { JsonValue } from '../../db/types';
import { JOB_LANES, type LaneSettings, LEASE_MARGIN_MS } from './job-lanes';

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
  /** Aborted when the attempt runs past its lane's time limit: pass it to every request the handler makes. */
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

/** The reason an attempt's signal is aborted when it ran past its lane's time limit. */
export class JobTimedOut extends Error {}

/** The reason an attempt's signal is aborted when its instance stops: the job is queued again at once. */
export class JobInterrupted extends Error {}

export type JobOutcome = 'done' | 'retry' | 'failed';

/** A kind and the lane it runs in (job-lanes.ts); a kind given alone runs in the 'default' lane. */
export interface JobKind {
  kind: string;
  lane?: string;
}

export interface LaneState {
  lane: string;
  concurrency: number;
  running: number;
}

export interface JobWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How often the worker looks for due jobs when nobody wakes it. */
  pollMs?: number;
  /** Lanes to run, or to change (tests); JOB_LANES otherwise. */
  lanes?: Record<string, LaneSettings>;
  onFinished?: (kind: string, outcome: JobOutcome) => void;
}

export interface JobWorker {
  readonly instanceId: string;
  /** The worker's clock (tests move it): features that schedule by time read "now" here, to agree with the worker. */
  now(): Date;
  /** `register('kind', handler)`, or `register({ kind, lane: 'push' }, handler)` for a kind with a lane of its own. */
  register(kind: string | JobKind, handler: JobHandler): void;
  /**
   * Claims and runs what is due now, as the lanes allow, until nothing due is left and every attempt it started
   * has ended; resolves with the number of jobs claimed. Safe to call while the loop runs.
   */
  runDue(): Promise<number>;
  /** Look for due jobs now instead of at the next poll (after scheduling a job that is due at once). */
  wake(): void;
  /** Each lane's attempts running on this instance now. */
  lanes(): LaneState[];
  start(): void;
  /** Stops claiming and cuts off the attempts still running (their jobs are queued again at once). */
  stop(): Promise<void>;
}

const DEFAULT_POLL_MS = 1000;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 30 * 60_000;

/** 5 s, 10 s, 20 s … at most 30 minutes between attempts. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

interface Lane extends LaneSettings {
  name: string;
  kinds: string[];
  running: number;
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const instanceId = randomUUID();
  const lanes = new Map<string, Lane>(
    Object.entries({ ...JOB_LANES, ...options.lanes }).map(([name, settings]) => [
      name,
      { name, ...settings, kinds: [], running: 0 },
    ]),
  );
  const handlers = new Map<string, { handler: JobHandler; lane: Lane }>();
  /** Attempts running now, each with the controller that cuts it off. */
  const attempts = new Map<Promise<void>, AbortController>();

  let timer: NodeJS.Timeout | null = null;
  let claiming: Promise<number> | null = null;
  let claimAgain = false;
  let stopped = true;
  let stopping = false;
  /** Resolved (and replaced) whenever an attempt ends, for runDue to claim again. */
  let settled = deferred();

  /** For each lane with free slots, up to that many due jobs of its kinds, in one statement. */
  async function claim(at: Date): Promise<{ job: ClaimedJob; lane: Lane }[]> {
    const open = [...lanes.values()].filter((lane) => lane.kinds.length > 0 && lane.running < lane.concurrency);
    if (open.length === 0) return [];
    const name = (index: number) => sql.id(`lane_${index}`);
    // FOR UPDATE is not allowed in a UNION, so each lane picks in a CTE of its own and the UNION reads the CTEs.
    // Only kinds this instance can run: during a rolling deploy an older instance leaves newer kinds alone.
    const picks = open.map(
      (lane, index) => sql`${name(index)} as (
        select id, ${new Date(at.getTime() + lane.timeoutMs + LEASE_MARGIN_MS)}::timestamptz as lease_end
        from jobs
        where kind in (${sql.join(lane.kinds)})
          and ((state = 'queued' and run_at <= ${at}) or (state = 'running' and locked_until < ${at}))
        order by run_at, id
        limit ${lane.concurrency - lane.running}
        for update skip locked
      )`,
    );
    const due = sql.join(
      open.map((_, index) => sql`select id, lease_end from ${name(index)}`),
      sql` union all `,
    );
    const result = await sql<ClaimedJob>`
      with ${sql.join(picks)}, due as (${due})
      update jobs
      set state = 'running', attempts = jobs.attempts + 1, locked_by = ${instanceId},
          locked_until = due.lease_end, updated_at = now()
      from due
      where jobs.id = due.id
      returning jobs.id, jobs.kind, jobs.key, jobs.payload, jobs.run_at as "runAt", jobs.attempts,
        jobs.max_attempts as "maxAttempts"
    `.execute(db);
    return result.rows.flatMap((row) => {
      const lane = handlers.get(row.kind)?.lane;
      return lane ? [{ job: { ...row, id: Number(row.id), runAt: new Date(row.runAt) }, lane }] : [];
    });
  }

  /** Only the claim that still holds the job may finish it (a lost lease means another instance has it now). */
  function ours(job: ClaimedJob) {
    return db
      .updateTable('jobs')
      .where('id', '=', job.id)
      .where('lockedBy', '=', instanceId)
      .where('attempts', '=', job.attempts);
  }

  async function finish(job: ClaimedJob, outcome: JobOutcome, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message.slice(0, 1000) : null;
    if (outcome === 'retry') {
      const delay =
        error instanceof JobRetryAfter ? error.delayMs : error instanceof JobInterrupted ? 0 : backoffMs(job.attempts);
      // From the end of the attempt, not its claim: an attempt cut off after 15 s still waits its backoff.
      await ours(job)
        .set({
          state: 'queued',
          runAt: new Date(now().getTime() + delay),
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

  /** The handler raced against the lane's time limit (and the instance stopping): the first to end decides. */
  async function attempt(job: ClaimedJob, lane: Lane, at: Date, controller: AbortController): Promise<void> {
    const handler = handlers.get(job.kind)?.handler;
    if (!handler) return;
    if (job.attempts > job.maxAttempts) {
      // Taken over after its last attempt's instance died: give up rather than run it once too often.
      await finish(job, 'failed', new Error('no attempts left'));
      return;
    }
    const { signal } = controller;
    const timeout = setTimeout(
      () => controller.abort(new JobTimedOut(`cut off after ${lane.timeoutMs} ms, the ${lane.name} lane's limit`)),
      lane.timeoutMs,
    );
    const cutOff = new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    const work = Promise.resolve().then(() => handler(job, { db, now: at, log, signal }));
    // A handler that goes on after being cut off ends unheard: its outcome was already recorded.
    work.catch(() => {});
    cutOff.catch(() => {});
    let outcome: JobOutcome = 'done';
    let failure: unknown = null;
    try {
      await Promise.race([work, cutOff]);
    } catch (error) {
      failure = error;
      outcome =
        error instanceof JobInterrupted
          ? 'retry'
          : error instanceof JobGiveUp || job.attempts >= job.maxAttempts
            ? 'failed'
            : 'retry';
      log.warn({ err: error, job: { id: job.id, kind: job.kind, attempts: job.attempts }, outcome }, 'job failed');
    } finally {
      clearTimeout(timeout);
    }
    await finish(job, outcome, failure);
  }

  function begin(job: ClaimedJob, lane: Lane, at: Date): void {
    const controller = new AbortController();
    lane.running += 1;
    const running: Promise<void> = attempt(job, lane, at, controller)
      .catch((error) => log.warn({ err: error, job: { id: job.id, kind: job.kind } }, 'job outcome not recorded'))
      .finally(() => {
        lane.running -= 1;
        attempts.delete(running);
        const waiting = settled;
        settled = deferred();
        waiting.resolve();
        // A slot came free: the loop fills it now rather than at the next poll.
        if (!stopped) fill().catch((error) => log.warn({ err: error }, 'job worker could not read the queue'));
      });
    attempts.set(running, controller);
  }

  /** One claim for every lane with free slots (again if asked meanwhile); resolves with the number claimed. */
  function fill(): Promise<number> {
    if (claiming) {
      claimAgain = true;
      return claiming;
    }
    claiming = (async () => {
      let total = 0;
      try {
        do {
          claimAgain = false;
          if (stopping) break;
          const at = now();
          const claimed = await claim(at);
          for (const { job, lane } of claimed) begin(job, lane, at);
          total += claimed.length;
        } while (claimAgain);
      } finally {
        claiming = null;
      }
      return total;
    })();
    return claiming;
  }

  async function runDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const next = settled.promise;
      total += await fill();
      if (attempts.size === 0) return total;
      await next;
    }
  }

  function tick(): void {
    timer = null;
    fill()
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
    register(named, handler) {
      const { kind, lane: laneName = 'default' } = typeof named === 'string' ? { kind: named } : named;
      if (handlers.has(kind)) throw new Error(`A job handler for "${kind}" is already registered`);
      const lane = lanes.get(laneName);
      if (!lane) throw new Error(`No job lane "${laneName}" for "${kind}" (lanes: ${[...lanes.keys()].join(', ')})`);
      handlers.set(kind, { handler, lane });
      lane.kinds.push(kind);
    },
    runDue,
    wake() {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = null;
      tick();
    },
    lanes: () =>
      [...lanes.values()].map((lane) => ({ lane: lane.name, concurrency: lane.concurrency, running: lane.running })),
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      try {
        await claiming?.catch(() => 0);
        for (const controller of attempts.values()) {
          controller.abort(new JobInterrupted('the instance stopped during the attempt; queued again'));
        }
        await Promise.allSettled([...attempts.keys()]);
      } finally {
        stopping = false;
      }
    },
  };
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
