/**
 * What goes on the job queue for pushes (ADR 005, ADR 007). Reminders are one job per subscription and agenda
 * session, key `push-reminder:<subscription>:<session>`, at the session's start less the chosen minutes: planned
 * again whenever what decides them changes (the choices, the agenda, the session's time or status), so a moved
 * session moves its job and a cancelled or removed one takes it off. A change or an urgent announcement is one job
 * per subscription, due at once. Called inside the transaction of the change, so job and change exist together.
 */
import { type Kysely, sql } from 'kysely';
import { conference } from '../../config';
import type { Database, SessionRow } from '../../db/types';
import type { Owner } from '../../lib/owner';
import { cancelJob, jobByKey, scheduleJob } from '../jobs/job-queue';
import { inQuietHours, sessionStart } from './push-clock';

type Executor = Kysely<Database>;

export const REMINDER_JOB = 'push-reminder';
export const CHANGE_JOB = 'push-change';
export const URGENT_JOB = 'push-urgent';

export const reminderKey = (subscriptionId: number, sessionId: number) =>
  `${REMINDER_JOB}:${subscriptionId}:${sessionId}`;

export type SessionChange = 'cancelled' | 'reinstated' | 'moved' | 'room';

export interface ReminderPlan {
  subscriptionId: number;
  sessionId: number;
}

/** When the reminder of this session is due for these choices; null when there is none to give. */
export function reminderTime(
  session: { sessionDate: string | null; startTime: string | null; status: string },
  choices: { remindMinutes: number | null; quietFrom: string | null; quietUntil: string | null },
  timeZone: string,
): Date | null {
  if (choices.remindMinutes === null || session.status === 'cancelled') return null;
  const start = sessionStart(session, timeZone);
  if (!start) return null;
  const at = new Date(start.getTime() - choices.remindMinutes * 60_000);
  const quiet = choices.quietFrom && choices.quietUntil ? { from: choices.quietFrom, until: choices.quietUntil } : null;
  return inQuietHours(at, quiet, timeZone) ? null : at;
}

interface PlanFilter {
  subscriptionIds?: readonly number[];
  owner?: Owner;
  sessionIds?: readonly number[];
}

/**
 * Plans the reminders of every (subscription, agenda session) pair the filter picks: queued at their time, moved
 * when the time changed, taken off when there is no reminder to give. A reminder already sent is sent again only
 * when its time changed (the session moved).
 */
export async function planReminders(
  db: Executor,
  filter: PlanFilter,
  timeZone: string = conference.timeZone,
): Promise<void> {
  const rows = await db
    .selectFrom('pushSubscriptions as s')
    .innerJoin('bookmarks as b', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('s.userId', 'is not', null), eb('b.userId', '=', eb.ref('s.userId'))]),
          eb.and([eb('s.visitorId', 'is not', null), eb('b.visitorId', '=', eb.ref('s.visitorId'))]),
        ]),
      ),
    )
    .innerJoin('sessions as x', 'x.id', 'b.sessionId')
    .select([
      's.id as subscriptionId',
      's.remindMinutes',
      's.quietFrom',
      's.quietUntil',
      'x.id as sessionId',
      'x.sessionDate',
      'x.startTime',
      'x.status',
    ])
    .$if(filter.subscriptionIds !== undefined, (qb) => qb.where('s.id', 'in', [...(filter.subscriptionIds ?? []), -1]))
    .$if(filter.sessionIds !== undefined, (qb) => qb.where('x.id', 'in', [...(filter.sessionIds ?? []), -1]))
    .$if(filter.owner !== undefined, (qb) =>
      filter.owner?.userId
        ? qb.where('s.userId', '=', filter.owner.userId)
        : qb.where('s.visitorId', '=', filter.owner?.visitorId ?? ''),
    )
    .execute();
  for (const row of rows) {
    const subscriptionId = Number(row.subscriptionId);
    const key = reminderKey(subscriptionId, row.sessionId);
    const runAt = reminderTime(row, row, timeZone);
    if (!runAt) {
      await cancelJob(db, key);
      continue;
    }
    const existing = await jobByKey(db, key);
    const again = existing !== null && existing.state !== 'queued' && existing.runAt.getTime() !== runAt.getTime();
    await scheduleJob(
      db,
      {
        kind: REMINDER_JOB,
        key,
        runAt,
        payload: { subscriptionId, sessionId: row.sessionId, at: runAt.toISOString() },
      },
      { again },
    );
  }
}

/** Takes queued reminders off: of these subscriptions (all their sessions), or of one session for an owner. */
export async function cancelReminders(
  db: Executor,
  target: { subscriptionIds: readonly number[] } | { owner: Owner; sessionId: number },
): Promise<void> {
  let keys: string[];
  if ('subscriptionIds' in target) {
    if (target.subscriptionIds.length === 0) return;
    await db
      .updateTable('jobs')
      .set({ state: 'cancelled', finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where('state', '=', 'queued')
      .where((eb) => eb.or(target.subscriptionIds.map((id) => eb('key', 'like', `${REMINDER_JOB}:${id}:%`))))
      .execute();
    return;
  } else {
    const { owner, sessionId } = target;
    const subscriptions = await db
      .selectFrom('pushSubscriptions')
      .select('id')
      .$call((qb) =>
        owner.userId !== null ? qb.where('userId', '=', owner.userId) : qb.where('visitorId', '=', owner.visitorId),
      )
      .execute();
    keys = subscriptions.map((row) => reminderKey(Number(row.id), sessionId));
  }
  for (const key of keys) await cancelJob(db, key);
}

/** What an attendee would call the change from `before` to `after`; null when nothing they rely on changed. */
export function sessionChange(before: SessionRow, after: SessionRow): SessionChange | null {
  if (before.status !== after.status) return after.status === 'cancelled' ? 'cancelled' : 'reinstated';
  if (after.status === 'cancelled') return null;
  if (
    before.sessionDate !== after.sessionDate ||
    before.startTime !== after.startTime ||
    before.endTime !== after.endTime
  ) {
    return 'moved';
  }
  if (before.location !== after.location || before.building !== after.building || before.room !== after.room) {
    return 'room';
  }
  return null;
}

/**
 * After a session changed (in the same transaction): its reminders follow its new time or status, and everyone
 * with it in their agenda who asked to hear of changes gets one push (a quick second change replaces the first
 * while it still waits).
 */
export async function planSessionChange(
  db: Executor,
  before: SessionRow,
  after: SessionRow,
  timeZone: string = conference.timeZone,
): Promise<void> {
  const change = sessionChange(before, after);
  if (!change) return;
  await planReminders(db, { sessionIds: [after.id] }, timeZone);
  const subscribers = await subscribersOfSession(db, after.id);
  for (const subscriptionId of subscribers) {
    await scheduleJob(
      db,
      {
        kind: CHANGE_JOB,
        key: `${CHANGE_JOB}:${subscriptionId}:${after.id}`,
        runAt: new Date(),
        payload: { subscriptionId, sessionId: after.id, change, version: after.version },
      },
      { again: true },
    );
  }
}

async function subscribersOfSession(db: Executor, sessionId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('pushSubscriptions as s')
    .innerJoin('bookmarks as b', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('s.userId', 'is not', null), eb('b.userId', '=', eb.ref('s.userId'))]),
          eb.and([eb('s.visitorId', 'is not', null), eb('b.visitorId', '=', eb.ref('s.visitorId'))]),
        ]),
      ),
    )
    .select('s.id')
    .where('b.sessionId', '=', sessionId)
    .where('s.notifyChanges', '=', true)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** An urgent announcement was published (same transaction): one push to every browser that asked for them. */
export async function planUrgentAnnouncement(db: Executor, announcementId: number): Promise<void> {
  const rows = await db.selectFrom('pushSubscriptions').select('id').where('notifyUrgent', '=', true).execute();
  for (const row of rows) {
    const subscriptionId = Number(row.id);
    await scheduleJob(db, {
      kind: URGENT_JOB,
      key: `${URGENT_JOB}:${subscriptionId}:${announcementId}`,
      runAt: new Date(),
      payload: { subscriptionId, announcementId },
    });
  }
}
