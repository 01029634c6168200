/**
 * The durable job queue on the app (ADR 005): features register a handler per kind (`app.jobs.register`) and
 * schedule jobs with scheduleJob (job-queue.ts), inside their own transaction where the job must exist exactly
 * when their change does, then call `app.jobs.wake()` for a job due at once. The worker's loop runs when
 * `start` is set (server.ts); tests call `app.jobs.runDue()` with a clock they move.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import type { LaneSettings } from './job-lanes';
import { createJobWorker, type JobWorker } from './job-worker';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobWorker;
  }
}

export interface JobsOptions {
  /** The worker's clock; tests pass one they move instead of waiting. */
  now?: () => Date;
  /** Run the worker's loop from onReady until close (servers do; tests usually call runDue themselves). */
  start?: boolean;
  pollMs?: number;
  /** Lanes to change or add (tests); job-lanes.ts otherwise. */
  lanes?: Record<string, LaneSettings>;
}

function registerMetrics(
  app: FastifyInstance,
  now: () => Date,
  worker: () => JobWorker,
): (kind: string, outcome: string) => void {
  const finished = new Counter({
    name: 'cc_jobs_finished_total',
    help: 'Jobs this instance ran, by kind and outcome (done, retry: failed and queued again, failed: given up)',
    labelNames: ['kind', 'outcome'],
    registers: [app.metrics],
  });
  new Gauge({
    name: 'cc_jobs_due',
    help: 'Jobs whose time has come and that no instance has run yet, over all instances',
    registers: [app.metrics],
    async collect() {
      const row = await app.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('due'))
        .where('state', '=', 'queued')
        .where('runAt', '<=', now())
        .executeTakeFirst();
      this.set(Number(row?.due ?? 0));
    },
  });
  new Gauge({
    name: 'cc_jobs_running',
    help: "Attempts this instance is running now, by lane (at most the lane's concurrency)",
    labelNames: ['lane'],
    registers: [app.metrics],
    collect() {
      for (const { lane, running } of worker().lanes()) this.set({ lane }, running);
    },
  });
  return (kind, outcome) => finished.inc({ kind, outcome });
}

async function jobs(app: FastifyInstance, options: JobsOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  const onFinished = registerMetrics(app, now, () => worker);
  const worker = createJobWorker({
    db: app.db,
    log: app.log.child({ module: 'jobs' }),
    now,
    pollMs: options.pollMs,
    lanes: options.lanes,
    onFinished,
  });
  app.decorate('jobs', worker);
  if (options.start) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}

export const jobsPlugin = fastifyPlugin(jobs, { name: 'jobs', dependencies: ['metrics'] });
