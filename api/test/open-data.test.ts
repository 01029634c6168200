/** Open data: the programme as JSON, iCalendar and frab schedule XML, with ETag and Cache-Control. */
import type { OpenDataProgramme } from '@cc/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from './helpers/test-app';
import { child, childrenNamed, parseXml, type XmlElement } from './helpers/xml-tree';

let ctx: TestContext;
let programmeTotal: number;
/** The app as deployed, with PUBLIC_URL: its open data is cached publicly (without, see without-public-url.test.ts). */
let deployed: TestContext['app'];

beforeAll(async () => {
  ctx = await setupTestApp();
  deployed = await ctx.buildAnotherApp({ config: { ...ctx.config, publicUrl: 'https://conf.example' } });
  programmeTotal = ((await ctx.app.inject({ method: 'GET', url: '/api/sessions' })).json() as { total: number }).total;
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

function expectCachingHeaders(response: Awaited<ReturnType<typeof get>>) {
  expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  expect(response.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
  expect(response.headers['last-modified']).toBeTruthy();
  expect(response.headers['access-control-allow-origin']).toBe('*');
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe.each([
  ['/api/open-data/programme.json', 'application/json; charset=utf-8'],
  ['/api/open-data/programme.ics', 'text/calendar; charset=utf-8'],
  ['/api/open-data/schedule.xml', 'application/xml; charset=utf-8'],
])('%s', (url, contentType) => {
  it('is public, cacheable and answers 304 to a client holding the current ETag', async () => {
    const getDeployed = (headers: Record<string, string> = {}) => deployed.inject({ method: 'GET', url, headers });
    const response = await getDeployed();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expectCachingHeaders(response);
    const again = await getDeployed();
    expect(again.headers.etag).toBe(response.headers.etag);
    expect(again.body).toBe(response.body);
    const notModified = await getDeployed({ 'if-none-match': response.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(response.headers.etag);
    expect((await getDeployed({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });
});

describe('programme.json', () => {
  it('holds the conference and every programme session with its public fields and page address', async () => {
    const data = (await get('/api/open-data/programme.json')).json() as OpenDataProgramme;
    expect(data.conference).toMatchObject({
      name: 'Talking Together 2027',
      shortName: 'TT2027',
      timeZone: 'Europe/London',
      days: [
        { date: '2027-09-13', dayName: 'Monday' },
        { date: '2027-09-14', dayName: 'Tuesday' },
      ],
    });
    expect(data.sessions).toHaveLength(programmeTotal);
    expect(Number.isNaN(Date.parse(data.lastModified ?? ''))).toBe(false);
    const first = data.sessions[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'abstractContent',
        'abstractNumber',
        'abstractReferences',
        'ageGroup',
        'building',
        'cancellationNotes',
        'category',
        'day',
        'description',
        'endTime',
        'hasAbstract',
        'id',
        'location',
        'presenters',
        'room',
        'sessionDate',
        'sessionFormat',
        'sessionLevel',
        'sessionNumber',
        'speaker',
        'speakers',
        'startTime',
        'status',
        'title',
        'topicCategory',
        'track',
        'updatedAt',
        'url',
        'venueId',
      ].sort(),
    );
    expect(first.url).toBe(`http://localhost:80/session/${first.id}`);
    expect(data.sessions.some((s) => s.status === 'cancelled')).toBe(true);
  });

  it('changes (new ETag) when a session changes', async () => {
    const before = await get('/api/open-data/programme.json');
    const target = (before.json() as OpenDataProgramme).sessions.find((s) => s.status === 'active')!;
    await ctx.db
      .updateTable('sessions')
      .set({ room: 'Changed room', updatedAt: sql<Date>`now() + interval '1 minute'` })
      .where('id', '=', target.id)
      .execute();
    const after = await get('/api/open-data/programme.json', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const changed = (after.json() as OpenDataProgramme).sessions.find((s) => s.id === target.id);
    expect(changed?.room).toBe('Changed room');
  });
});

describe('programme.ics', () => {
  it('is one VCALENDAR with a VEVENT per session that has a date and start time', async () => {
    const body = (await get('/api/open-data/programme.ics')).body;
    const data = (await get('/api/open-data/programme.json')).json() as OpenDataProgramme;
    const placeable = data.sessions.filter((s) => s.sessionDate && s.startTime);
    expect(body.endsWith('\r\n')).toBe(true);
    for (const physical of body.split('\r\n')) expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75);
    const lines = body.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('X-WR-CALNAME:Talking Together 2027');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(placeable.length);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(placeable.length);
    const uids = lines.filter((l) => l.startsWith('UID:'));
    expect(new Set(uids).size).toBe(placeable.length);
    const cancelled = placeable.filter((s) => s.status === 'cancelled').length;
    expect(cancelled).toBeGreaterThan(0);
    expect(lines.filter((l) => l === 'STATUS:CANCELLED')).toHaveLength(cancelled);
  });
});

describe('schedule.xml (frab)', () => {
  let schedule: XmlElement;
  let data: OpenDataProgramme;

  beforeAll(async () => {
    const response = await get('/api/open-data/schedule.xml');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    schedule = parseXml(response.body); // throws if not well-formed
    data = (await get('/api/open-data/programme.json')).json() as OpenDataProgramme;
  });

  it('has the schedule, version and conference elements', () => {
    expect(schedule.name).toBe('schedule');
    expect(child(schedule, 'version')?.text).toBe(data.lastModified);
    const conference = child(schedule, 'conference')!;
    const text = (name: string) => child(conference, name)?.text;
    expect(text('title')).toBe('Talking Together 2027');
    expect(text('acronym')).toBe('tt2027');
    expect(text('start')).toBe('2027-09-13');
    expect(text('end')).toBe('2027-09-14');
    expect(text('days')).toBe('2');
    expect(text('timeslot_duration')).toBe('00:05');
    expect(text('time_zone_name')).toBe('Europe/London');
  });

  it('has one day per date, with rooms of events carrying every frab element', () => {
    const days = childrenNamed(schedule, 'day');
    expect(days.map((d) => d.attributes)).toEqual([
      expect.objectContaining({ index: '1', date: '2027-09-13' }),
      expect.objectContaining({ index: '2', date: '2027-09-14' }),
    ]);
    expect(days[0]?.attributes.start).toMatch(/^2027-09-13T\d{2}:\d{2}:00\+01:00$/);
    expect(days[0]?.attributes.end).toBe('2027-09-14T04:00:00+01:00');

    const events = days.flatMap((day) => childrenNamed(day, 'room').flatMap((room) => childrenNamed(room, 'event')));
    const placeable = data.sessions.filter((s) => s.sessionDate && s.startTime);
    expect(events).toHaveLength(placeable.length);
    const ids = events.map((e) => e.attributes.id);
    expect(new Set(ids).size).toBe(events.length);
    expect(new Set(events.map((e) => e.attributes.guid)).size).toBe(events.length);
    const slugs = events.map((e) => child(e, 'slug')?.text);
    expect(new Set(slugs).size).toBe(events.length);

    for (const event of events) {
      expect(event.attributes.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      for (const name of [
        'date',
        'start',
        'duration',
        'room',
        'slug',
        'title',
        'subtitle',
        'track',
        'type',
        'language',
        'abstract',
        'description',
        'persons',
        'links',
        'attachments',
      ]) {
        expect(child(event, name), `<${name}> in event ${event.attributes.id}`).toBeDefined();
      }
      expect(child(event, 'start')?.text).toMatch(/^[0-2]\d:[0-5]\d$/);
      expect(child(event, 'duration')?.text).toMatch(/^\d{2}:\d{2}$/);
      expect(child(event, 'date')?.text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+01:00$/);
    }

    // One session in detail: its room, times and people as in the JSON.
    const session = placeable.find((s) => s.presenters.length > 1 && s.endTime && s.status === 'active')!;
    const event = events.find((e) => e.attributes.id === String(session.id))!;
    const room = days
      .flatMap((day) => childrenNamed(day, 'room'))
      .find((r) => childrenNamed(r, 'event').includes(event))!;
    expect(room.attributes.name).toBe(session.location);
    expect(child(event, 'room')?.text).toBe(session.location);
    expect(child(event, 'title')?.text).toBe(session.title);
    expect(child(event, 'start')?.text).toBe(session.startTime);
    expect(child(event, 'date')?.text).toBe(`${session.sessionDate}T${session.startTime}:00+01:00`);
    const persons = childrenNamed(child(event, 'persons')!, 'person');
    expect(persons.map((p) => p.text)).toEqual(session.presenters);
    for (const person of persons) expect(person.attributes.id).toMatch(/^[1-9]\d*$/);
    const link = childrenNamed(child(event, 'links')!, 'link')[0];
    expect(link?.attributes.href).toBe(`http://localhost:80/session/${session.id}`);

    // A cancelled session says so in its title and abstract.
    const cancelled = placeable.find((s) => s.status === 'cancelled')!;
    const cancelledEvent = events.find((e) => e.attributes.id === String(cancelled.id))!;
    expect(child(cancelledEvent, 'title')?.text).toBe(`${cancelled.title} (CANCELLED)`);
    expect(child(cancelledEvent, 'abstract')?.text).toMatch(/^This session has been cancelled/);
  });
});
