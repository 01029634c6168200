import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AgendaEntry } from '../../contract/index';
import type { Db } from '../../db/database';
import type { SessionRow } from '../../db/types';
import type { Owner } from '../../lib/owner';
import { toSession } from '../sessions/session-view';
import { agendaChanges } from './agenda-changes';

export interface AgendaRow {
  session: SessionRow;
  bookmarkedAt: Date;
  entry: AgendaEntry;
}

/**
 * The owner's bookmarked sessions with what changed since each was added, by date and start time
 * (sessions without either last), then title.
 */
export async function listAgenda(db: Db, owner: Owner): Promise<AgendaRow[]> {
  const rows = await db
    .selectFrom('bookmarks as b')
    .innerJoin('sessions as s', 's.id', 'b.sessionId')
    .selectAll('s')
    .select([
      'b.createdAt as bookmarkedAt',
      'b.seenAt',
      'b.seenStatus',
      'b.seenSessionDate',
      'b.seenStartTime',
      'b.seenEndTime',
      'b.seenLocation',
      'b.seenBuilding',
      'b.seenRoom',
      'b.seenVenueId',
    ])
    .$call((qb) =>
      owner.userId !== null ? qb.where('b.userId', '=', owner.userId) : qb.where('b.visitorId', '=', owner.visitorId),
    )
    .orderBy(sql`s.session_date asc nulls last`)
    .orderBy(sql`s.start_time asc nulls last`)
    .orderBy('s.title')
    .orderBy('s.id')
    .execute();

  return rows.map((row) => {
    const {
      bookmarkedAt,
      seenAt,
      seenStatus,
      seenSessionDate,
      seenStartTime,
      seenEndTime,
      seenLocation,
      seenBuilding,
      seenRoom,
      seenVenueId,
      ...session
    } = row;
    const seen =
      seenAt === null
        ? null
        : {
            status: seenStatus,
            sessionDate: seenSessionDate,
            startTime: seenStartTime,
            endTime: seenEndTime,
            location: seenLocation,
            building: seenBuilding,
            room: seenRoom,
            venueId: seenVenueId,
          };
    return {
      session,
      bookmarkedAt,
      entry: {
        session: toSession(session),
        bookmarkedAt: bookmarkedAt.toISOString(),
        changes: agendaChanges(session, seen),
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar feed tokens

export interface FeedTokenRow {
  token: string;
  createdAt: Date;
}

/** 256 random bits, URL-safe: unguessable, and the feed's only credential. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

function ownerColumns(owner: Owner) {
  return { userId: owner.userId, visitorId: owner.visitorId };
}

export async function findFeedToken(db: Db, owner: Owner): Promise<FeedTokenRow | undefined> {
  return db
    .selectFrom('agendaFeedTokens')
    .select(['token', 'createdAt'])
    .$call((qb) =>
      owner.userId !== null ? qb.where('userId', '=', owner.userId) : qb.where('visitorId', '=', owner.visitorId),
    )
    .executeTakeFirst();
}

/** The owner's token, created on first use. */
export async function getOrCreateFeedToken(db: Db, owner: Owner): Promise<FeedTokenRow> {
  const existing = await findFeedToken(db, owner);
  if (existing) return existing;
  // Two first requests at once: the unique owner constraint keeps one row; both answer with it.
  await db
    .insertInto('agendaFeedTokens')
    .values({ token: newFeedToken(), ...ownerColumns(owner) })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const created = await findFeedToken(db, owner);
  if (!created) throw new Error('Calendar feed token was neither found nor created');
  return created;
}

/**
 * Ends every address that could show this owner's agenda. For an account that includes tokens of visitors that
 * merged into it (none are left by a merge today, but rows from before that rule may be). Returns how many ended;
 * the next request for the address makes a new one.
 */
export async function revokeFeedTokens(db: Db, owner: Owner): Promise<number> {
  const result = await db
    .deleteFrom('agendaFeedTokens')
    .$call((qb) =>
      owner.userId !== null
        ? qb.where((eb) =>
            eb.or([
              eb('userId', '=', owner.userId),
              eb(
                'visitorId',
                'in',
                eb.selectFrom('visitors').select('visitors.id').where('visitors.mergedIntoUserId', '=', owner.userId),
              ),
            ]),
          )
        : qb.where('visitorId', '=', owner.visitorId),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Replaces the owner's token: every old address stops at once, so "replace" from any device revokes all of them. */
export async function rotateFeedToken(db: Db, owner: Owner): Promise<FeedTokenRow> {
  return db.transaction().execute(async (trx) => {
    await revokeFeedTokens(trx, owner);
    return trx
      .insertInto('agendaFeedTokens')
      .values({ token: newFeedToken(), ...ownerColumns(owner) })
      .returning(['token', 'createdAt'])
      .executeTakeFirstOrThrow();
  });
}

/**
 * Whose agenda a feed token shows, or undefined for an unknown token. A token is the credential of the one
 * owner it was made for: a visitor's token never follows the visitor into an account (on a shared browser
 * that would hand the account's agenda to whoever took the token before signing in).
 */
export async function ownerOfFeedToken(db: Db, token: string): Promise<Owner | undefined> {
  const row = await db
    .selectFrom('agendaFeedTokens as t')
    .leftJoin('visitors as v', 'v.id', 't.visitorId')
    .select(['t.id', 't.userId', 't.visitorId', 'v.mergedIntoUserId'])
    .where('t.token', '=', token)
    .executeTakeFirst();
  if (!row || row.mergedIntoUserId) return undefined;
  // Kept coarse (at most hourly) so that polling calendar apps do not write on every request.
  await db
    .updateTable('agendaFeedTokens')
    .set({ lastUsedAt: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<', sql<Date>`now() - interval '1 hour'`)]))
    .execute();
  if (row.userId) return { userId: row.userId, visitorId: null };
  if (row.visitorId) return { userId: null, visitorId: row.visitorId };
  return undefined;
}
