/**
 * The programme as frab-compatible schedule XML, the format conference apps (Giggity, ConfClerk, the c3voc
 * tools…) read. Element order and types follow the c3voc schedule.xml.xsd: <schedule> with <version>,
 * <conference>, then one <day> per date holding <room>s of <event>s. Pure: no I/O.
 *
 * Our mapping: event id = session id; guid = a name-based UUID of the conference and session id (stable);
 * slug = acronym, session id and the title's ASCII letters, always inside the XSD's `voc-slug-new` (a title with
 * no Latin letters still gets one); person id = the speaker's id and guid a name-based UUID of it, so both stay
 * through a rename, a merge or anyone else joining the programme; a conference day runs from the day-change hour
 * (04:00) to the same hour of the next morning, so a session at 00:30 belongs to the day before and no two
 * <day>s overlap;
 * abstract = the first paragraph of the description, description = all of it with the references;
 * track = the session's category; subtitle = its track or session code (e.g. '3.2', 'Keynote'); a cancelled
 * session stays in the schedule with '(CANCELLED)' after its title and the notice first in its abstract, so
 * apps that already show it update it instead of silently dropping it. Sessions without a date or start time
 * cannot be placed and are left out.
 */
import { createHash } from 'node:crypto';
import type { ConferenceConfig, Session } from '../../contract/index';
import { DAY_CHANGE, programmeDayOf } from '../../contract/programme-day';
import { slugify } from '../../lib/slug';
import { DEFAULT_SESSION_MINUTES, sessionPlace, zonedTimeToUtc } from '../calendar/ical';

export interface FrabOptions {
  /** Absolute origin of the app, e.g. https://companion.example; session pages are under it. */
  baseUrl: string;
  /** <version>: identifies this state of the programme. */
  version: string;
}

export const ROOM_TBA = 'Location TBA';

/**
 * The hour at which one conference day hands over to the next (contract/programme-day.ts, the one rule of the web
 * programme, `Session.day` and iCalendar too). frab and pretalx publish each `<day>` as ending at this hour of the
 * next morning, and apps such as EventFahrplan derive their day change from `day@end`: a day that ends at its last
 * session's end makes them file late-evening sessions under the wrong day.
 */
export { DAY_CHANGE };

// biome-ignore lint/suspicious/noControlCharactersInRegex: characters XML 1.0 cannot hold are removed
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const pad = (value: number) => String(value).padStart(2, '0');

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function hhmm(totalMinutes: number): string {
  return `${pad(Math.floor(totalMinutes / 60))}:${pad(totalMinutes % 60)}`;
}

/** '2027-09-13T09:30:00+01:00': the wall-clock time with the zone's offset on that day. */
export function zonedIso(date: string, time: string, timeZone: string): string {
  const instant = zonedTimeToUtc(date, time, timeZone);
  if (!instant) throw new Error(`Cannot place ${date} ${time}`);
  const wall = Date.parse(`${date}T${time.slice(0, 5)}:00Z`);
  const offset = Math.round((wall - instant.getTime()) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T${time.slice(0, 5)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A name-based (version 5 style) UUID: the same session always gets the same guid. */
export function stableGuid(name: string): string {
  const hash = createHash('sha1').update(name).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A title or name as the slug part of frab's <slug> and <acronym> (at most 50 characters; '' when none is left). */
export function titleSlug(text: string): string {
  return slugify(text, 50);
}

/** <acronym>, pattern `[a-z0-9_-]{4,}`: the short name's ASCII letters and digits, lengthened with the year. */
export function frabAcronym(conference: Pick<ConferenceConfig, 'shortName' | 'year'>): string {
  const base = titleSlug(conference.shortName) || 'conference';
  return base.length >= 4 ? base : `${base}-${conference.year}`;
}

/**
 * <slug>, pattern `voc-slug-new` (`[a-z0-9_]{4,}-[a-z0-9\-_]{4,}`): acronym, session id, title. The title may
 * slug to nothing (no Latin letters) or to one letter; the id alone is then too short, so a word is added.
 */
export function frabSlug(acronym: string, sessionId: number, title: string): string {
  const rest = [String(sessionId), titleSlug(title)].filter(Boolean).join('-');
  return `${acronym.replace(/-/g, '_')}-${rest.length >= 4 ? rest : `${rest}-session`}`;
}

interface Placed {
  session: Session;
  /** The session's own date and wall-clock start and end, in minutes from that date's midnight. */
  date: string;
  start: number;
  end: number;
  /** The conference day it belongs to: its date, or the date before for a start before the day change. */
  day: string;
  room: string;
}

function place(session: Session): Placed | null {
  if (!session.sessionDate || !session.startTime) return null;
  const start = minutesOf(session.startTime);
  const rawEnd = session.endTime ? minutesOf(session.endTime) : null;
  const end = rawEnd !== null && rawEnd > start ? rawEnd : start + DEFAULT_SESSION_MINUTES;
  const date = session.sessionDate;
  const day = programmeDayOf(date, session.startTime) ?? date;
  return { session, date, start, end, day, room: sessionPlace(session) ?? ROOM_TBA };
}

function element(name: string, value: string | null | undefined, indent: string): string {
  return value ? `${indent}<${name}>${escapeXml(value)}</${name}>` : `${indent}<${name}/>`;
}

interface Person {
  name: string;
  id?: number;
  guid?: string;
}

/**
 * A session's people. A linked speaker is the person with the speaker's id (a positive serial integer, so it fits
 * the int columns of the apps that store it) and a guid made from the conference and that id: both outlive a
 * rename and follow a merge, as the app's own pages do. A presenter name without a speaker record (only in callers
 * that pass names alone) has no identity to publish, so its <person> has neither.
 */
function personsOf(session: Session, namespace: string): Person[] {
  if (session.speakers && session.speakers.length > 0) {
    return session.speakers.map((speaker) => ({
      name: speaker.name.trim(),
      id: speaker.id,
      guid: stableGuid(`${namespace}:speaker:${speaker.id}`),
    }));
  }
  return session.presenters.map((name) => ({ name: name.trim() })).filter((person) => person.name);
}

const DAY_MS = 86_400_000;

/** The ISO date `days` after `date` ('YYYY-MM-DD'). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const nextDate = (date: string) => addDays(date, 1);

function eventXml(placed: Placed, conference: ConferenceConfig, options: FrabOptions) {
  const { session } = placed;
  // The guid's name keeps the lower-cased short name it has always had, so guids do not change.
  const namespace = conference.shortName.toLowerCase();
  const cancelled = session.status === 'cancelled';
  const url = `${options.baseUrl}/session/${session.id}`;
  const notice = cancelled
    ? session.cancellationNotes
      ? `This session has been cancelled: ${session.cancellationNotes}`
      : 'This session has been cancelled.'
    : null;
  // The abstract is the first paragraph (apps show it in lists); the description is the whole text.
  const firstParagraph = session.description?.split(/\n\s*\n/)[0]?.trim() ?? null;
  const abstract = [notice, firstParagraph].filter(Boolean).join('\n\n');
  const description = [session.description, session.abstractReferences && `References:\n${session.abstractReferences}`]
    .filter(Boolean)
    .join('\n\n');
  const code = session.track ?? session.sessionNumber;
  const i = '        ';
  const lines = [
    `      <event guid="${stableGuid(`conference-companion:${namespace}:session:${session.id}`)}" id="${session.id}">`,
    element('date', zonedIso(placed.date, hhmm(placed.start), conference.timeZone), i),
    element('start', hhmm(placed.start), i),
    element('duration', hhmm(placed.end - placed.start), i),
    element('room', placed.room, i),
    element('slug', frabSlug(frabAcronym(conference), session.id, session.title), i),
    element('title', cancelled ? `${session.title} (CANCELLED)` : session.title, i),
    element('subtitle', code, i),
    element('track', session.category, i),
    element('type', session.sessionFormat?.toLowerCase() ?? 'other', i),
    element('language', 'en', i),
    element('abstract', abstract, i),
    element('description', description, i),
  ];
  const persons = personsOf(session, `conference-companion:${namespace}`);
  if (persons.length === 0) {
    lines.push(`${i}<persons/>`);
  } else {
    lines.push(`${i}<persons>`);
    for (const person of persons) {
      const attributes = person.id === undefined ? '' : ` id="${person.id}" guid="${person.guid}"`;
      lines.push(`${i}  <person${attributes}>${escapeXml(person.name)}</person>`);
    }
    lines.push(`${i}</persons>`);
  }
  lines.push(
    `${i}<links>`,
    `${i}  <link href="${escapeXml(url)}">Session page</link>`,
    `${i}</links>`,
    `${i}<attachments/>`,
    element('url', url, i),
    '      </event>',
  );
  return lines.join('\n');
}

export function programmeToFrabXml(
  sessions: readonly Session[],
  conference: ConferenceConfig,
  options: FrabOptions,
): string {
  const placed = sessions.map(place).filter((p): p is Placed => p !== null);
  const dates = [...new Set([...conference.days.map((d) => d.date), ...placed.map((p) => p.day)])].sort();
  const tz = conference.timeZone;

  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<schedule>',
    '  <generator name="conference-companion"/>',
    element('version', options.version, '  '),
    '  <conference>',
    element('title', conference.name, '    '),
    element('acronym', frabAcronym(conference), '    '),
    element('start', dates[0] ?? null, '    '),
    element('end', dates.at(-1) ?? null, '    '),
    element('days', String(dates.length), '    '),
    element('timeslot_duration', '00:05', '    '),
    element('base_url', `${options.baseUrl}/`, '    '),
    element('time_zone_name', tz, '    '),
    '  </conference>',
  ];

  dates.forEach((date, index) => {
    // In time order: after-midnight sessions (on the next date) come last.
    const events = placed
      .filter((p) => p.day === date)
      .sort(
        (a, b) => a.date.localeCompare(b.date) || a.start - b.start || a.end - b.end || a.session.id - b.session.id,
      );
    // From the first session (or the day change, on a day without any) to the day change of the next morning.
    // Every session of the day starts at or after this day's day change and before the next one, so the first
    // session of the next day cannot start before this day ends.
    const first = events[0];
    const start = first ? zonedIso(first.date, hhmm(first.start), tz) : zonedIso(date, DAY_CHANGE, tz);
    const end = zonedIso(nextDate(date), DAY_CHANGE, tz);
    out.push(`  <day index="${index + 1}" date="${date}" start="${start}" end="${end}">`);
    const rooms = [...new Set(events.map((e) => e.room))].sort((a, b) => a.localeCompare(b, 'en'));
    for (const room of rooms) {
      out.push(`    <room name="${escapeXml(room)}">`);
      for (const event of events.filter((e) => e.room === room)) out.push(eventXml(event, conference, options));
      out.push('    </room>');
    }
    out.push('  </day>');
  });
  out.push('</schedule>', '');
  return out.join('\n');
}
