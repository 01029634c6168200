/** Row → contract Session: the derived fields of attendee.md §3 resolved once, on the server. */
import type { Session, SessionSpeakerRef } from '../../contract/index';
import { programmeDayOf } from '../../contract/programme-day';
import type { SessionRow } from '../../db/types';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function text(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** 'YYYY-MM-DD' → weekday name; the date is a calendar day, so no time zone applies. */
export function weekdayOf(isoDate: string | null): string | null {
  if (!isoDate) return null;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : (WEEKDAYS[date.getUTCDay()] ?? null);
}

/** 'HH:MM:SS' (PostgreSQL time) → 'HH:MM'. */
export function hoursMinutes(time: string | null): string | null {
  return time ? time.slice(0, 5) : null;
}

export function isKeynote(track: string | null): boolean {
  return /^keynote\b/i.test(track?.trim() ?? '');
}

/** `speakers`: the session's linked speakers, when the caller read them (the public pages and the editor do). */
export function toSession(row: SessionRow, speakers?: SessionSpeakerRef[]): Session {
  const abstractContent = text(row.abstractContent);
  const description = text(row.description);
  const presenters = row.presenters.map((name) => name.trim()).filter(Boolean);
  return {
    id: row.id,
    sessionNumber: text(row.sessionNumber),
    track: text(row.track),
    title: row.title.trim(),
    description: isKeynote(row.track) ? (description ?? abstractContent) : (abstractContent ?? description),
    abstractContent,
    abstractReferences: text(row.abstractReferences),
    abstractNumber: text(row.abstractNumber),
    hasAbstract: row.hasAbstract,
    speaker: presenters.length > 0 ? presenters.join('; ') : null,
    presenters,
    category: text(row.topicCategory) ?? text(row.sessionFormat) ?? 'General',
    sessionFormat: text(row.sessionFormat),
    topicCategory: text(row.topicCategory),
    sessionLevel: text(row.sessionLevel),
    ageGroup: text(row.ageGroup),
    status: row.status,
    cancellationNotes: text(row.cancellationNotes),
    location: text(row.location),
    building: text(row.building),
    room: text(row.room),
    venueId: row.venueId,
    sessionDate: row.sessionDate,
    // The programme day's weekday: a session at 00:30 on Tuesday is on Monday night's programme (programme-day.ts).
    day: weekdayOf(programmeDayOf(row.sessionDate, row.startTime)),
    startTime: hoursMinutes(row.startTime),
    endTime: hoursMinutes(row.endTime),
    updatedAt: row.updatedAt.toISOString(),
    ...(speakers ? { speakers } : {}),
  };
}
