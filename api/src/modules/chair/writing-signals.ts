/**
 * The live, anonymous count of people writing a question for a session (issue 26). A writer who opted in sends a
 * signal at most every 10 s while typing; the server keeps one row per writer and session in writing_signals,
 * so every API instance counts the same rows, and forgets a writer a window after their last signal: 60 s by
 * default (issue 35: a pause of 20–30 s between words is normal at 5–10 words a minute), set by the organisers
 * (chair-settings.ts). Who is writing is kept only as a keyed hash (HMAC with the cookie secret), never the visitor
 * or account id, and only the count ever leaves the server (to the chairs, and to the room screen on its public topic).
 *
 * The count falls when a writer goes quiet, with no request to trigger it: each signal moves a durable job (ADR
 * 005) to one window after it, and that job publishes the new count — once, on whichever instance runs it.
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { WRITING_WINDOW_DEFAULT_SECONDS } from '../../contract/chair';
import { chairTopic, roomTopic } from '../../contract/realtime';
import type { Database } from '../../db/types';
import { scheduleJob } from '../jobs/job-queue';

/** A writer counts for this long after their last signal, unless the organisers set otherwise (issue 35). */
export const WRITING_IDLE_MS = WRITING_WINDOW_DEFAULT_SECONDS * 1000;
/** Signals closer together than this from one writer are not recorded (the page sends one per ~10 s). */
export const WRITING_THROTTLE_MS = 10_000;
export const WRITING_EXPIRED_JOB = 'chair-writing-expired';

type Db = Kysely<Database>;

export function writerHash(secret: string, sessionId: number, writer: string): string {
  return createHmac('sha256', secret).update(`writing:${sessionId}:${writer}`).digest('base64url');
}

/** Writers of the session with a signal within the last `windowMs`. */
export async function writingCount(db: Db, sessionId: number, now: Date, windowMs: number): Promise<number> {
  const row = await db
    .selectFrom('writingSignals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('sessionId', '=', sessionId)
    .where('lastAt', '>', new Date(now.getTime() - windowMs))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function publishCount(
  app: FastifyInstance,
  db: Db,
  sessionId: number,
  now: Date,
  windowMs: number,
): Promise<void> {
  const count = await writingCount(db, sessionId, now, windowMs);
  await app.realtime.publish({ topic: chairTopic(sessionId), type: 'chair.writing', data: { sessionId, count } });
  // Issue 37: the room screen shows the same anonymous count ("someone is still writing") on its public topic.
  await app.realtime.publish({ topic: roomTopic(sessionId), type: 'room.writing', data: { sessionId, count } });
}

/**
 * Records that `writer` is writing for the session now. False when the signal came within the throttle window of
 * their last one and changed nothing.
 */
export async function recordWriting(
  app: FastifyInstance,
  secret: string,
  sessionId: number,
  writer: string,
  now: Date,
  windowMs: number,
): Promise<boolean> {
  const hash = writerHash(secret, sessionId, writer);
  const recorded = await app.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('writingSignals')
      .values({ sessionId, writerHash: hash, lastAt: now })
      .onConflict((conflict) =>
        conflict
          .columns(['sessionId', 'writerHash'])
          .doUpdateSet({ lastAt: now })
          .where('writingSignals.lastAt', '<=', new Date(now.getTime() - WRITING_THROTTLE_MS)),
      )
      .returning('lastAt')
      .executeTakeFirst();
    if (!row) return false;
    // One job per writer, moved on each signal: it fires when this writer has been quiet for the window.
    await scheduleJob(
      trx,
      {
        kind: WRITING_EXPIRED_JOB,
        key: `${WRITING_EXPIRED_JOB}:${sessionId}:${hash}`,
        runAt: new Date(now.getTime() + windowMs + 1),
        payload: { sessionId },
        maxAttempts: 3,
      },
      { again: true },
    );
    return true;
  });
  if (recorded) await publishCount(app, app.db, sessionId, now, windowMs);
  return recorded;
}

/**
 * The job a signal scheduled: forgets the writers quiet for the window and tells the chairs the new count.
 * `windowOf` reads the window now (the organisers may have changed it since the signal).
 */
export function registerWritingJobs(app: FastifyInstance, windowOf: (db: Db) => Promise<number>): void {
  app.jobs.register(WRITING_EXPIRED_JOB, async (job, { db, now }) => {
    const sessionId = Number((job.payload as { sessionId?: unknown }).sessionId);
    if (!Number.isInteger(sessionId)) return;
    const windowMs = await windowOf(db);
    await db
      .deleteFrom('writingSignals')
      .where('sessionId', '=', sessionId)
      .where('lastAt', '<=', new Date(now.getTime() - windowMs))
      .execute();
    await publishCount(app, db, sessionId, now, windowMs);
  });
}
