/**
 * Admin changes to sessions. Each change runs in one transaction with its audit entry and bumps the
 * session's version, so an editor working from an older version is told instead of overwriting.
 */
import type { Kysely } from 'kysely';
import type { AdminSession, AdminSessionCreate, AdminSessionUpdate, SessionSpeakerRef } from '../../contract/index';
import type { Db } from '../../db/database';
import type { Database, NewSession, SessionRow } from '../../db/types';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { planSessionChange } from '../push/push-planner';
import { holdDraftsOfRemovedSession, rescheduleSessionDrafts } from '../question-drafts/draft-scheduling';
import { toSession } from '../sessions/session-view';
import { linkedSpeakerIds, linkSpeakers, speakersOfSessions } from '../speakers/session-speakers';
import { sessionChanges, wantedSpeakers } from './session-changes';
import { findSessionClashes, guardClashes } from './session-clashes';

/** Changes to these columns can make a clash; other edits (a title, a description) never do. */
const PLACE_AND_TIME = ['sessionDate', 'startTime', 'endTime', 'venueId', 'location', 'building'] as const;

export const STALE_VERSION_MESSAGE = 'This session was changed by someone else. Reload to see their changes.';

export const sessionNotFound = () => notFound('SESSION_NOT_FOUND', 'Session not found');
export const staleVersion = () => new HttpError(409, 'STALE_VERSION', STALE_VERSION_MESSAGE);

const DONE = { cancel: 'cancelled', reinstate: 'reinstated' } as const;

/** 409 for a cancel or reinstate sent with a version that is not the session's now: nothing was changed. */
export const staleStatusChange = (verb: keyof typeof DONE) =>
  new HttpError(
    409,
    'STALE_VERSION',
    `This session was changed by someone else since you opened it, so it was not ${DONE[verb]}. ` +
      `Reload to see their changes, then ${verb} it again if you still want to.`,
  );

export function toAdminSession(row: SessionRow, speakers?: SessionSpeakerRef[]): AdminSession {
  return { ...toSession(row, speakers), version: row.version };
}

/** The session with its linked speakers, as the editor shows it after a save. */
async function withSpeakers(trx: Kysely<Database>, row: SessionRow): Promise<AdminSession> {
  return toAdminSession(row, (await speakersOfSessions(trx, [row.id])).get(row.id) ?? []);
}

/** Every stored session (duplicates included: admins see what is stored), by date, start time and id. */
export async function listAdminSessions(db: Db): Promise<AdminSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .selectAll()
    .orderBy('sessionDate', (ob) => ob.asc().nullsLast())
    .orderBy('startTime', (ob) => ob.asc().nullsLast())
    .orderBy('id')
    .execute();
  const speakers = await speakersOfSessions(db);
  return rows.map((row) => toAdminSession(row, speakers.get(row.id) ?? []));
}

/** Locks one session for the rest of the transaction; 404 when it does not exist. */
export async function lockSession(trx: Kysely<Database>, id: number): Promise<SessionRow> {
  const row = await trx.selectFrom('sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw sessionNotFound();
  return row;
}

export async function updateSession(
  db: Db,
  id: number,
  body: AdminSessionUpdate,
  actorUserId: string,
): Promise<{ session: AdminSession; changed: boolean }> {
  const { version, saveAnyway, ...fields } = body;
  return db.transaction().execute(async (trx) => {
    const before = await lockSession(trx, id);
    if (before.version !== version) throw staleVersion();
    const speakers = await wantedSpeakers(trx, fields);
    const changes = await sessionChanges(trx, fields, before, speakers);
    // Same names may still be other speakers (two people of one name): the links decide.
    const relinked =
      speakers !== undefined &&
      JSON.stringify(speakers.map((speaker) => speaker.id)) !== JSON.stringify(await linkedSpeakerIds(trx, id));
    if (Object.keys(changes).length === 0 && !relinked) {
      return { session: await withSpeakers(trx, before), changed: false };
    }
    if (relinked) await linkSpeakers(trx, id, speakers);
    const after = await trx
      .updateTable('sessions')
      .set({ ...changes, version: before.version + 1, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (relinked || PLACE_AND_TIME.some((column) => column in changes)) {
      const clashes = await findSessionClashes(trx, after);
      await guardClashes(trx, { sessionId: id, clashes, saveAnyway, actorUserId, what: 'This change' });
    }
    await planSessionChange(trx, before, after);
    await recordAudit(trx, {
      actorUserId,
      action: 'session.update',
      entity: 'session',
      entityId: id,
      before: toAdminSession(before),
      after: toAdminSession(after),
    });
    // A moved session moves the jobs of the drafts waiting for its questions.
    await rescheduleSessionDrafts(trx, after);
    return { session: await withSpeakers(trx, after), changed: true };
  });
}

/** A new, active session at version 1, audited as 'session.create'. */
export async function createSession(db: Db, body: AdminSessionCreate, actorUserId: string): Promise<AdminSession> {
  return db.transaction().execute(async (trx) => {
    const { saveAnyway, ...fields } = body;
    const speakers = await wantedSpeakers(trx, fields);
    const values = (await sessionChanges(trx, fields, null, speakers)) as NewSession;
    const row = await trx.insertInto('sessions').values(values).returningAll().executeTakeFirstOrThrow();
    if (speakers !== undefined) await linkSpeakers(trx, row.id, speakers);
    const clashes = await findSessionClashes(trx, row);
    await guardClashes(trx, { sessionId: row.id, clashes, saveAnyway, actorUserId, what: 'This new session' });
    await recordAudit(trx, {
      actorUserId,
      action: 'session.create',
      entity: 'session',
      entityId: row.id,
      after: toAdminSession(row),
    });
    return withSpeakers(trx, row);
  });
}

/** Deletes the sessions that exist among `ids`, with one audit entry each. */
export async function deleteSessions(
  db: Db,
  ids: readonly number[],
  actorUserId: string,
): Promise<{ deletedIds: number[]; notFoundIds: number[] }> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    for (const id of unique) await holdDraftsOfRemovedSession(trx, id);
    const rows = await trx.deleteFrom('sessions').where('id', 'in', unique).returningAll().execute();
    for (const row of rows) {
      await recordAudit(trx, {
        actorUserId,
        action: 'session.delete',
        entity: 'session',
        entityId: row.id,
        before: toAdminSession(row),
      });
    }
    const deleted = new Set(rows.map((row) => row.id));
    return {
      deletedIds: unique.filter((id) => deleted.has(id)),
      notFoundIds: unique.filter((id) => !deleted.has(id)),
    };
  });
}
