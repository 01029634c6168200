/**
 * The queue's handlers for pushes (ADR 005, ADR 007). Each reads the current state when it runs, so a job that
 * outlived its reason (the session was cancelled, left the agenda, or the browser unsubscribed) sends nothing.
 * A push service that fails is retried with the queue's backoff; one that says the subscription is gone (404,
 * 410) has it removed, and the job is given up.
 */
import type { FastifyInstance } from 'fastify';
import { Counter } from 'prom-client';
import { type PushMessage, walkingMinutes } from '../../contract/index';
import type { Db } from '../../db/database';
import type { SessionRow } from '../../db/types';
import { defaultSummary } from '../announcements/announcements-service';
import { DEFAULT_SESSION_MINUTES } from '../calendar/ical';
import { type ClaimedJob, JobGiveUp } from '../jobs/job-worker';
import { inQuietHours, sessionStart, wallTime } from './push-clock';
import { changeMessage, type MessageSession, reminderMessage, urgentMessage } from './push-messages';
import {
  CHANGE_JOB,
  cancelReminders,
  REMINDER_JOB,
  reminderTime,
  type SessionChange,
  URGENT_JOB,
} from './push-planner';
import { deleteSubscriptionById, type StoredSubscription, subscriptionById } from './push-repository';
import { PushServiceError, sendPush } from './push-sender';
import type { VapidKeys } from './vapid-keys';

/** Time allowed to get to a session when the walk cannot be worked out (as "Your next session" does). */
const DEFAULT_LEAVE_MINUTES = 10;

export interface PushJobsOptions {
  vapid: VapidKeys;
  timeZone: string;
  timeoutMs?: number;
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
    help: 'Web Push messages this instance tried to send, by kind and outcome (sent, gone: subscription removed, failed: retried)',
    labelNames: ['kind', 'outcome'],
    registers: [app.metrics],
  });

  async function deliver(
    db: Db,
    subscription: StoredSubscription,
    message: PushMessage,
    ttlSeconds: number,
  ): Promise<void> {
    let result: Awaited<ReturnType<typeof sendPush>>;
    try {
      result = await sendPush(subscription, message, {
        vapid: options.vapid,
        ttlSeconds,
        urgency: 'high',
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      sent.inc({ kind: message.kind, outcome: 'failed' });
      if (error instanceof PushServiceError) throw error;
      // Keys a push library cannot encrypt for: no attempt will succeed.
      throw new JobGiveUp(`push could not be prepared: ${(error as Error).message}`);
    }
    if (result === 'gone') {
      sent.inc({ kind: message.kind, outcome: 'gone' });
      await db.transaction().execute(async (trx) => {
        await cancelReminders(trx, { subscriptionIds: [subscription.id] });
        await deleteSubscriptionById(trx, subscription.id);
      });
      throw new JobGiveUp('subscription gone (the push service answered 404 or 410); removed');
    }
    sent.inc({ kind: message.kind, outcome: 'sent' });
  }

  app.jobs.register({ kind: REMINDER_JOB, lane: 'push' }, async (job: ClaimedJob, { db, now }) => {
    const { subscriptionId, sessionId, at } = job.payload as { subscriptionId: number; sessionId: number; at?: string };
    const subscription = await subscriptionById(db, subscriptionId);
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
    await deliver(db, subscription, message, Math.max(60, Math.round((start.getTime() - now.getTime()) / 1000)));
  });

  app.jobs.register({ kind: CHANGE_JOB, lane: 'push' }, async (job: ClaimedJob, { db, now }) => {
    const { subscriptionId, sessionId, change } = job.payload as {
      subscriptionId: number;
      sessionId: number;
      change: SessionChange;
    };
    const subscription = await subscriptionById(db, subscriptionId);
    if (!subscription?.notifyChanges) return;
    const session = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
    if (!session || !(await inAgenda(db, subscription, sessionId))) return;
    const quiet = inQuietHours(now, quietOf(subscription), timeZone);
    const message = changeMessage(messageSession(session), change, {
      vibrate: subscription.vibrate && !quiet,
      silent: quiet,
    });
    await deliver(db, subscription, message, 6 * 3600);
  });

  app.jobs.register({ kind: URGENT_JOB, lane: 'push' }, async (job: ClaimedJob, { db, now }) => {
    const { subscriptionId, announcementId } = job.payload as { subscriptionId: number; announcementId: number };
    const subscription = await subscriptionById(db, subscriptionId);
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
    await deliver(db, subscription, message, 3600);
  });
}
