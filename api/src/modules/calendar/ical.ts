/**
 * iCalendar (RFC 5545) for programme sessions: one session's .ics ("Add to calendar"), the personal agenda's
 * .ics and its subscribable feed all go through `sessionsToICalendar`, so a session has the same UID everywhere
 * and a calendar app updates the event instead of duplicating it.
 *
 * Calendar apps update an event they already hold when its SEQUENCE rises: it is the session's edit version, which
 * every change (time, place, status, text) raises. UIDs name the conference and the deployment (calendar-uids.ts).
 * METHOD:PUBLISH comes with an ORGANIZER (RFC 5546 requires one per published event), or neither is written.
 *
 * Why no library: the output is one VCALENDAR of VEVENTs with a handful of properties; what matters is TEXT
 * escaping, line folding at 75 octets and correct times, all below and covered by ical.test.ts. Times are
 * written in UTC (`...Z`), converted from the conference's wall-clock time with the IANA zone, so no VTIMEZONE
 * is needed and daylight saving is right.
 *
 *   import { sessionsToICalendar } from '../calendar/ical';
 *   reply.type(ICALENDAR_CONTENT_TYPE).header('content-disposition', icsContentDisposition('my-agenda.ics'))
 *     .send(sessionsToICalendar(sessions, { calendarName: 'My Agenda – Talking Together 2027', timeZone }));
 */

import { dayInWords } from '../../contract/dates-in-words';
import type { Session } from '../../contract/index';
import { programmeDayOf, startsBeforeDayChange } from '../../contract/programme-day';
import { zoneOffsetMs } from '../../lib/zone-offsets';

export const ICALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** attendee.md §9: a session without an end time lasts 45 minutes. */
export const DEFAULT_SESSION_MINUTES = 45;

/** The session fields the calendar reads; a contract `Session` fits. */
export type ICalSession = Pick<
  Session,
  | 'id'
  | 'title'
  | 'description'
  | 'speaker'
  | 'track'
  | 'sessionNumber'
  | 'status'
  | 'cancellationNotes'
  | 'location'
  | 'building'
  | 'room'
  | 'sessionDate'
  | 'startTime'
  | 'endTime'
  | 'updatedAt'
> & {
  /** The session row's edit version (1 when created, +1 on every change): SEQUENCE is version − 1. */
  version: number;
};

export interface ICalendarOptions {
  /** X-WR-CALNAME and NAME, e.g. 'Talking Together 2027' or 'My Agenda – Talking Together 2027'. */
  calendarName: string;
  /** IANA zone in which session dates and times are given, e.g. 'Europe/London' (conference.timeZone). */
  timeZone: string;
  /** DTSTAMP; defaults to the current time. */
  now?: Date;
  /** Right-hand side of every UID (`session-42.tt2027@<uidDomain>`): calendar-uids.ts; constant per deployment. */
  uidDomain: string;
  /** Left-hand part naming the conference (its short name), so that two conferences on one domain differ. */
  conferenceKey: string;
  /** The conference's organiser: ORGANIZER of every event, and then METHOD:PUBLISH on the calendar. */
  organizer?: { name: string; email: string };
  /** An absolute link to the session's page, written as URL. */
  sessionUrl?: (session: ICalSession) => string | null;
  /** For subscribed feeds: how often calendar apps should refetch (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshIntervalMinutes?: number;
  /** Calendar description (X-WR-CALDESC, DESCRIPTION). */
  calendarDescription?: string;
  /**
   * A reminder (VALARM) this many minutes before each session that is not cancelled: the person's own agenda
   * only, where push is not possible (issue 29). Calendar apps that honour alarms in a file or feed show it.
   */
  alarmMinutesBefore?: number;
}

const PRODID = '-//Conference Companion//Programme//EN';

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // Control characters other than line feed and tab are not allowed in TEXT.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

/**
 * Folds a content line (RFC 5545 §3.1): no line longer than 75 octets excluding the line break; continuation
 * lines start with one space. Never splits a UTF-8 character (or a surrogate pair).
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  let limit = 75;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A UTC DATE-TIME value, e.g. 20270913T080000Z. */
export function formatUtc(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` ('YYYY-MM-DD') and `time` ('HH:MM').
 * Null when either does not parse. A time skipped by a daylight-saving change resolves to the later offset.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
  if (Number.isNaN(wall)) return null;
  let instant = wall - zoneOffsetMs(wall, timeZone);
  // Once more with the offset at the first guess: right on both sides of a daylight-saving change.
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

/** Start and end instants of a session; null when it has no date or start time (it cannot be placed). */
export function sessionInterval(session: ICalSession, timeZone: string): { start: Date; end: Date } | null {
  if (!session.sessionDate || !session.startTime) return null;
  const start = zonedTimeToUtc(session.sessionDate, session.startTime, timeZone);
  if (!start) return null;
  const end = session.endTime ? zonedTimeToUtc(session.sessionDate, session.endTime, timeZone) : null;
  return {
    start,
    end: end && end > start ? end : new Date(start.getTime() + DEFAULT_SESSION_MINUTES * 60_000),
  };
}

/** Where the session is: its location, else room and building. */
export function sessionPlace(session: Pick<ICalSession, 'location' | 'building' | 'room'>): string | null {
  if (session.location) return session.location;
  const parts = [session.room, session.building].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * For a session after midnight, the programme day it is listed under (contract/programme-day.ts), in words:
 * 'Part of the programme of Monday 13 September (it starts after midnight).' Calendar apps place the event at its
 * real time; this says where the web programme and the frab XML list it. Null for any other session.
 */
export function programmeDayNote(session: Pick<ICalSession, 'sessionDate' | 'startTime'>): string | null {
  if (!startsBeforeDayChange(session.startTime)) return null;
  const day = programmeDayOf(session.sessionDate, session.startTime);
  if (!day) return null;
  return `Part of the programme of ${dayInWords(day)} (it starts after midnight).`;
}

function eventDescription(session: ICalSession): string {
  const lines: string[] = [];
  if (session.status === 'cancelled') {
    lines.push(
      session.cancellationNotes
        ? `This session has been cancelled: ${session.cancellationNotes}`
        : 'This session has been cancelled.',
      '',
    );
  }
  const night = programmeDayNote(session);
  if (night) lines.push(night, '');
  lines.push(`Speakers: ${session.speaker ?? 'TBA'}`);
  if (session.track) lines.push(`Track: ${session.track}`);
  if (session.sessionNumber && session.sessionNumber !== session.track) lines.push(`Session: ${session.sessionNumber}`);
  if (session.description) lines.push('', session.description);
  return lines.join('\n');
}

/** The UID of a session's event: the same in every calendar this deployment produces, and only there. */
export function sessionUid(sessionId: number, options: Pick<ICalendarOptions, 'uidDomain' | 'conferenceKey'>): string {
  const conference = options.conferenceKey
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `session-${sessionId}${conference ? `.${conference}` : ''}@${options.uidDomain}`;
}

/** A CAL-ADDRESS parameter value (RFC 5545 §3.2): quoted, and without the characters a quoted value cannot hold. */
function quotedParam(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters cannot stand in a parameter
  return `"${value.replace(/[\u0000-\u001f\u007f"]/g, '')}"`;
}

/** The VEVENT lines of one session (unfolded), or [] when the session has no date or start time. */
export function sessionEventLines(session: ICalSession, options: ICalendarOptions, stamp: string): string[] {
  const interval = sessionInterval(session, options.timeZone);
  if (!interval) return [];
  const cancelled = session.status === 'cancelled';
  const lines = [
    'BEGIN:VEVENT',
    `UID:${sessionUid(session.id, options)}`,
    `DTSTAMP:${stamp}`,
    `SEQUENCE:${Math.max(0, session.version - 1)}`,
    `DTSTART:${formatUtc(interval.start)}`,
    `DTEND:${formatUtc(interval.end)}`,
    `SUMMARY:${escapeText(cancelled ? `${session.title} (CANCELLED)` : session.title)}`,
  ];
  const place = sessionPlace(session);
  if (place) lines.push(`LOCATION:${escapeText(place)}`);
  lines.push(`DESCRIPTION:${escapeText(eventDescription(session))}`);
  const updated = new Date(session.updatedAt);
  if (!Number.isNaN(updated.getTime())) lines.push(`LAST-MODIFIED:${formatUtc(updated)}`);
  if (options.organizer) {
    lines.push(`ORGANIZER;CN=${quotedParam(options.organizer.name)}:mailto:${options.organizer.email}`);
  }
  const url = options.sessionUrl?.(session);
  if (url) lines.push(`URL:${url}`);
  lines.push(`STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'TRANSP:OPAQUE');
  if (options.alarmMinutesBefore && !cancelled) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(`Starts in ${options.alarmMinutesBefore} minutes: ${session.title}`)}`,
      `TRIGGER:-PT${Math.round(options.alarmMinutesBefore)}M`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/**
 * A complete VCALENDAR with one VEVENT per session that has a date and a start time (others are left out),
 * CRLF line breaks and folded lines, ready to send as text/calendar.
 */
export function sessionsToICalendar(sessions: readonly ICalSession[], options: ICalendarOptions): string {
  const stamp = formatUtc(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    ...(options.organizer ? ['METHOD:PUBLISH'] : []),
    `NAME:${escapeText(options.calendarName)}`,
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
  ];
  if (options.calendarDescription) {
    lines.push(
      `DESCRIPTION:${escapeText(options.calendarDescription)}`,
      `X-WR-CALDESC:${escapeText(options.calendarDescription)}`,
    );
  }
  if (options.refreshIntervalMinutes && options.refreshIntervalMinutes > 0) {
    const minutes = Math.round(options.refreshIntervalMinutes);
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${minutes}M`, `X-PUBLISHED-TTL:PT${minutes}M`);
  }
  for (const session of sessions) lines.push(...sessionEventLines(session, options, stamp));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/**
 * A file name for a download: letters, digits and hyphens from `title`, at most 60 characters, plus `.ics`.
 * e.g. 'Keynote: Voices & Choices' → 'keynote-voices-choices.ics'.
 */
export function icsFileName(title: string, fallback = 'session'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${slug || fallback}.ics`;
}

/** Content-Disposition for a download; the name is ASCII already (icsFileName), so no RFC 5987 form is needed. */
export function icsContentDisposition(fileName: string): string {
  return `attachment; filename="${fileName.replace(/["\\\r\n]/g, '')}"`;
}
