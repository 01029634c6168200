/**
 * Push subscriptions, kept per browser for the visitor or the account like bookmarks (migration 0060). A browser
 * has one subscription (its endpoint is unique): saving it again takes it over for the caller with new choices.
 */
import { type Kysely, sql } from 'kysely';
import type { PushPreferences, PushSubscriptionBody } from '../../contract/index';
import type { Database } from '../../db/types';
import type { Owner } from '../../lib/owner';

type Executor = Kysely<Database>;

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userId: string | null;
  visitorId: string | null;
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

/** Stores this browser's subscription for `owner` (taking it over from whoever had it) with its choices. */
export async function saveSubscription(
  db: Executor,
  owner: Owner,
  sessionTokenHash: string | null,
  body: PushSubscriptionBody,
): Promise<StoredSubscription> {
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
  return db
    .insertInto('pushSubscriptions')
    .values(values)
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ ...update, updatedAt: sql`now()` }))
    .returning(SELECTED)
    .executeTakeFirstOrThrow();
}

const SELECTED = [
  'id',
  'endpoint',
  'p256dh',
  'auth',
  'userId',
  'visitorId',
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
