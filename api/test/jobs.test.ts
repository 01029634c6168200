/**
 * The durable job queue (ADR 005) on a real database: jobs run at their time and not before, once across two
 * workers with their own connections, again after a worker died mid-run (its lease ran out), with backoff after a
 * failure; they can be moved and cancelled. Time is moved by the test, never waited for.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Db, notificationSourceOf } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { cancelJob, jobByKey, scheduleJob } from '../src/modules/jobs/job-queue';
import { LEASE_MARGIN_MS, type LaneSettings } from '../src/modules/jobs/job-lanes';
import {
  type ClaimedJob,
  createJobWorker,
  type JobContext,
  JobGiveUp,
  JobRetryAfter,
  type JobWorker,
} from '../src/modules/jobs/job-worker';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const silent = { warn() {}, info() {}, error() {}, debug() {}, child: () => silent } as never;

let database: TestDatabase;
let db: Db;
let clock: Date;
const now = () => clock;
const at = (minutes: number) => new Date(Date.UTC(2027, 5, 14, 9, minutes));

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await migrateToLatest(db);
});
afterAll(async () => {
  await database.destroy();
});
beforeEach(async () => {
  await db.deleteFrom('jobs').execute();
  clock = at(0);
});

/** The test kind runs in a lane of its own: 2 at once, cut off after 30 s (so its lease is 60 s). */
const TEST_LANE: LaneSettings = { concurrency: 2, timeoutMs: 30_000 };

function worker(
  handler: (job: ClaimedJob, context: JobContext) => Promise<void>,
  target: Db = db,
  lane: LaneSettings = TEST_LANE,
): JobWorker {
  const created = createJobWorker({ db: target, log: silent, now, lanes: { test: lane } });
  created.register({ kind: 'test', lane: 'test' }, handler);
  return created;
}

describe('a scheduled job', () => {
  it('runs at its time, not before, and once', async () => {
    const ran: unknown[] = [];
    const jobs = worker(async (job) => {
      ran.push(job.payload);
    });
    await scheduleJob(db, { kind: 'test', key: 'k1', runAt: at(30), payload: { draft: 7 } });

    clock = at(29);
    expect(await jobs.runDue()).toBe(0);
    expect(ran).toEqual([]);
    expect((await jobByKey(db, 'k1'))?.state).toBe('queued');

    clock = at(30);
    expect(await jobs.runDue()).toBe(1);
    clock = at(45);
    expect(await jobs.runDue()).toBe(0);
    expect(ran).toEqual([{ draft: 7 }]);
    expect((await jobByKey(db, 'k1'))?.state).toBe('done');
  });

  it('is moved by scheduling its key again, and taken off by cancelling it', async () => {
    const ran: string[] = [];
    const jobs = worker(async (job) => {
      ran.push(job.key ?? '');
    });
    await scheduleJob(db, { kind: 'test', key: 'moved', runAt: at(10) });
    await scheduleJob(db, { kind: 'test', key: 'moved', runAt: at(40) });
    await scheduleJob(db, { kind: 'test', key: 'cancelled', runAt: at(10) });
    expect(await cancelJob(db, 'cancelled')).toBe(true);

    clock = at(20);
    await jobs.runDue();
    expect(ran).toEqual([]);
    clock = at(40);
    await jobs.runDue();
    expect(ran).toEqual(['moved']);
    expect((await jobByKey(db, 'cancelled'))?.state).toBe('cancelled');
  });

  it('that already ran is not queued again by accident, only when asked', async () => {
    let runs = 0;
    const jobs = worker(async () => {
      runs += 1;
    });
    await scheduleJob(db, { kind: 'test', key: 'once', runAt: at(0) });
    await jobs.runDue();
    expect(await scheduleJob(db, { kind: 'test', key: 'once', runAt: at(5) })).toBe(false);
    clock = at(5);
    await jobs.runDue();
    expect(runs).toBe(1);

    expect(await scheduleJob(db, { kind: 'test', key: 'once', runAt: at(5) }, { again: true })).toBe(true);
    await jobs.runDue();
    expect(runs).toBe(2);
  });

  it('of a kind this instance has no handler for is left for an instance that has one', async () => {
    const jobs = worker(async () => {});
    await scheduleJob(db, { kind: 'newer-kind', key: 'rolling', runAt: at(0) });
    expect(await jobs.runDue()).toBe(0);
    expect((await jobByKey(db, 'rolling'))?.state).toBe('queued');
  });
});

describe('a failing job', () => {
  it('is retried with backoff and never holds up the others', async () => {
    const ran: string[] = [];
    let failures = 1;
    const jobs = worker(async (job) => {
      if (job.key === 'flaky' && failures-- > 0) throw new Error('push service answered 503');
      ran.push(job.key ?? '');
    });
    await scheduleJob(db, { kind: 'test', key: 'flaky', runAt: at(0) });
    await scheduleJob(db, { kind: 'test', key: 'steady', runAt: at(0) });
    await jobs.runDue();
    expect(ran).toEqual(['steady']);
    const flaky = await jobByKey(db, 'flaky');
    expect(flaky).toMatchObject({ state: 'queued', attempts: 1, lastError: 'push service answered 503' });
    expect(flaky?.runAt.getTime()).toBe(at(0).getTime() + 5_000);

    clock = new Date(at(0).getTime() + 4_000);
    await jobs.runDue();
    expect(ran).toEqual(['steady']);
    clock = new Date(at(0).getTime() + 5_000);
    await jobs.runDue();
    expect(ran).toEqual(['steady', 'flaky']);
    expect((await jobByKey(db, 'flaky'))?.state).toBe('done');
  });

  it('is given up at once when its handler says a retry cannot help, and after its last attempt', async () => {
    const jobs = worker(async (job) => {
      if (job.key === 'gone') throw new JobGiveUp('subscription gone (410)');
      throw new Error('always fails');
    });
    await scheduleJob(db, { kind: 'test', key: 'gone', runAt: at(0) });
    await scheduleJob(db, { kind: 'test', key: 'twice', runAt: at(0), maxAttempts: 2 });
    await jobs.runDue();
    expect(await jobByKey(db, 'gone')).toMatchObject({ state: 'failed', attempts: 1 });
    clock = at(10);
    await jobs.runDue();
    expect(await jobByKey(db, 'twice')).toMatchObject({ state: 'failed', attempts: 2, lastError: 'always fails' });
  });
});

describe('several workers', () => {
  it('run each job exactly once between them, each on its own connection', async () => {
    // On PostgreSQL the second worker has its own pool, as a second API instance would; PGlite has one connection.
    const source = notificationSourceOf(db);
    const otherDb = source?.kind === 'postgres' ? await createDatabase({ kind: 'postgres', url: source.url }) : db;
    try {
      const runs = new Map<string, string[]>();
      const record = (name: string) => async (job: ClaimedJob) => {
        await sql`select pg_sleep(0.002)`.execute(db);
        runs.set(job.key ?? '', [...(runs.get(job.key ?? '') ?? []), name]);
      };
      const first = worker(record('first'));
      const second = worker(record('second'), otherDb);
      const keys = Array.from({ length: 60 }, (_, index) => `job-${index}`);
      for (const key of keys) await scheduleJob(db, { kind: 'test', key, runAt: at(0) });

      await Promise.all([first.runDue(), second.runDue(), first.runDue(), second.runDue()]);

      expect([...runs.keys()].sort()).toEqual([...keys].sort());
      for (const key of keys) expect(runs.get(key)).toHaveLength(1);
      const states = await db.selectFrom('jobs').select('state').distinct().execute();
      expect(states).toEqual([{ state: 'done' }]);
    } finally {
      if (otherDb !== db) await otherDb.destroy();
    }
  });

  it('take over a job whose worker died while running it, once its lease has run out', async () => {
    let release: () => void = () => {};
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const dying = worker(() => stuck);
    const survivor: string[] = [];
    const next = worker(async (job) => {
      survivor.push(job.key ?? '');
    });
    await scheduleJob(db, { kind: 'test', key: 'orphan', runAt: at(0) });

    const dyingRun = dying.runDue();
    await expect.poll(async () => (await jobByKey(db, 'orphan'))?.state).toBe('running');
    clock = new Date(at(0).getTime() + 59_000);
    await next.runDue();
    expect(survivor).toEqual([]);
    clock = new Date(at(0).getTime() + 61_000);
    await next.runDue();
    expect(survivor).toEqual(['orphan']);
    expect(await jobByKey(db, 'orphan')).toMatchObject({ state: 'done', attempts: 2 });

    // The first worker comes back late: its claim is no longer the job's, so it changes nothing.
    release();
    await dyingRun;
    expect(await jobByKey(db, 'orphan')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('keep the queue across a restart: a new worker runs what the old one left queued', async () => {
    const before = worker(async () => {});
    await scheduleJob(db, { kind: 'test', key: 'after-restart', runAt: at(30) });
    await before.runDue();
    await before.stop();

    const ran: string[] = [];
    const after = worker(async (job) => {
      ran.push(job.key ?? '');
    });
    clock = at(30);
    await after.runDue();
    expect(ran).toEqual(['after-restart']);
  });

  it('run due jobs from the loop without being asked, once started', async () => {
    clock = new Date();
    const ran: string[] = [];
    const looping = createJobWorker({ db, log: silent, now, pollMs: 20 });
    looping.register('test', async (job) => {
      ran.push(job.key ?? '');
    });
    looping.start();
    try {
      await scheduleJob(db, { kind: 'test', key: 'from-loop', runAt: clock });
      await expect.poll(() => ran, { timeout: 5_000 }).toEqual(['from-loop']);
    } finally {
      await looping.stop();
    }
  });
});
