/**
 * Admin changes to venues. Each change runs in one transaction with its audit entries and bumps the venue's
 * version, as sessions do. The sessions in a venue carry its name and building as their location text
 * (session-changes.ts): a rename is copied to them in the same transaction, each session's version bumped and
 * audited, so attendee pages, walking times and the session editor never read the old name.
 */
import { type Kysely, sql } from 'kysely';
import type { AdminVenue, AdminVenueCreate, AdminVenueUpdate } from '../../contract/index';
import type { Db } from '../../db/database';
import type { Database, VenueRow } from '../../db/types';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { slugOf, venueChanges } from './venue-changes';

export const venueNotFound = () => notFound('VENUE_NOT_FOUND', 'Venue not found');
const staleVersion = () =>
  new HttpError(409, 'STALE_VERSION', 'This venue was changed by someone else. Reload to see their changes.');
const nameTaken = (name: string) =>
  new HttpError(409, 'VENUE_NAME_TAKEN', `Another venue is already called "${name}": give this one a different name.`);

function toAdminVenue(row: VenueRow, sessionCount: number): AdminVenue {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    building: row.building,
    description: row.description,
    capacity: row.capacity,
    accessibility: row.accessibility,
    facilities: row.facilities,
    location: row.location,
    stepFreeRoute: row.stepFreeRoute,
    lifts: row.lifts,
    toilets: row.toilets,
    hearingLoop: row.hearingLoop,
    quietSpace: row.quietSpace,
    sortOrder: row.sortOrder,
    version: row.version,
    sessionCount,
  };
}

async function sessionCount(db: Kysely<Database>, venueId: number): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('venueId', '=', venueId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Every venue in display order, with the number of sessions in each. */
export async function listAdminVenues(db: Db): Promise<AdminVenue[]> {
  const [rows, counts] = await Promise.all([
    db.selectFrom('venues').selectAll().orderBy('sortOrder').orderBy('id').execute(),
    db
      .selectFrom('sessions')
      .select(['venueId', sql<number>`count(*)::int`.as('n')])
      .where('venueId', 'is not', null)
      .groupBy('venueId')
      .execute(),
  ]);
  const byVenue = new Map(counts.map((row) => [row.venueId, row.n]));
  return rows.map((row) => toAdminVenue(row, byVenue.get(row.id) ?? 0));
}

/** 409 when another venue has the name, whatever the case (the import and the editor find venues by name). */
async function checkNameFree(trx: Kysely<Database>, name: string | undefined, exceptId: number | null) {
  if (name === undefined) return;
  let query = trx.selectFrom('venues').select('id').where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw nameTaken(name);
}

/** The name's slug, with -2, -3… when taken: a venue's address never changes once made. */
async function freeSlug(trx: Kysely<Database>, name: string): Promise<string> {
  const base = slugOf(name);
  const taken = new Set(
    (await trx.selectFrom('venues').select('slug').where('slug', 'like', `${base}%`).execute()).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

export async function createVenue(db: Db, body: AdminVenueCreate, actorUserId: string): Promise<AdminVenue> {
  return db.transaction().execute(async (trx) => {
    const values = venueChanges(body, null);
    await checkNameFree(trx, values.name, null);
    const row = await trx
      .insertInto('venues')
      .values({
        description: '',
        accessibility: '',
        facilities: [],
        location: '',
        ...values,
        name: values.name as string,
        building: values.building as string,
        stepFreeRoute: values.stepFreeRoute as string,
        lifts: values.lifts as string,
        toilets: values.toilets as string,
        hearingLoop: values.hearingLoop as string,
        quietSpace: values.quietSpace as string,
        capacity: values.capacity ?? 0,
        slug: await freeSlug(trx, values.name as string),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const venue = toAdminVenue(row, 0);
    await recordAudit(trx, { actorUserId, action: 'venue.create', entity: 'venue', entityId: row.id, after: venue });
    return venue;
  });
}

async function lockVenue(trx: Kysely<Database>, id: number, version: number): Promise<VenueRow> {
  const row = await trx.selectFrom('venues').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw venueNotFound();
  if (row.version !== version) throw staleVersion();
  return row;
}

/** Edits a venue; a new name or building goes to its sessions. Returns the ids of the sessions that changed. */
export async function updateVenue(
  db: Db,
  id: number,
  body: AdminVenueUpdate,
  actorUserId: string,
): Promise<{ venue: AdminVenue; sessionIds: number[] }> {
  const { version, ...fields } = body;
  return db.transaction().execute(async (trx) => {
    const before = await lockVenue(trx, id, version);
    const changes = venueChanges(fields, before);
    if (Object.keys(changes).length === 0) {
      return { venue: toAdminVenue(before, await sessionCount(trx, id)), sessionIds: [] };
    }
    await checkNameFree(trx, changes.name, id);
    const after = await trx
      .updateTable('venues')
      .set({ ...changes, version: before.version + 1, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const sessionIds =
      changes.name !== undefined || changes.building !== undefined
        ? await renameSessions(trx, before, after, actorUserId)
        : [];
    const count = await sessionCount(trx, id);
    await recordAudit(trx, {
      actorUserId,
      action: 'venue.update',
      entity: 'venue',
      entityId: id,
      before: toAdminVenue(before, count),
      after: toAdminVenue(after, count),
    });
    return { venue: toAdminVenue(after, count), sessionIds };
  });
}

/** The venue's sessions take its new name and building (a session's own room number stays). */
async function renameSessions(
  trx: Kysely<Database>,
  before: VenueRow,
  after: VenueRow,
  actorUserId: string,
): Promise<number[]> {
  const rows = await trx
    .updateTable('sessions')
    .set((eb) => ({
      location: after.name,
      building: after.building,
      version: eb('version', '+', 1),
      updatedAt: new Date(),
    }))
    .where('venueId', '=', after.id)
    .returning(['id', 'version'])
    .execute();
  for (const row of rows) {
    await recordAudit(trx, {
      actorUserId,
      action: 'session.update',
      entity: 'session',
      entityId: row.id,
      before: { location: before.name, building: before.building, version: row.version - 1 },
      after: { location: after.name, building: after.building, version: row.version },
    });
  }
  return rows.map((row) => row.id);
}

/**
 * Deletes a venue. Sessions in it make this a 409 that says how many, unless `detach`: then they lose the room
 * but keep its name as their location text, each version bumped and audited. Returns the detached session ids.
 */
export async function deleteVenue(
  db: Db,
  id: number,
  options: { version: number; detach: boolean },
  actorUserId: string,
): Promise<{ sessionIds: number[] }> {
  return db.transaction().execute(async (trx) => {
    const before = await lockVenue(trx, id, options.version);
    const count = await sessionCount(trx, id);
    if (count > 0 && !options.detach) {
      const sessions = count === 1 ? '1 session is' : `${count} sessions are`;
      throw new HttpError(
        409,
        'VENUE_IN_USE',
        `${sessions} in ${before.name}. Move ${count === 1 ? 'it' : 'them'} to another room first, or delete the venue and leave ${count === 1 ? 'it' : 'them'} without a room (detach=true): ${count === 1 ? 'it keeps' : 'they keep'} "${before.name}" as location text, without access details or walking times.`,
      );
    }
    const detached = await trx
      .updateTable('sessions')
      .set((eb) => ({ venueId: null, version: eb('version', '+', 1), updatedAt: new Date() }))
      .where('venueId', '=', id)
      .returning(['id', 'version'])
      .execute();
    for (const row of detached) {
      await recordAudit(trx, {
        actorUserId,
        action: 'session.update',
        entity: 'session',
        entityId: row.id,
        before: { venueId: id, version: row.version - 1 },
        after: { venueId: null, version: row.version },
      });
    }
    await trx.deleteFrom('venues').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorUserId,
      action: 'venue.delete',
      entity: 'venue',
      entityId: id,
      before: toAdminVenue(before, count),
    });
    return { sessionIds: detached.map((row) => row.id) };
  });
}
