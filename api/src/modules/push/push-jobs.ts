/**
 * The queue's handlers for pushes (ADR 005, ADR 007). Each reads the current state when it runs, so a job that
 * outlived its reason (the session was cancelled, left the agenda, the browser unsubscribed, or the sign-in it was
 * made in ended) sends nothing. Each message has a delivery key (`urgent:<announcement>`, `change:<session>:<version>`,
 * `reminder:<session>:<at>`) claimed in push_deliveries before sending, so a job run twice sends once.
 *
 * What the push service answers decides what follows: 404 or 410, the subscription is gone and removed; another 4xx
 * (a VAPID key it does not accept, a malformed or too large request) will never succeed: given up at once, logged,
 * the subscription kept; 408, 429 and 5xx are retried after the Retry-After they give (at least the queue's backoff,
 * at most 30 minutes), and network errors with the queue's backoff. An endpoint whose name now resolves into a
 * local network is removed.
 */
import type { FastifyInstance } from 'fastify';
import { Counter } from 'prom-client';
import { type PushMessage, walkingMinutes } from '../../contract/index';
import type { Db } from '../../db/database';
import type { SessionRow } from '../../db/types';
import { defaultSummary } from '../announcements/announcements-service';
import { DEFAULT_SESSION_MINUTES } from '../calendar/ical';
import { backoffMs, type ClaimedJob, type JobContext, JobGiveUp, JobRetryAfter } from '../jobs/job-worker';
import { inQuietHours, sessionStart, wallTime } from './push-clock';
import { type EndpointPolicy, EndpointRefused } from './push-endpoint';
import { changeMessage, type MessageSession, reminderMessage, urgentMessage } from './push-messages';
import {
  CHANGE_JOB,
  cancelReminders,
  REMINDER_JOB,
  reminderTime,
  type SessionChange,
  URGENT_JOB,
} from './push-planner';
import {
  claimDelivery,
  deleteSubscriptionById,
  releaseDelivery,
  type StoredSubscription,
  subscriptionById,
  subscriptionLive,
  subscriptionSessionEnd,
} from './push-repository';
import { PushServiceError, sendPush } from './push-sender';
import type { VapidKeys } from './vapid-keys';

/** Time allowed to get to a session when the walk cannot be worked out (as "Your next session" does). */
const DEFAULT_LEAVE_MINUTES = 10;

export interface PushJobsOptions {
  vapid: VapidKeys;
  timeZone: string;
  timeoutMs?: number;
  policy: EndpointPolicy;
}

/** The longest a push service's Retry-After is followed; a longer one waits this long. */
const MAX_RETRY_AFTER_MS = 30 * 60_000;
/** A change's notice is kept by the push service until its session ends, and at least this long. */
const MIN_CHANGE_TTL_SECONDS = 15 * 60;
/** When a change's session has no known end (no date or time), as long as before. */
const DEFAULT_CHANGE_TTL_SECONDS = 6 * 3600;

/** What to send one subscription: the message, its delivery key, and how the push service should keep it. */
interface Delivery {
  message: PushMessage;
  /** Unique per subscription and message: a second run of the job finds it claimed and sends nothing. */
  key: string;
  ttlSeconds: number;
  /** A newer message with this topic replaces an older one the push service still holds (RFC 8030 §5.4). */
  topic?: string;
}

/** The instant a session ends on the conference's clock; null when its date or time is not known. */
function sessionEnd(session: SessionRow, timeZone: string): Date | null {
  const start = sessionStart(session, timeZone);
  if (!start) return null;
  const from = clockMinutes(session.startTime) ?? 0;
  const to = clockMinutes(session.endTime);
  const minutes = to !== null && to > from ? to - from : DEFAULT_SESSION_MINUTES;
  return new Date(start.getTime() + minutes * 60_000);
}

/**
 * How long a change notice may wait for a phone that is off: until the session ends (no use after), and never past
 * the sign-in it belongs to; 0 (now or never) when either is over, at least a quarter of an hour otherwise.
 */
function changeTtlSeconds(session: SessionRow, signInEnd: Date | null, now: Date, timeZone: string): number {
  const ends = [sessionEnd(session, timeZone), signInEnd].filter((end): end is Date => end !== null);
  if (ends.length === 0) return DEFAULT_CHANGE_TTL_SECONDS;
  const seconds = Math.floor((Math.min(...ends.map((end) => end.getTime())) - now.getTime()) / 1000);
  return seconds <= 0 ? 0 : Math.max(MIN_CHANGE_TTL_SECONDS, seconds);
}

const quietOf = (s: StoredSubscription) =>
  s.quietFrom && s.quietUntil ? { from: s.quietFrom, until: s.quietUntil } : null;

function messageSession(row: SessionRow): MessageSession {
  return {
    id: row.id,
    title: row.title,
    start: row.startTime ? row.startTime.slice(0, 5) : null,
    location: row.location,
    building: row.building,
    room: row.room,
  };
}

async function inAgenda(db: Db, subscription: StoredSubscription, sessionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('bookmarks')
    .select('id')
    .where('sessionId', '=', sessionId)
    .$call((qb) =>
      subscription.userId !== null
        ? qb.where('userId', '=', subscription.userId)
        : qb.where('visitorId', '=', subscription.visitorId),
    )
    .executeTakeFirst();
  return row !== undefined;
}

const clockMinutes = (time: string | null) => (time ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) : null);

/** Minutes to walk from the agenda session before this one that day (the one to end last), else the default. */
async function walkToSession(db: Db, subscription: StoredSubscription, session: SessionRow): Promise<number> {
  const start = clockMinutes(session.startTime);
  if (start === null || !session.sessionDate) return DEFAULT_LEAVE_MINUTES;
  const sameDay = await db
    .selectFrom('bookmarks')
    .innerJoin('sessions', 'sessions.id', 'bookmarks.sessionId')
    .select(['sessions.id', 'sessions.startTime', 'sessions.endTime', 'sessions.building', 'sessions.location'])
    .where('sessions.sessionDate', '=', session.sessionDate)
    .where('sessions.status', '!=', 'cancelled')
    .where('sessions.id', '!=', session.id)
    .$call((qb) =>
      subscription.userId !== null
        ? qb.where('bookmarks.userId', '=', subscription.userId)
        : qb.where('bookmarks.visitorId', '=', subscription.visitorId),
    )
    .execute();
  const end = (row: (typeof sameDay)[number]) => {
    const from = clockMinutes(row.startTime) ?? 0;
    const to = clockMinutes(row.endTime);
    return to !== null && to > from ? to : from + DEFAULT_SESSION_MINUTES;
  };
  const previous = sameDay
    .filter((row) => (clockMinutes(row.startTime) ?? start) < start)
    .sort((a, b) => end(a) - end(b) || a.id - b.id)
    .at(-1);
  if (!previous) return DEFAULT_LEAVE_MINUTES;
  return walkingMinutes(previous, session) ?? DEFAULT_LEAVE_MINUTES;
}

export function registerPushJobs(app: FastifyInstance, options: PushJobsOptions): void {
  const { timeZone } = options;
  const sent = new Counter({
    name: 'cc_push_messages_total',
    help: 'Web Push messages this instance tried to send, by kind and outcome (sent, gone: subscription removed, failed: not sent, retried or given up)',
    labelNames: ['kind', 'outcome'],
    registers: [app.metrics],
  });

  async function remove(db: Db, subscription: StoredSubscription): Promise<void> {
    // The trigger of migration 0065 cancels its queued pushes with it.
    await db.transaction().execute(async (trx) => {
      await cancelReminders(trx, { subscriptionIds: [subscription.id] });
      await deleteSubscriptionById(trx, subscription.id);
    });
  }

  async function deliver(
    job: ClaimedJob,
    { db, now, log, signal }: JobContext,
    subscription: StoredSubscription,
    delivery: Delivery,
  ): Promise<void> {
    const { message } = delivery;
    // Claimed before sending: a second run of this job (a lost lease, another instance) finds it and sends nothing.
    if (!(await claimDelivery(db, subscription.id, delivery.key))) return;
    let result: Awaited<ReturnType<typeof sendPush>>;
    try {
      result = await sendPush(subscription, message, {
        vapid: options.vapid,
        ttlSeconds: delivery.ttlSeconds,
        urgency: 'high',
        topic: delivery.topic,
        policy: options.policy,
        signal,
        timeoutMs: options.timeoutMs,
        now,
      });
    } catch (error) {
      sent.inc({ kind: message.kind, outcome: 'failed' });
      if (error instanceof EndpointRefused) {
        await remove(db, subscription);
        throw new JobGiveUp(`push endpoint refused, subscription removed: ${error.message}`);
      }
      await releaseDelivery(db, subscription.id, delivery.key);
      if (error instanceof PushServiceError) throw error;
      // Keys a push library cannot encrypt for: no attempt will succeed.
      throw new JobGiveUp(`push could not be prepared: ${(error as Error).message}`);
    }
    if (result.outcome === 'sent') {
      sent.inc({ kind: message.kind, outcome: 'sent' });
      return;
    }
    if (result.outcome === 'gone') {
      sent.inc({ kind: message.kind, outcome: 'gone' });
      await remove(db, subscription);
      throw new JobGiveUp(`subscription gone (the push service answered ${result.status}); removed`);
    }
    sent.inc({ kind: message.kind, outcome: 'failed' });
    await releaseDelivery(db, subscription.id, delivery.key);
    if (result.outcome === 'refused') {
      // 403: usually the VAPID key is not the one the browser subscribed with; 400/413: a request it will never
      // take. Another attempt cannot help, and the subscription may well be fine: kept, and the operator told.
      log.warn(
        { subscriptionId: subscription.id, status: result.status, kind: message.kind },
        'push service refused the push; not retried',
      );
      throw new JobGiveUp(`push service refused the push (${result.status}); not retried`);
    }
    if (result.retryAfterMs !== null) {
      const delay = Math.min(MAX_RETRY_AFTER_MS, Math.max(backoffMs(job.attempts), result.retryAfterMs));
      throw new JobRetryAfter(`push service answered ${result.status}; retrying after its Retry-After`, delay);
    }
    throw new PushServiceError(`push service answered ${result.status}`);
  }

  /** The subscription, when it still exists and the sign-in it belongs to is live at the job's time. */
  async function liveSubscription(db: Db, id: number, now: Date): Promise<StoredSubscription | null> {
    const subscription = await subscriptionById(db, id);
    if (!subscription || !(await subscriptionLive(db, subscription, now))) return null;
    return subscription;
  }

  app.jobs.register({ kind: REMINDER_JOB, lane: 'push' }, async (job: ClaimedJob, context) => {
    const { db, now } = context;
    const { subscriptionId, sessionId, at } = job.payload as { subscriptionId: number; sessionId: number; at?: string };
    const subscription = await liveSubscription(db, subscriptionId, now);
    if (!subscription) return;
    const session = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
    if (!session || !(await inAgenda(db, subscription, sessionId))) return;
    const due = reminderTime(session, subscription, timeZone);
    // Planned for another time than the session now has: the plan of its new time sends it instead.
    if (!due || (at && Math.abs(due.getTime() - Date.parse(at)) > 60_000)) return;
    const start = sessionStart(session, timeZone);
    if (!start || start.getTime() <= now.getTime()) return;
    if (inQuietHours(now, quietOf(subscription), timeZone)) return;
    const minutesUntil = Math.max(1, Math.round((start.getTime() - now.getTime()) / 60_000));
    const walk = await walkToSession(db, subscription, session);
    const leaveAt = new Date(start.getTime() - walk * 60_000);
    const message = reminderMessage(
      messageSession(session),
      minutesUntil,
      { at: wallTime(leaveAt, timeZone), now: leaveAt.getTime() <= now.getTime() },
      { vibrate: subscription.vibrate, silent: false },
    );
    await deliver(job, context, subscription, {
      message,
      key: `reminder:${sessionId}:${at ?? due.toISOString()}`,
      ttlSeconds: Math.max(60, Math.round((start.getTime() - now.getTime()) / 1000)),
      topic: `s${sessionId}-reminder`,
    });
  });

  app.jobs.register({ kind: CHANGE_JOB, lane: 'push' }, async (job: ClaimedJob, context) => {
    const { db, now } = context;
    const { subscriptionId, sessionId, change, version } = job.payload as {
      subscriptionId: number;
      sessionId: number;
      change: SessionChange;
      /** The session's version after the change (jobs planned before issue 34 have none). */
      version?: number;
    };
    const subscription = await liveSubscription(db, subscriptionId, now);
    if (!subscription?.notifyChanges) return;
    const session = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
    if (!session || !(await inAgenda(db, subscription, sessionId))) return;
    const quiet = inQuietHours(now, quietOf(subscription), timeZone);
    const message = changeMessage(messageSession(session), change, {
      vibrate: subscription.vibrate && !quiet,
      silent: quiet,
    });
    await deliver(job, context, subscription, {
      message,
      key: `change:${sessionId}:${version ?? session.version}`,
      ttlSeconds: changeTtlSeconds(session, await subscriptionSessionEnd(db, subscription), now, timeZone),
      // A phone that was off gets the latest change of the session only, not each one on the way.
      topic: `s${sessionId}-change`,
    });
  });

  app.jobs.register({ kind: URGENT_JOB, lane: 'push' }, async (job: ClaimedJob, context) => {
    const { db, now } = context;
    const { subscriptionId, announcementId } = job.payload as { subscriptionId: number; announcementId: number };
    const subscription = await liveSubscription(db, subscriptionId, now);
    if (!subscription?.notifyUrgent) return;
    const announcement = await db
      .selectFrom('announcements')
      .select(['id', 'title', 'summary', 'content', 'priority'])
      .where('id', '=', announcementId)
      .executeTakeFirst();
    if (announcement?.priority !== 'urgent') return;
    const quiet = inQuietHours(now, quietOf(subscription), timeZone);
    const message = urgentMessage(
      {
        id: announcement.id,
        title: announcement.title,
        summary: announcement.summary?.trim() ? announcement.summary : defaultSummary(announcement.content),
      },
      { vibrate: subscription.vibrate && !quiet, silent: quiet },
    );
    await deliver(job, context, subscription, { message, key: `urgent:${announcementId}`, ttlSeconds: 3600 });
  });
}
