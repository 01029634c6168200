/**
 * Push subscriptions, kept per browser for the visitor or the account like bookmarks (migration 0060). A browser
 * has one subscription (its endpoint is unique); saving it again changes its choices, for its owner only. A signed-in
 * browser's subscription belongs to that sign-in (`sessionTokenHash`) and ends with it (migration 0065).
 */
import { type Kysely, sql } from 'kysely';
import type { PushPreferences, PushSubscriptionBody } from '../../contract/index';
import type { Database } from '../../db/types';
import type { Owner } from '../../lib/owner';
import { IDLE_TIMEOUT_MS } from '../auth/session-store';

type Executor = Kysely<Database>;

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userId: string | null;
  visitorId: string | null;
  /** The sign-in it belongs to (sha256 of its token); null for a visitor's. */
  sessionTokenHash: string | null;
  remindMinutes: number | null;
  notifyChanges: boolean;
  notifyUrgent: boolean;
  quietFrom: string | null;
  quietUntil: string | null;
  vibrate: boolean;
}

export function preferencesOf(
  row: Pick<
    StoredSubscription,
    'remindMinutes' | 'notifyChanges' | 'notifyUrgent' | 'quietFrom' | 'quietUntil' | 'vibrate'
  >,
): PushPreferences {
  return {
    remindMinutes: row.remindMinutes,
    changes: row.notifyChanges,
    urgent: row.notifyUrgent,
    quietHours: row.quietFrom && row.quietUntil ? { from: row.quietFrom, until: row.quietUntil } : null,
    vibrate: row.vibrate,
  };
}

const ownedBy = (owner: Owner) =>
  (owner.userId !== null ? ['userId', owner.userId] : ['visitorId', owner.visitorId]) as [
    'userId' | 'visitorId',
    string,
  ];

/** How many browsers one account or visitor may have notifications on in at once. */
export const SUBSCRIPTIONS_PER_OWNER = 10;

/**
 * Stores this browser's subscription for `owner` with its choices, tied to the caller's sign-in. Null when the
 * endpoint is another owner's: it is not taken over (whoever knew the address could otherwise send their own
 * agenda's notices to someone else's phone, or silence theirs). The same account from another sign-in may: only
 * that browser knows its endpoint, so that is the same browser signed in again; it moves to the new sign-in.
 */
export async function saveSubscription(
  db: Executor,
  owner: Owner,
  sessionTokenHash: string | null,
  body: PushSubscriptionBody,
): Promise<StoredSubscription | null> {
  const { preferences } = body;
  const values = {
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userId: owner.userId,
    visitorId: owner.visitorId,
    sessionTokenHash: owner.userId !== null ? sessionTokenHash : null,
    remindMinutes: preferences.remindMinutes,
    notifyChanges: preferences.changes,
    notifyUrgent: preferences.urgent,
    quietFrom: preferences.quietHours?.from ?? null,
    quietUntil: preferences.quietHours?.until ?? null,
    vibrate: preferences.vibrate,
  };
  const { endpoint: _endpoint, ...update } = values;
  const [column, id] = ownedBy(owner);
  const row = await db
    .insertInto('pushSubscriptions')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({ ...update, updatedAt: sql`now()` })
        .where(`pushSubscriptions.${column}`, '=', id),
    )
    .returning(SELECTED)
    .executeTakeFirst();
  return row ?? null;
}

/** The owner's subscriptions other than this endpoint's, counted under a lock so two saves cannot both pass the cap. */
export async function otherSubscriptionCount(db: Executor, owner: Owner, endpoint: string): Promise<number> {
  const [column, id] = ownedBy(owner);
  await sql`select pg_advisory_xact_lock(hashtext(${`push-subscriptions:${id}`}))`.execute(db);
  const row = await db
    .selectFrom('pushSubscriptions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(column, '=', id)
    .where('endpoint', '!=', endpoint)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const SELECTED = [
  'id',
  'endpoint',
  'p256dh',
  'auth',
  'userId',
  'visitorId',
  'sessionTokenHash',
  'remindMinutes',
  'notifyChanges',
  'notifyUrgent',
  'quietFrom',
  'quietUntil',
  'vibrate',
] as const;

export async function findSubscription(
  db: Executor,
  owner: Owner,
  endpoint: string,
): Promise<StoredSubscription | null> {
  const [column, id] = ownedBy(owner);
  const row = await db
    .selectFrom('pushSubscriptions')
    .select(SELECTED)
    .where('endpoint', '=', endpoint)
    .where(column, '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function subscriptionById(db: Executor, id: number): Promise<StoredSubscription | null> {
  return (await db.selectFrom('pushSubscriptions').select(SELECTED).where('id', '=', id).executeTakeFirst()) ?? null;
}

/** Removes the caller's subscription of this browser; the ids removed (none when it was not theirs). */
export async function deleteSubscription(db: Executor, owner: Owner, endpoint: string): Promise<number[]> {
  const [column, id] = ownedBy(owner);
  const rows = await db
    .deleteFrom('pushSubscriptions')
    .where('endpoint', '=', endpoint)
    .where(column, '=', id)
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

export async function deleteSubscriptionById(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('id', '=', id).execute();
}

/** At sign-out: the subscriptions that came with that sign-in (this browser's) go; the account's others stay. */
export async function deleteSignedOutSubscriptions(db: Executor, sessionTokenHash: string): Promise<number[]> {
  const rows = await db
    .deleteFrom('pushSubscriptions')
    .where('sessionTokenHash', '=', sessionTokenHash)
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** At sign-in, like bookmarks: the visitor's subscriptions become the account's, tied to the new sign-in. */
export async function moveSubscriptionsToAccount(
  db: Executor,
  visitorId: string,
  userId: string,
  sessionTokenHash: string,
): Promise<number> {
  const result = await db
    .updateTable('pushSubscriptions')
    .set({ userId, visitorId: null, sessionTokenHash, updatedAt: sql`now()` })
    .where('visitorId', '=', visitorId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * When a sign-in is replaced by a new one for the same browser (a password change gives this browser a new token
 * while every other sign-in ends): its subscriptions are taken off it first, so that ending it does not end them,
 * and given to the new one with `attachSubscriptions` in the same transaction.
 */
export async function detachSubscriptions(db: Executor, sessionTokenHash: string): Promise<number[]> {
  const rows = await db
    .updateTable('pushSubscriptions')
    .set({ sessionTokenHash: null })
    .where('sessionTokenHash', '=', sessionTokenHash)
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

export async function attachSubscriptions(db: Executor, ids: readonly number[], sessionTokenHash: string) {
  if (ids.length === 0) return;
  await db
    .updateTable('pushSubscriptions')
    .set({ sessionTokenHash, updatedAt: sql`now()` })
    .where('id', 'in', ids)
    .execute();
}

/**
 * Whether the sign-in a subscription belongs to is still live at `now` (not past its absolute or idle expiry): a
 * sign-in that expired but was not cleared yet must not be sent the account's notices. A visitor's is always live.
 */
export async function subscriptionLive(db: Executor, subscription: StoredSubscription, now: Date): Promise<boolean> {
  if (subscription.userId === null) return true;
  if (subscription.sessionTokenHash === null) return false;
  const session = await db
    .selectFrom('authSessions')
    .select(['expiresAt', 'lastUsedAt'])
    .where('tokenHash', '=', subscription.sessionTokenHash)
    .executeTakeFirst();
  if (!session) return false;
  return session.expiresAt.getTime() > now.getTime() && session.lastUsedAt.getTime() + IDLE_TIMEOUT_MS > now.getTime();
}

/** When the sign-in a subscription belongs to ends (null for a visitor's, or when it is gone). */
export async function subscriptionSessionEnd(db: Executor, subscription: StoredSubscription): Promise<Date | null> {
  if (subscription.sessionTokenHash === null) return null;
  const session = await db
    .selectFrom('authSessions')
    .select(['expiresAt', 'lastUsedAt'])
    .where('tokenHash', '=', subscription.sessionTokenHash)
    .executeTakeFirst();
  if (!session) return null;
  return new Date(Math.min(session.expiresAt.getTime(), session.lastUsedAt.getTime() + IDLE_TIMEOUT_MS));
}

/**
 * Claims the delivery of one message to one subscription: true when this caller is the first (it sends), false when
 * it was claimed before (a job run twice after a lost lease, or by two instances): then nothing is sent.
 */
export async function claimDelivery(db: Executor, subscriptionId: number, messageKey: string): Promise<boolean> {
  const row = await db
    .insertInto('pushDeliveries')
    .values({ subscriptionId, messageKey })
    .onConflict((oc) => oc.columns(['subscriptionId', 'messageKey']).doNothing())
    .returning('subscriptionId')
    .executeTakeFirst();
  return row !== undefined;
}

/** The push was not sent after all (the push service failed): the next attempt may claim it again. */
export async function releaseDelivery(db: Executor, subscriptionId: number, messageKey: string): Promise<void> {
  await db
    .deleteFrom('pushDeliveries')
    .where('subscriptionId', '=', subscriptionId)
    .where('messageKey', '=', messageKey)
    .execute();
}

/**
 * Housekeeping: delivery keys older than a week (no job is retried that long), and any signed-in subscription left
 * without its sign-in (the foreign key ends them with it; this catches one detached and never attached again).
 */
export async function purgePushLeftovers(db: Executor, now = new Date(), olderThanDays = 7): Promise<void> {
  await db
    .deleteFrom('pushDeliveries')
    .where('createdAt', '<', new Date(now.getTime() - olderThanDays * 24 * 60 * 60_000))
    .execute();
  await db
    .deleteFrom('pushSubscriptions')
    .where('userId', 'is not', null)
    .where('sessionTokenHash', 'is', null)
    .execute();
}
