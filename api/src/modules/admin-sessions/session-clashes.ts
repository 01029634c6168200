/**
 * Refusing a clashing write (issue 27): a session saved, moved, created or reinstated into a room that is taken,
 * or giving one of its speakers two places at once (or too short a walk between them), is refused with 409
 * SESSION_CLASH naming each clash, unless the admin said "save anyway" with a reason; then the reason and the
 * clashes are audited as 'session.save_anyway'. The rules are the contract's (programme-clashes.ts), shared
 * with the admin Sessions tab and the attendee agenda.
 */
import type { Kysely } from 'kysely';
import {
  type ClashCandidate,
  type ClashOverride,
  clashesOf,
  type ProgrammeClash,
  type SessionSpeakerRef,
} from '../../contract/index';
import type { Database, SessionRow } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { speakersOfSessions } from '../speakers/session-speakers';

/** A stored session as the clash rules see it; its speakers are known by id. */
export function clashCandidate(row: SessionRow, speakers: readonly SessionSpeakerRef[]): ClashCandidate {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    sessionDate: row.sessionDate,
    startTime: row.startTime,
    endTime: row.endTime,
    venueId: row.venueId,
    sessionFormat: row.sessionFormat,
    location: row.location,
    building: row.building,
    speakers: speakers.map((speaker) => ({ key: `speaker:${speaker.id}`, name: speaker.name })),
  };
}

/** The clashes of the stored session `row` (as it now is in the transaction) with the rest of its day. */
export async function findSessionClashes(trx: Kysely<Database>, row: SessionRow): Promise<ProgrammeClash[]> {
  if (row.status === 'cancelled' || !row.sessionDate || !row.startTime) return [];
  const day = await trx
    .selectFrom('sessions')
    .selectAll()
    .where('sessionDate', '=', row.sessionDate)
    .where('status', '=', 'active')
    .where('id', '!=', row.id)
    .execute();
  const speakers = await speakersOfSessions(trx, [row.id, ...day.map((other) => other.id)]);
  const candidate = (session: SessionRow) => clashCandidate(session, speakers.get(session.id) ?? []);
  return clashesOf(candidate(row), day.map(candidate));
}

/** 409 naming each clash in its message, with the clashes themselves in the body. */
export function clashError(clashes: readonly ProgrammeClash[], what = 'This change'): HttpError {
  const count = clashes.length === 1 ? 'a clash' : `${clashes.length} clashes`;
  return new HttpError(
    409,
    'SESSION_CLASH',
    `${what} makes ${count}: ${clashes.map((clash) => clash.message).join('; ')}. ` +
      'Change the time, room or speakers, or save anyway with a reason.',
    {},
    { clashes },
  );
}

/**
 * Refuses the write when `clashes` is not empty and no override was given; with one, records it. Call inside the
 * write's transaction, after the change, so a refusal rolls it back.
 */
export async function guardClashes(
  trx: Kysely<Database>,
  input: {
    sessionId: number | null;
    clashes: readonly ProgrammeClash[];
    saveAnyway: ClashOverride | undefined;
    actorUserId: string;
    what?: string;
  },
): Promise<void> {
  if (input.clashes.length === 0) return;
  if (!input.saveAnyway) throw clashError(input.clashes, input.what);
  await recordAudit(trx, {
    actorUserId: input.actorUserId,
    action: 'session.save_anyway',
    entity: 'session',
    entityId: input.sessionId,
    after: { reason: input.saveAnyway.reason.trim(), clashes: input.clashes.map((clash) => clash.message) },
  });
}
