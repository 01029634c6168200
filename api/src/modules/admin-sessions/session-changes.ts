/**
 * From the fields an admin sends (create or edit) to column changes, with the checks a schema cannot make:
 * a real date, 24-hour times, an end after the start, a room that exists. The room sets location, building
 * and room together, so walking-time warnings and the attendee pages never read an old building.
 */
import type { Kysely } from 'kysely';
import type { AdminSessionFields, SessionSpeakerRef } from '../../contract/index';
import type { Database, SessionRow, SessionUpdate } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import { speakersByIds, speakersByNames } from '../speakers/session-speakers';

/** 'A; B ;; C; A' → ['A', 'B', 'C'] (a speaker is linked to a session once). */
export function splitPresenters(speaker: string): string[] {
  return [
    ...new Set(
      speaker
        .split(';')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The speakers an edit asks for, in order: chosen from the list (speakerIds) or named (speaker, where a new name
 * becomes a new speaker); undefined when the edit leaves the speakers alone.
 */
export async function wantedSpeakers(
  trx: Kysely<Database>,
  fields: AdminSessionFields,
): Promise<SessionSpeakerRef[] | undefined> {
  if (fields.speaker !== undefined && fields.speakerIds !== undefined) {
    throw invalid('Send either speakers from the list (speakerIds) or presenter names (speaker), not both');
  }
  if (fields.speakerIds !== undefined) return speakersByIds(trx, fields.speakerIds);
  if (fields.speaker !== undefined) return speakersByNames(trx, splitPresenters(fields.speaker));
  return undefined;
}

/** Blank → null, otherwise trimmed. */
function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

const invalid = (message: string) => badRequest('VALIDATION_ERROR', message);

/** 'YYYY-MM-DD' naming a day that exists, or '' (cleared). */
export function checkedDate(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== text) {
    throw invalid(`Date must be a real day written YYYY-MM-DD, for example 2027-09-14 (got "${text}")`);
  }
  return text;
}

/** 'HH:MM' on a 24-hour clock, or '' (cleared). */
export function checkedTime(value: string, label: 'Start time' | 'End time'): string | null {
  const text = value.trim();
  if (!text) return null;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(text)) {
    throw invalid(`${label} must be written HH:MM on a 24-hour clock, for example 09:30 (got "${text}")`);
  }
  return text;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The schedule the session will have, checked as a whole: an end needs a start and comes after it. */
export function checkSchedule(schedule: { startTime: string | null; endTime: string | null }): void {
  const { startTime, endTime } = schedule;
  if (endTime && !startTime) throw invalid('Give a start time as well as the end time');
  if (startTime && endTime && minutes(endTime) <= minutes(startTime)) {
    throw invalid(`End time must be after the start time (${startTime.slice(0, 5)})`);
  }
}

type Place = Pick<SessionUpdate, 'venueId' | 'location' | 'building' | 'room'>;

/**
 * The place columns for a chosen venue. Venues carry no room number: the session keeps its own when it stays
 * in the same venue, and has none in another (the venue's name, shown first everywhere, names the room).
 */
async function placeOf(trx: Kysely<Database>, venueId: number | null, before: SessionRow | null): Promise<Place> {
  if (venueId === null) return { venueId: null, location: null, building: null, room: null };
  const venue = await trx
    .selectFrom('venues')
    .select(['id', 'name', 'building'])
    .where('id', '=', venueId)
    .executeTakeFirst();
  if (!venue)
    throw badRequest('UNKNOWN_ROOM', 'Choose a room from the list of venues: this one does not exist (any more).');
  return {
    venueId: venue.id,
    location: venue.name,
    building: venue.building,
    room: before?.venueId === venue.id ? before.room : null,
  };
}

/**
 * The column changes `fields` ask for, checked against `before` (the stored row, null when creating).
 * Fields left out are not touched.
 */
export async function sessionChanges(
  trx: Kysely<Database>,
  fields: AdminSessionFields,
  before: SessionRow | null,
  /** wantedSpeakers(fields), resolved by the caller, which links them. */
  speakers: readonly SessionSpeakerRef[] | undefined,
): Promise<SessionUpdate> {
  const changes: SessionUpdate = {};
  if (fields.title !== undefined) {
    const title = fields.title.trim();
    if (!title) throw invalid('Title is required');
    changes.title = title;
  }
  if (fields.sessionNumber !== undefined) changes.sessionNumber = optionalText(fields.sessionNumber);
  if (fields.track !== undefined) changes.track = optionalText(fields.track);
  if (speakers !== undefined) changes.presenters = speakers.map((speaker) => speaker.name);
  if (fields.abstractContent !== undefined) {
    changes.abstractContent = optionalText(fields.abstractContent);
    changes.hasAbstract = changes.abstractContent !== null;
  }
  if (fields.description !== undefined) changes.description = optionalText(fields.description);
  if (fields.sessionLevel !== undefined) changes.sessionLevel = optionalText(fields.sessionLevel);
  if (fields.topicCategory !== undefined) changes.topicCategory = optionalText(fields.topicCategory);
  if (fields.sessionFormat !== undefined) changes.sessionFormat = optionalText(fields.sessionFormat);
  if (fields.ageGroup !== undefined) changes.ageGroup = optionalText(fields.ageGroup);
  if (fields.sessionDate !== undefined) changes.sessionDate = checkedDate(fields.sessionDate);
  if (fields.startTime !== undefined) changes.startTime = checkedTime(fields.startTime, 'Start time');
  if (fields.endTime !== undefined) changes.endTime = checkedTime(fields.endTime, 'End time');
  if (fields.venueId !== undefined && fields.location !== undefined) {
    throw invalid('Send either a room (venueId) or a free-text location, not both');
  }
  if (fields.venueId !== undefined) Object.assign(changes, await placeOf(trx, fields.venueId, before));
  if (fields.location !== undefined) {
    // A place that is not a venue: nothing of the old room may stay behind.
    Object.assign(changes, { venueId: null, location: optionalText(fields.location), building: null, room: null });
  }
  checkSchedule({
    startTime: changes.startTime !== undefined ? (changes.startTime as string | null) : (before?.startTime ?? null),
    endTime: changes.endTime !== undefined ? (changes.endTime as string | null) : (before?.endTime ?? null),
  });
  return dropUnchanged(changes, before);
}

/** Leaves out what already has the asked value, so an edit that changes nothing is not a change. */
function dropUnchanged(changes: SessionUpdate, before: SessionRow | null): SessionUpdate {
  if (!before) return changes;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    const old = before[key as keyof SessionRow];
    const same =
      key === 'startTime' || key === 'endTime'
        ? (old as string | null)?.slice(0, 5) === (value as string | null)?.slice(0, 5) &&
          (old === null) === (value === null)
        : JSON.stringify(old) === JSON.stringify(value);
    if (!same) kept[key] = value;
  }
  return kept as SessionUpdate;
}
