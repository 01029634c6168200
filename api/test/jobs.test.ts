/**
 * The durable job queue (ADR 005) on a real database: jobs run at their time and not before, once across two
 * workers with their own connections, again after a worker died mid-run (its lease ran out), with backoff after a
 * failure; they can be moved and cancelled. Time is moved by the test, never waited for.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Db, notificationSourceOf } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { type LaneSettings, LEASE_MARGIN_MS } from '../src/modules/jobs/job-lanes';
import { cancelJob, jobByKey, scheduleJob } from '../src/modules/jobs/job-queue';
import {
  type ClaimedJob,
  createJobWorker,
  type JobContext,
  JobGiveUp,
  JobRetryAfter,
  type JobWorker,
} from '../src/modules/jobs/job-worker';
import { CookieJar } from './helpers/cookie-jar';
import { startSilentPushService, subscriptionKeys } from './helpers/silent-push-service';
import { ADMIN, setupTestApp, signIn } from './helpers/test-app';
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

describe('lanes', () => {
  it('cut off an attempt whose handler ignores its signal at the time limit, and retry it with backoff', async () => {
    const signals: AbortSignal[] = [];
    let lateEnd: () => void = () => {};
    const late = new Promise<void>((resolve) => {
      lateEnd = resolve;
    });
    const jobs = worker(
      async (job, { signal }) => {
        signals.push(signal);
        // The first attempt never looks at its signal and ends only when the test lets it, long after its limit.
        if (job.attempts === 1) await late;
      },
      db,
      { concurrency: 1, timeoutMs: 100 },
    );
    await scheduleJob(db, { kind: 'test', key: 'ignores', runAt: at(0) });

    expect(await jobs.runDue()).toBe(1);
    expect(signals[0]?.aborted).toBe(true);
    const cut = await jobByKey(db, 'ignores');
    expect(cut).toMatchObject({ state: 'queued', attempts: 1 });
    expect(cut?.lastError).toMatch(/cut off after 100 ms/);
    expect(cut?.runAt.getTime()).toBe(at(0).getTime() + 5_000);

    clock = new Date(at(0).getTime() + 5_000);
    expect(await jobs.runDue()).toBe(1);
    expect(await jobByKey(db, 'ignores')).toMatchObject({ state: 'done', attempts: 2 });
    expect(signals[1]?.aborted).toBe(false);

    // The first attempt's handler ends at last: what it would have recorded is no longer its to record.
    lateEnd();
    await late;
    await jobs.runDue();
    expect(await jobByKey(db, 'ignores')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('wait as long as a handler asks (Retry-After) before the next attempt', async () => {
    const jobs = worker(async (job) => {
      if (job.attempts === 1) throw new JobRetryAfter('push service answered 429', 42_000);
    });
    await scheduleJob(db, { kind: 'test', key: 'asked', runAt: at(0) });
    await jobs.runDue();
    const asked = await jobByKey(db, 'asked');
    expect(asked).toMatchObject({ state: 'queued', attempts: 1, lastError: 'push service answered 429' });
    expect(asked?.runAt.getTime()).toBe(at(0).getTime() + 42_000);
  });

  it('run at most their concurrency of one lane at once, and the lane as full as that', async () => {
    const waiting: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const jobs = worker(
      async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => waiting.push(resolve));
        running -= 1;
      },
      db,
      { concurrency: 3, timeoutMs: 30_000 },
    );
    for (let index = 0; index < 10; index += 1) {
      await scheduleJob(db, { kind: 'test', key: `slow-${index}`, runAt: at(0) });
    }
    const run = jobs.runDue();
    // Each time one ends, the next takes its slot: three run while three or more are left, never a fourth.
    for (let ended = 0; ended < 10; ended += 1) {
      await expect.poll(() => waiting.length).toBe(Math.min(3, 10 - ended));
      expect(running).toBe(Math.min(3, 10 - ended));
      waiting.shift()?.();
    }
    expect(await run).toBe(10);
    expect(most).toBe(3);
    const states = await db.selectFrom('jobs').select('state').distinct().execute();
    expect(states).toEqual([{ state: 'done' }]);
  });

  it('keep claiming for a lane while another lane is full and stuck', async () => {
    let release: () => void = () => {};
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ran: string[] = [];
    const jobs = createJobWorker({
      db,
      log: silent,
      now,
      pollMs: 20,
      lanes: { slow: { concurrency: 2, timeoutMs: 30_000 }, quick: { concurrency: 1, timeoutMs: 30_000 } },
    });
    jobs.register({ kind: 'stuck', lane: 'slow' }, () => stuck);
    jobs.register({ kind: 'quick', lane: 'quick' }, async (job) => {
      ran.push(job.key ?? '');
    });
    for (let index = 0; index < 5; index += 1) {
      await scheduleJob(db, { kind: 'stuck', key: `stuck-${index}`, runAt: at(0) });
    }
    jobs.start();
    try {
      await expect.poll(() => jobs.lanes().find((lane) => lane.lane === 'slow')?.running).toBe(2);
      await scheduleJob(db, { kind: 'quick', key: 'quick-1', runAt: at(0) });
      await scheduleJob(db, { kind: 'quick', key: 'quick-2', runAt: at(0) });
      jobs.wake();
      await expect.poll(() => ran, { timeout: 5_000 }).toEqual(['quick-1', 'quick-2']);
      const stillStuck = await db.selectFrom('jobs').select('state').where('kind', '=', 'stuck').execute();
      expect(stillStuck.filter((row) => row.state === 'running')).toHaveLength(2);
      expect(stillStuck.filter((row) => row.state === 'queued')).toHaveLength(3);
    } finally {
      release();
      await jobs.stop();
    }
  });

  it('lease a job for longer than its lane lets an attempt run, so no instance takes over a running attempt', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first: string[] = [];
    const holder = worker(async (job) => {
      first.push(job.key ?? '');
      await held;
    });
    const other: string[] = [];
    const otherInstance = worker(async (job) => {
      other.push(job.key ?? '');
    });
    await scheduleJob(db, { kind: 'test', key: 'long', runAt: at(0) });

    const holding = holder.runDue();
    await expect.poll(async () => (await jobByKey(db, 'long'))?.state).toBe('running');
    const row = await db.selectFrom('jobs').select(['lockedUntil', 'lockedBy']).executeTakeFirstOrThrow();
    expect(row.lockedBy).toBe(holder.instanceId);
    expect(row.lockedUntil?.getTime()).toBe(at(0).getTime() + TEST_LANE.timeoutMs + LEASE_MARGIN_MS);

    // Anywhere within the attempt's time limit, and up to the end of its lease, the job stays the holder's.
    for (const later of [1_000, TEST_LANE.timeoutMs, TEST_LANE.timeoutMs + LEASE_MARGIN_MS - 1]) {
      clock = new Date(at(0).getTime() + later);
      expect(await otherInstance.runDue()).toBe(0);
    }
    expect(other).toEqual([]);
    release();
    await holding;
    expect(first).toEqual(['long']);
    expect(await jobByKey(db, 'long')).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('stop: the attempts still running are cut off and queued again at once', async () => {
    const jobs = worker(() => new Promise<void>(() => {}));
    await scheduleJob(db, { kind: 'test', key: 'interrupted', runAt: at(0) });
    const running = jobs.runDue();
    await expect.poll(async () => (await jobByKey(db, 'interrupted'))?.state).toBe('running');
    await jobs.stop();
    await running;
    const row = await jobByKey(db, 'interrupted');
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row?.runAt).toEqual(at(0));
  });
});

describe('two API instances on one database, 50 push subscriptions at a push service that never answers', () => {
  // Fifty subscriptions on two instances: about 5 s on a quiet machine, over 30 s on a loaded one.
  it('still publish a question set to send when questions open at its moment, while every push is stalled', async () => {
    // 14:00 in London on 13 September 2027 (summer time) is 13:00 UTC: the session's questions open then.
    const opens = new Date('2027-09-13T13:00:00.000Z');
    let appClock = new Date(opens.getTime() - 60_000);
    const jobs = { now: () => appClock, start: true, pollMs: 50 };
    const silentService = await startSilentPushService();
    const ctx = await setupTestApp({ jobs, push: { allowLocalEndpoints: true } });
    try {
      const other = await ctx.buildAnotherApp({ jobs, push: { allowLocalEndpoints: true } });
      await other.ready();
      const browser = (index: number) => {
        const jar = new CookieJar();
        return async (method: 'PUT' | 'POST', url: string, payload: object) => {
          const response = await ctx.app.inject({
            method,
            url,
            payload,
            remoteAddress: `10.34.${Math.floor(index / 200)}.${index % 200}`,
            headers: { cookie: jar.header() },
          });
          jar.update(response);
          expect(response.statusCode, response.body).toBe(200);
          return response.json();
        };
      };
      for (let index = 0; index < 50; index += 1) {
        await browser(index)('PUT', '/api/push/subscription', {
          endpoint: `${silentService.origin}/push/${index}`,
          keys: subscriptionKeys(),
          preferences: { remindMinutes: null, changes: false, urgent: true, quietHours: null, vibrate: false },
        });
      }
      const session = await ctx.db
        .insertInto('sessions')
        .values({ title: 'Lanes', sessionDate: '2027-09-13', startTime: '14:00', endTime: '15:00' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const asker = browser(60);
      const draftId = randomUUID();
      const text = 'Does a slow push hold up my question?';
      await asker('PUT', `/api/question-drafts/${draftId}`, {
        sessionId: session.id,
        text,
        readOutLoud: false,
        deviceTurn: false,
        seat: null,
        shownName: null,
      });
      expect(await asker('POST', `/api/question-drafts/${draftId}/send`, { when: 'questions_open' })).toMatchObject({
        state: 'scheduled',
      });

      // An urgent notice a few seconds before: 50 pushes, each of which waits for an answer that never comes.
      appClock = new Date(opens.getTime() - 5_000);
      const admin = `cc_session=${await signIn(ctx.app, ADMIN)}`;
      const notice = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/announcements',
        headers: { cookie: admin },
        payload: { title: 'Lift out of order', content: 'Use the ramp by the café.', priority: 'urgent' },
      });
      expect(notice.statusCode, notice.body).toBe(201);
      // Both instances' push lanes fill up (8 each) and stay full.
      await expect.poll(() => silentService.open(), { timeout: 5_000 }).toBe(16);

      appClock = opens;
      const published = () => ctx.db.selectFrom('questions').select('id').where('text', '=', text).execute();
      // Well within the 10 s a push waits for its service: the question does not wait for any of them.
      await expect.poll(published, { timeout: 5_000, interval: 20 }).toHaveLength(1);
      const draft = await ctx.db
        .selectFrom('questionDrafts')
        .select(['state', 'sentAt'])
        .where('clientId', '=', draftId)
        .executeTakeFirstOrThrow();
      expect(draft).toEqual({ state: 'sent', sentAt: opens });

      const pushes = await ctx.db.selectFrom('jobs').select('state').where('kind', '=', 'push-urgent').execute();
      expect(pushes).toHaveLength(50);
      expect(pushes.filter((row) => row.state === 'done')).toEqual([]);
      expect(silentService.open()).toBe(16);
      // Never more pushes at once than both push lanes hold.
      expect(silentService.mostOpen()).toBeLessThanOrEqual(16);
      for (const instance of [ctx.app, other]) {
        expect(instance.jobs.lanes().find((lane) => lane.lane === 'push')?.running).toBe(8);
      }
      expect(await ctx.app.metrics.getSingleMetricAsString('cc_jobs_running')).toContain(
        'cc_jobs_running{lane="push"} 8',
      );
    } finally {
      await ctx.close();
      await silentService.close();
    }
  }, 90_000);
});
