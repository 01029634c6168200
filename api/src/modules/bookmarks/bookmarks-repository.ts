import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Owner } from '../../lib/owner';

export async function listBookmarkedSessionIds(db: Db, owner: Owner): Promise<number[]> {
  const rows = await db
    .selectFrom('bookmarks')
    .select('sessionId')
    .$call((qb) =>
      owner.userId !== null ? qb.where('userId', '=', owner.userId) : qb.where('visitorId', '=', owner.visitorId),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.sessionId);
}

/**
 * Idempotent: the database's unique constraint makes a second add a no-op (and keeps the first snapshot).
 * The row records what the attendee saw (status, date, times, place) so My Agenda can flag later changes.
 */
export async function addBookmark(db: Db, owner: Owner, sessionId: number): Promise<void> {
  await db
    .insertInto('bookmarks')
    .columns([
      'sessionId',
      'userId',
      'visitorId',
      'seenAt',
      'seenStatus',
      'seenSessionDate',
      'seenStartTime',
      'seenEndTime',
      'seenLocation',
      'seenBuilding',
      'seenRoom',
      'seenVenueId',
    ])
    .expression((eb) =>
      eb
        .selectFrom('sessions')
        .select([
          'sessions.id',
          eb.cast<string | null>(eb.val(owner.userId), 'uuid').as('userId'),
          eb.cast<string | null>(eb.val(owner.visitorId), 'uuid').as('visitorId'),
          sql<Date>`now()`.as('seenAt'),
          'sessions.status',
          'sessions.sessionDate',
          'sessions.startTime',
          'sessions.endTime',
          'sessions.location',
          'sessions.building',
          'sessions.room',
          'sessions.venueId',
        ])
        .where('sessions.id', '=', sessionId),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeBookmark(db: Db, owner: Owner, sessionId: number): Promise<void> {
  await db
    .deleteFrom('bookmarks')
    .where('sessionId', '=', sessionId)
    .$call((qb) =>
      owner.userId !== null ? qb.where('userId', '=', owner.userId) : qb.where('visitorId', '=', owner.visitorId),
    )
    .execute();
}
