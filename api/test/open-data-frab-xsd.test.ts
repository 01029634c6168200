/**
 * frab schedule XML against the voc/schedule XSD (issue 17), for any programme: hostile titles (no Latin letters,
 * one letter, only punctuation, markup, control characters, very long), hostile conference acronyms and rooms,
 * and the served document of the seeded programme. Person ids stay the same when speakers are added or removed,
 * and each day ends at the day-change hour of the next morning.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConferenceConfig, Session } from '../src/contract/index';
import { programmeToFrabXml } from '../src/modules/open-data/frab-schedule';
import { setupTestApp, type TestContext } from './helpers/test-app';
import { child, childrenNamed, parseXml } from './helpers/xml-tree';
import { frabSchemaErrors } from './helpers/xsd';

const conference: ConferenceConfig = {
  name: 'Talking Together 2027',
  shortName: 'TT2027',
  year: 2027,
  organiser: 'Talking Together Trust',
  timeZone: 'Europe/London',
  contactEmail: 'hello@talkingtogether.example',
  venueName: 'Northgate University campus',
  days: [
    { date: '2027-09-13', dayName: 'Monday' },
    { date: '2027-09-14', dayName: 'Tuesday' },
  ],
};
const options = { baseUrl: 'https://tt.example', version: 'v1' };

function session(id: number, partial: Partial<Session> = {}): Session {
  return {
    id,
    sessionNumber: `1.${id}`,
    track: `1.${id}`,
    title: 'Core vocabulary',
    description: 'About core words.',
    abstractContent: null,
    abstractReferences: null,
    abstractNumber: null,
    hasAbstract: false,
    speaker: 'Ann Example',
    presenters: ['Ann Example'],
    category: 'Education',
    sessionFormat: 'Presentation',
    topicCategory: 'Education',
    sessionLevel: null,
    ageGroup: null,
    status: 'active',
    cancellationNotes: null,
    location: 'Rowan Auditorium',
    building: 'Rowan Centre',
    room: 'G.01',
    venueId: 1,
    sessionDate: '2027-09-13',
    day: 'Monday',
    startTime: '10:00',
    endTime: '10:45',
    updatedAt: '2027-08-01T00:00:00.000Z',
    ...partial,
  };
}

/** Titles that once produced or could produce a slug outside `voc-slug-new`. */
const HOSTILE_TITLES = [
  'Ξ',
  'Говорим вместе',
  '共同交流',
  'العربية',
  '🙂🙂',
  'A',
  'Q&A',
  '—',
  '',
  '   ',
  '<script>alert(1)</script>',
  '\u0000\u0001\u001f',
  'x'.repeat(2000),
  '-- ; DROP TABLE sessions',
  'Café ÇA VA? ﬁ ﬂ ẞ',
  '\ud800 lone surrogate',
];

describe('frab schedule XML against the voc/schedule XSD', () => {
  it('is valid for hostile titles, presenters and rooms', async () => {
    const sessions = HOSTILE_TITLES.map((title, index) =>
      session(index + 1, {
        title,
        presenters: [title, 'Ann Example'].filter((name) => name.trim()),
        location: index % 3 === 0 ? title : 'Rowan Auditorium',
        startTime: `${String(9 + (index % 8)).padStart(2, '0')}:00`,
      }),
    );
    const xml = programmeToFrabXml(sessions, conference, options);
    expect(await frabSchemaErrors(xml)).toEqual([]);
  });

  it('is valid for any title and any conference acronym (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 40 }), { minLength: 1, maxLength: 6 }),
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        async (titles, shortName) => {
          const sessions = titles.map((title, index) => session(index + 1, { title }));
          const xml = programmeToFrabXml(sessions, { ...conference, shortName }, options);
          expect(await frabSchemaErrors(xml)).toEqual([]);
        },
      ),
      { numRuns: 25, seed: 20_271_125 },
    );
    // Each run starts xmllint (WebAssembly) once: about a second on a busy machine.
  }, 120_000);
});

describe('frab person ids', () => {
  function personIds(xml: string): Map<string, string> {
    const schedule = parseXml(xml);
    const ids = new Map<string, string>();
    for (const day of childrenNamed(schedule, 'day'))
      for (const room of childrenNamed(day, 'room'))
        for (const event of childrenNamed(room, 'event'))
          for (const person of childrenNamed(child(event, 'persons')!, 'person')) {
            ids.set(person.text, person.attributes.id!);
          }
    return ids;
  }

  it('stay the same when a speaker is added (even one sorting first) or removed', () => {
    const names = ['Bea Example', 'Carl Example', 'Dana Example', 'Eve Example'];
    const base = names.map((name, index) => session(index + 1, { presenters: [name] }));
    const before = personIds(programmeToFrabXml(base, conference, options));
    expect(before.size).toBe(names.length);

    const added = personIds(
      programmeToFrabXml([...base, session(99, { presenters: ['Aaron Aardvark'] })], conference, options),
    );
    const removed = personIds(programmeToFrabXml(base.slice(1), conference, options));
    for (const name of names) expect(added.get(name), name).toBe(before.get(name));
    for (const name of names.slice(1)) expect(removed.get(name), name).toBe(before.get(name));
    expect(new Set(added.values()).size).toBe(added.size);
  });

  it('are positive integers that fit a 32-bit signed int, one per name, with a person guid', () => {
    const names = Array.from({ length: 300 }, (_, index) => `Speaker ${index}`);
    const xml = programmeToFrabXml(
      names.map((name, index) => session(index + 1, { presenters: [name] })),
      conference,
      options,
    );
    const ids = [...personIds(xml).values()].map(Number);
    expect(ids).toHaveLength(300);
    expect(new Set(ids).size).toBe(300);
    for (const id of ids) expect(Number.isInteger(id) && id >= 1 && id <= 2_147_483_647).toBe(true);
    expect(xml).toMatch(/<person id="\d+" guid="[0-9a-f-]{36}">Speaker 0<\/person>/);
  });
});

describe('frab days', () => {
  it('end at the day-change hour (04:00) of the next morning, in that morning’s offset', () => {
    const xml = programmeToFrabXml(
      [
        session(1, { startTime: '09:00', endTime: '10:00' }),
        session(2, { startTime: '21:00', endTime: '23:30' }),
        session(3, { sessionDate: '2027-10-30', startTime: '19:00', endTime: '20:00' }),
      ],
      { ...conference, days: [...conference.days, { date: '2027-10-30', dayName: 'Saturday' }] },
      options,
    );
    const days = childrenNamed(parseXml(xml), 'day').map((day) => day.attributes);
    expect(days).toEqual([
      { index: '1', date: '2027-09-13', start: '2027-09-13T09:00:00+01:00', end: '2027-09-14T04:00:00+01:00' },
      // No sessions: the whole conference day, from one day change to the next.
      { index: '2', date: '2027-09-14', start: '2027-09-14T04:00:00+01:00', end: '2027-09-15T04:00:00+01:00' },
      // The clocks go back in the night: the next morning is in winter time.
      { index: '3', date: '2027-10-30', start: '2027-10-30T19:00:00+01:00', end: '2027-10-31T04:00:00+00:00' },
    ]);
  });
});

describe('GET /api/open-data/schedule.xml', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setupTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('serves the seeded programme, and one with a non-Latin title added, valid against the XSD', async () => {
    const served = await ctx.app.inject({ method: 'GET', url: '/api/open-data/schedule.xml' });
    expect(served.statusCode).toBe(200);
    expect(await frabSchemaErrors(served.body)).toEqual([]);

    const row = await ctx.db.selectFrom('sessions').select('id').orderBy('id').executeTakeFirstOrThrow();
    await ctx.db.updateTable('sessions').set({ title: 'Ξ' }).where('id', '=', row.id).execute();
    const changed = await ctx.app.inject({ method: 'GET', url: '/api/open-data/schedule.xml' });
    expect(changed.body).toContain('<title>Ξ</title>');
    expect(await frabSchemaErrors(changed.body)).toEqual([]);
  });
});
