/**
 * The link between sessions and speakers. session_speakers says who presents a session, in order;
 * sessions.presenters keeps their names in that order, so everything that reads presenter names (the public JSON,
 * programme search, the exports, the import's comparison) goes on reading them unchanged.
 */
import { type Kysely, sql } from 'kysely';
import type { SessionSpeakerRef } from '../../contract/index';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import { firstFreeSlug, insertSpeaker, takenSlugs } from './speaker-slug';

type Trx = Kysely<Database>;

/** The linked speakers of each session (all sessions when `sessionIds` is left out), in presenter order. */
export async function speakersOfSessions(db: Db | Trx, sessionIds?: readonly number[]) {
  const bySession = new Map<number, SessionSpeakerRef[]>();
  if (sessionIds !== undefined && sessionIds.length === 0) return bySession;
  let query = db
    .selectFrom('sessionSpeakers')
    .innerJoin('speakers', 'speakers.id', 'sessionSpeakers.speakerId')
    .select(['sessionSpeakers.sessionId', 'speakers.id', 'speakers.slug', 'speakers.name'])
    .orderBy('sessionSpeakers.sessionId')
    .orderBy('sessionSpeakers.position');
  if (sessionIds !== undefined) query = query.where('sessionSpeakers.sessionId', 'in', [...sessionIds]);
  for (const { sessionId, ...ref } of await query.execute()) {
    const list = bySession.get(sessionId) ?? [];
    list.push(ref);
    bySession.set(sessionId, list);
  }
  return bySession;
}

/** The speakers with these ids in the given order (repeats dropped); 400 naming the first unknown id. */
export async function speakersByIds(trx: Trx, ids: readonly number[]): Promise<SessionSpeakerRef[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await trx.selectFrom('speakers').select(['id', 'slug', 'name']).where('id', 'in', unique).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = unique.find((id) => !byId.has(id));
  if (missing !== undefined) {
    throw badRequest(
      'UNKNOWN_SPEAKER',
      `Speaker ${missing} does not exist (any more): reload the speakers list and choose again.`,
    );
  }
  return unique.map((id) => byId.get(id) as SessionSpeakerRef);
}

/**
 * The speakers called exactly these names (after trimming), made when none is: a presenter typed or imported by
 * name becomes a speaker with a page. When several speakers share a name, the oldest is meant.
 */
export async function speakersByNames(trx: Trx, names: readonly string[]): Promise<SessionSpeakerRef[]> {
  const unique = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  if (unique.length === 0) return [];
  const rows = await trx
    .selectFrom('speakers')
    .select(['id', 'slug', 'name'])
    .where('name', 'in', unique)
    .orderBy('id')
    .execute();
  const byName = new Map<string, SessionSpeakerRef>();
  for (const row of rows) if (!byName.has(row.name)) byName.set(row.name, row);
  const refs: SessionSpeakerRef[] = [];
  for (const name of unique) {
    let ref = byName.get(name);
    if (!ref) {
      const { id, slug } = await insertSpeaker(trx, { name });
      ref = { id, slug, name };
      byName.set(name, ref);
    }
    refs.push(ref);
  }
  return refs;
}

/** The ids a session is linked to now, in order. */
export async function linkedSpeakerIds(trx: Trx, sessionId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('sessionSpeakers')
    .select('speakerId')
    .where('sessionId', '=', sessionId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.speakerId);
}

/** Replaces a session's speakers with `speakers` in this order (the caller sets presenters to their names). */
export async function linkSpeakers(trx: Trx, sessionId: number, speakers: readonly SessionSpeakerRef[]) {
  await trx.deleteFrom('sessionSpeakers').where('sessionId', '=', sessionId).execute();
  if (speakers.length === 0) return;
  await trx
    .insertInto('sessionSpeakers')
    .values(speakers.map((speaker, position) => ({ sessionId, speakerId: speaker.id, position })))
    .execute();
}

/**
 * Links sessions to the speakers their presenter names name, making the missing ones (seed and import), in a few
 * statements whatever the number of sessions.
 */
export async function linkSpeakersByName(
  trx: Trx,
  sessions: readonly { id: number; presenters: readonly string[] }[],
): Promise<void> {
  if (sessions.length === 0) return;
  const namesOf = (presenters: readonly string[]) => [
    ...new Set(presenters.map((name) => name.trim()).filter(Boolean)),
  ];
  const wanted = [...new Set(sessions.flatMap((session) => namesOf(session.presenters)))];
  const idOf = new Map<string, number>();
  if (wanted.length > 0) {
    const found = await trx
      .selectFrom('speakers')
      .select(['id', 'name'])
      .where('name', 'in', wanted)
      .orderBy('id', 'desc')
      .execute();
    for (const row of found) idOf.set(row.name, row.id); // descending: the oldest of a shared name wins
    const missing = wanted.filter((name) => !idOf.has(name));
    if (missing.length > 0) {
      const taken = await takenSlugs(trx);
      // In name order: of two names that reduce to the same letters, the same one gets the plain slug whatever
      // order a seed or an import lists them in.
      const slugOf = new Map<string, string>();
      for (const name of [...missing].sort()) {
        const slug = firstFreeSlug(name, taken);
        taken.add(slug);
        slugOf.set(name, slug);
      }
      const values = missing.map((name) => ({ name, slug: slugOf.get(name) as string }));
      const inserted = await trx
        .insertInto('speakers')
        .values(values)
        .onConflict((conflict) => conflict.column('slug').doNothing())
        .returning(['id', 'name'])
        .execute();
      for (const row of inserted) idOf.set(row.name, row.id);
      // A slug another writer took meanwhile: those names one by one, each under the next free slug.
      for (const name of missing) if (!idOf.has(name)) idOf.set(name, (await insertSpeaker(trx, { name })).id);
    }
  }
  await trx
    .deleteFrom('sessionSpeakers')
    .where(
      'sessionId',
      'in',
      sessions.map((session) => session.id),
    )
    .execute();
  const links = sessions.flatMap((session) =>
    namesOf(session.presenters).map((name, position) => ({
      sessionId: session.id,
      speakerId: idOf.get(name) as number,
      position,
    })),
  );
  if (links.length > 0) await trx.insertInto('sessionSpeakers').values(links).execute();
}

/**
 * After a speaker was renamed or removed: the presenters of `sessionIds` are rewritten from their links, and each
 * gets a new version (an editor open on one is told to reload rather than save the old names back).
 */
export async function refreshPresenters(trx: Trx, sessionIds: readonly number[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await trx
    .updateTable('sessions')
    .set({
      presenters: sql<string[]>`coalesce((
        select array_agg(speakers.name order by session_speakers.position)
        from session_speakers join speakers on speakers.id = session_speakers.speaker_id
        where session_speakers.session_id = sessions.id
      ), '{}')`,
      version: sql<number>`version + 1`,
      updatedAt: new Date(),
    })
    .where('id', 'in', [...sessionIds])
    .execute();
}
