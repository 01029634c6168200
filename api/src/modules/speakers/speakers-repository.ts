/**
 * Reading and changing speakers. Each admin change runs in one transaction with its audit entry and bumps the
 * speaker's version; a rename or a removal rewrites the presenter names of the speaker's sessions in the same
 * transaction (and bumps their versions), so no page shows a name the speakers list no longer has.
 */
import { type Kysely, sql } from 'kysely';
import type {
  AdminSpeaker,
  AdminSpeakerCreate,
  AdminSpeakerMerge,
  AdminSpeakerUpdate,
  SpeakerDetail,
  SpeakerSummary,
} from '../../contract/index';
import type { Db } from '../../db/database';
import type { Database, SpeakerRow } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { compareProgramme } from '../sessions/programme-order';
import { toSession } from '../sessions/session-view';
import { refreshPresenters, speakersOfSessions } from './session-speakers';
import { insertSpeaker } from './speaker-slug';

type Trx = Kysely<Database>;

export const STALE_SPEAKER_MESSAGE = 'This speaker was changed by someone else. Reload to see their changes.';
export const speakerNotFound = () => notFound('SPEAKER_NOT_FOUND', 'Speaker not found');

const sessionCount = sql<number>`(
  select count(*)::int from session_speakers where session_speakers.speaker_id = speakers.id
)`;

function toAdminSpeaker(row: SpeakerRow & { sessionCount: number }): AdminSpeaker {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    bio: row.bio,
    affiliation: row.affiliation,
    sessionCount: row.sessionCount,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The public list: speakers with at least one session, by name. */
export async function listPublicSpeakers(db: Db): Promise<SpeakerSummary[]> {
  const rows = await db
    .selectFrom('speakers')
    .select(['id', 'slug', 'name', 'affiliation', sessionCount.as('sessionCount')])
    .where(sql<boolean>`exists (select 1 from session_speakers where session_speakers.speaker_id = speakers.id)`)
    .execute();
  return rows.sort(byName);
}

function byName(a: { name: string; id: number }, b: { name: string; id: number }): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }) || a.id - b.id;
}

/**
 * A speaker's page, or undefined for an unknown slug or a speaker on no session: like the list and the open data,
 * a speaker is public only while they present something (issue 27); an admin may be preparing their entry.
 */
export async function findSpeakerDetail(db: Db, slug: string): Promise<SpeakerDetail | undefined> {
  const speaker = await db.selectFrom('speakers').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!speaker) return undefined;
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('sessionSpeakers', 'sessionSpeakers.sessionId', 'sessions.id')
    .selectAll('sessions')
    .where('sessionSpeakers.speakerId', '=', speaker.id)
    .orderBy('sessions.id')
    .execute();
  if (rows.length === 0) return undefined;
  const speakers = await speakersOfSessions(
    db,
    rows.map((row) => row.id),
  );
  return {
    id: speaker.id,
    slug: speaker.slug,
    name: speaker.name,
    bio: speaker.bio,
    affiliation: speaker.affiliation,
    // Not deduplicated like the programme: a speaker's own sessions are all theirs.
    sessions: [...rows].sort(compareProgramme).map((row) => toSession(row, speakers.get(row.id) ?? [])),
  };
}

export async function listAdminSpeakers(db: Db): Promise<AdminSpeaker[]> {
  const rows = await db.selectFrom('speakers').selectAll().select(sessionCount.as('sessionCount')).execute();
  return rows.sort(byName).map(toAdminSpeaker);
}

async function lockSpeaker(trx: Trx, id: number) {
  const row = await trx
    .selectFrom('speakers')
    .selectAll()
    .select(sessionCount.as('sessionCount'))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw speakerNotFound();
  return row;
}

const invalid = (message: string) => badRequest('VALIDATION_ERROR', message);

function checkedName(value: string): string {
  const name = value.trim().replace(/\s+/g, ' ');
  if (!name) throw invalid('Name is required');
  return name;
}

/** 409 when another speaker has this name in any case: the session editor picks speakers by name. */
async function refuseDuplicateName(trx: Trx, name: string, exceptId: number | null): Promise<void> {
  let query = trx
    .selectFrom('speakers')
    .select(['id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  const other = await query.executeTakeFirst();
  if (other) {
    throw new HttpError(
      409,
      'DUPLICATE_SPEAKER',
      `There is already a speaker called "${other.name}": choose them from the list, or add something to tell the two apart.`,
    );
  }
}

const optional = (value: string) => value.trim() || null;

export async function createSpeaker(db: Db, body: AdminSpeakerCreate, actorUserId: string): Promise<AdminSpeaker> {
  const name = checkedName(body.name);
  return db.transaction().execute(async (trx) => {
    await refuseDuplicateName(trx, name, null);
    const row = await insertSpeaker(trx, {
      name,
      bio: body.bio?.trim() ?? '',
      affiliation: optional(body.affiliation ?? ''),
    });
    const speaker = toAdminSpeaker({ ...row, sessionCount: 0 });
    await recordAudit(trx, {
      actorUserId,
      action: 'speaker.create',
      entity: 'speaker',
      entityId: row.id,
      after: speaker,
    });
    return speaker;
  });
}

/** The edit, and the sessions whose presenter names it changed (to tell open pages). */
export async function updateSpeaker(
  db: Db,
  id: number,
  body: AdminSpeakerUpdate,
  actorUserId: string,
): Promise<{ speaker: AdminSpeaker; sessionIds: number[] }> {
  return db.transaction().execute(async (trx) => {
    const before = await lockSpeaker(trx, id);
    if (before.version !== body.version) throw new HttpError(409, 'STALE_VERSION', STALE_SPEAKER_MESSAGE);
    const changes: { name?: string; bio?: string; affiliation?: string | null } = {};
    if (body.name !== undefined) {
      const name = checkedName(body.name);
      if (name !== before.name) {
        await refuseDuplicateName(trx, name, id);
        changes.name = name;
      }
    }
    if (body.bio !== undefined && body.bio.trim() !== before.bio) changes.bio = body.bio.trim();
    if (body.affiliation !== undefined && optional(body.affiliation) !== before.affiliation) {
      changes.affiliation = optional(body.affiliation);
    }
    if (Object.keys(changes).length === 0) return { speaker: toAdminSpeaker(before), sessionIds: [] };
    // The slug stays: links to the speaker's page keep working after a rename.
    const after = await trx
      .updateTable('speakers')
      .set({ ...changes, version: before.version + 1, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const sessionIds = changes.name === undefined ? [] : await sessionsOf(trx, id);
    await refreshPresenters(trx, sessionIds);
    const speaker = toAdminSpeaker({ ...after, sessionCount: before.sessionCount });
    await recordAudit(trx, {
      actorUserId,
      action: 'speaker.update',
      entity: 'speaker',
      entityId: id,
      before: toAdminSpeaker(before),
      after: speaker,
    });
    return { speaker, sessionIds };
  });
}

async function sessionsOf(trx: Trx, speakerId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('sessionSpeakers')
    .select('sessionId')
    .where('speakerId', '=', speakerId)
    .orderBy('sessionId')
    .execute();
  return rows.map((row) => row.sessionId);
}

/** Deletes the speaker; their sessions keep their other speakers. */
export async function deleteSpeaker(db: Db, id: number, actorUserId: string): Promise<{ sessionIds: number[] }> {
  return db.transaction().execute(async (trx) => {
    const before = await lockSpeaker(trx, id);
    const sessionIds = await sessionsOf(trx, id);
    await trx.deleteFrom('speakers').where('id', '=', id).execute();
    await refreshPresenters(trx, sessionIds);
    await recordAudit(trx, {
      actorUserId,
      action: 'speaker.delete',
      entity: 'speaker',
      entityId: id,
      before: { ...toAdminSpeaker(before), sessionIds },
    });
    return { sessionIds };
  });
}

/**
 * Merges `mergedId` into `keptId` (issue 27): "Dr X" and "X" become one speaker. In one transaction, each session
 * of the merged speaker names the kept one in the same place among its presenters (once, where it had both), so
 * presenter names, the speaker pages and the open data's persons follow; the kept speaker's empty bio and
 * affiliation are filled from the other's; the merged speaker's address (and any address that already led to them)
 * leads to the kept speaker; the merged speaker is deleted. Everything follows the stable speaker id, not the name.
 */
export async function mergeSpeakers(
  db: Db,
  keptId: number,
  body: AdminSpeakerMerge,
  actorUserId: string,
): Promise<{ speaker: AdminSpeaker; sessionIds: number[] }> {
  if (body.speakerId === keptId) throw invalid('Choose another speaker to merge into this one.');
  return db.transaction().execute(async (trx) => {
    // Locked in id order, so two merges of the same pair cannot wait on each other.
    const [first, second] = keptId < body.speakerId ? [keptId, body.speakerId] : [body.speakerId, keptId];
    const lockedFirst = await lockSpeaker(trx, first);
    const lockedSecond = await lockSpeaker(trx, second);
    const kept = first === keptId ? lockedFirst : lockedSecond;
    const merged = first === keptId ? lockedSecond : lockedFirst;
    if (kept.version !== body.version || merged.version !== body.speakerVersion) {
      throw new HttpError(409, 'STALE_VERSION', STALE_SPEAKER_MESSAGE);
    }
    const sessionIds = await sessionsOf(trx, merged.id);
    // Where a session names both, the merged speaker's place goes; elsewhere the kept speaker takes it.
    await trx
      .deleteFrom('sessionSpeakers')
      .where('speakerId', '=', merged.id)
      .where('sessionId', 'in', trx.selectFrom('sessionSpeakers').select('sessionId').where('speakerId', '=', kept.id))
      .execute();
    await trx.updateTable('sessionSpeakers').set({ speakerId: kept.id }).where('speakerId', '=', merged.id).execute();
    await trx.updateTable('speakerRedirects').set({ speakerId: kept.id }).where('speakerId', '=', merged.id).execute();
    await trx
      .insertInto('speakerRedirects')
      .values({ oldSlug: merged.slug, speakerId: kept.id })
      .onConflict((oc) => oc.column('oldSlug').doUpdateSet({ speakerId: kept.id }))
      .execute();
    await trx.deleteFrom('speakers').where('id', '=', merged.id).execute();
    const after = await trx
      .updateTable('speakers')
      .set({
        bio: kept.bio.trim() ? kept.bio : merged.bio,
        affiliation: kept.affiliation ?? merged.affiliation,
        version: kept.version + 1,
        updatedAt: new Date(),
      })
      .where('id', '=', kept.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await refreshPresenters(trx, sessionIds);
    const speaker = toAdminSpeaker({ ...after, sessionCount: (await sessionsOf(trx, kept.id)).length });
    await recordAudit(trx, {
      actorUserId,
      action: 'speaker.merge',
      entity: 'speaker',
      entityId: kept.id,
      before: { kept: toAdminSpeaker(kept), merged: { ...toAdminSpeaker(merged), sessionIds } },
      after: speaker,
    });
    return { speaker, sessionIds };
  });
}

/** The slug a merged speaker's old slug now leads to, or undefined when it leads nowhere. */
export async function redirectedSlug(db: Db, oldSlug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('speakerRedirects')
    .innerJoin('speakers', 'speakers.id', 'speakerRedirects.speakerId')
    .select('speakers.slug')
    .where('speakerRedirects.oldSlug', '=', oldSlug)
    .executeTakeFirst();
  return row?.slug;
}
