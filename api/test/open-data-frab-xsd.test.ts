/**
 * frab schedule XML against the voc/schedule XSD (issue 17), for any programme: hostile titles (no Latin letters,
 * one letter, only punctuation, markup, control characters, very long), hostile conference acronyms and rooms,
 * and the served document of the seeded programme. Person ids are the speakers' own, so they stay through a
 * rename and when speakers are added or removed (issue 30); each conference day runs from one day change (04:00)
 * to the next, so a session after midnight belongs to the day before and no two days overlap (issue 30).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConferenceConfig, Session } from '../src/contract/index';
import { programmeToFrabXml } from '../src/modules/open-data/frab-schedule';
import { setupTestApp, type TestContext } from './helpers/test-app';
import { child, childrenNamed, parseXml, type XmlElement } from './helpers/xml-tree';
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
    speakers: [{ id: 1, slug: 'ann-example', name: 'Ann Example' }],
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
        speakers: [title, 'Ann Example']
          .filter((name) => name.trim())
          .map((name, position) => ({ id: 100 * index + position + 1, slug: 'speaker', name })),
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
  function persons(xml: string): Map<string, { id?: string; guid?: string }> {
    const schedule = parseXml(xml);
    const found = new Map<string, { id?: string; guid?: string }>();
    for (const day of childrenNamed(schedule, 'day'))
      for (const room of childrenNamed(day, 'room'))
        for (const event of childrenNamed(room, 'event'))
          for (const person of childrenNamed(child(event, 'persons')!, 'person')) {
            found.set(person.text, { id: person.attributes.id, guid: person.attributes.guid });
          }
    return found;
  }
  const speaker = (id: number, name: string) => ({ id, slug: `s-${id}`, name });
  const withSpeaker = (id: number, name: string) =>
    session(id, { presenters: [name], speakers: [speaker(1000 + id, name)] });

  it('are the speaker ids, with a guid made from the id, so a rename keeps both (issue 30)', () => {
    const before = persons(programmeToFrabXml([withSpeaker(1, 'Bea Example')], conference, options));
    const after = persons(programmeToFrabXml([withSpeaker(1, 'Bea Renamed')], conference, options));
    expect(before.get('Bea Example')?.id).toBe('1001');
    expect(before.get('Bea Example')?.guid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(after.get('Bea Renamed')).toEqual(before.get('Bea Example'));
  });

  it('stay the same when a speaker is added (even one sorting first) or removed', () => {
    const names = ['Bea Example', 'Carl Example', 'Dana Example', 'Eve Example'];
    const base = names.map((name, index) => withSpeaker(index + 1, name));
    const before = persons(programmeToFrabXml(base, conference, options));
    expect(before.size).toBe(names.length);
    const added = persons(programmeToFrabXml([...base, withSpeaker(99, 'Aaron Aardvark')], conference, options));
    const removed = persons(programmeToFrabXml(base.slice(1), conference, options));
    for (const name of names) expect(added.get(name), name).toEqual(before.get(name));
    for (const name of names.slice(1)) expect(removed.get(name), name).toEqual(before.get(name));
    expect(new Set([...added.values()].map((p) => p.guid)).size).toBe(added.size);
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

describe('frab days after midnight (issue 30)', () => {
  const days = (xml: string) => childrenNamed(parseXml(xml), 'day');
  const eventIds = (day: XmlElement) =>
    childrenNamed(day, 'room').flatMap((room) => childrenNamed(room, 'event').map((e) => e.attributes.id));

  it('give a session at 00:30 to the day before, so no two days overlap, valid against the XSD', async () => {
    const xml = programmeToFrabXml(
      [
        session(1, { startTime: '10:00', endTime: '11:00' }),
        session(2, { sessionDate: '2027-09-14', startTime: '00:30', endTime: '01:15' }),
        session(3, { sessionDate: '2027-09-14', startTime: '10:00', endTime: '11:00' }),
      ],
      conference,
      options,
    );
    expect(await frabSchemaErrors(xml)).toEqual([]);
    const [monday, tuesday, ...rest] = days(xml);
    expect(rest).toEqual([]);
    expect(monday?.attributes).toEqual({
      index: '1',
      date: '2027-09-13',
      start: '2027-09-13T10:00:00+01:00',
      end: '2027-09-14T04:00:00+01:00',
    });
    expect(tuesday?.attributes).toEqual({
      index: '2',
      date: '2027-09-14',
      start: '2027-09-14T10:00:00+01:00',
      end: '2027-09-15T04:00:00+01:00',
    });
    expect(eventIds(monday!)).toEqual(['1', '2']);
    expect(eventIds(tuesday!)).toEqual(['3']);
    // The event keeps its own date and time.
    expect(xml).toContain('<date>2027-09-14T00:30:00+01:00</date>');
    expect(xml).toContain('<start>00:30</start>');
  });

  it('open a day the evening before for a session before the day change on the first date', () => {
    const xml = programmeToFrabXml([session(1, { startTime: '00:30', endTime: '01:00' })], conference, options);
    expect(days(xml).map((day) => day.attributes)).toEqual([
      { index: '1', date: '2027-09-12', start: '2027-09-13T00:30:00+01:00', end: '2027-09-13T04:00:00+01:00' },
      { index: '2', date: '2027-09-13', start: '2027-09-13T04:00:00+01:00', end: '2027-09-14T04:00:00+01:00' },
      { index: '3', date: '2027-09-14', start: '2027-09-14T04:00:00+01:00', end: '2027-09-15T04:00:00+01:00' },
    ]);
    expect(child(child(parseXml(xml), 'conference')!, 'days')?.text).toBe('3');
  });

  it('never overlap, and each holds the starts of its events, for any times (generated)', () => {
    const dates = ['2027-09-13', '2027-09-14', '2027-10-30', '2027-10-31'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            date: fc.constantFrom(...dates),
            minute: fc.integer({ min: 0, max: 24 * 60 - 5 }),
            length: fc.integer({ min: 5, max: 180 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (slots) => {
          const hhmm = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const sessions = slots.map((slot, index) =>
            session(index + 1, {
              sessionDate: slot.date,
              startTime: hhmm(slot.minute),
              endTime: slot.minute + slot.length < 24 * 60 ? hhmm(slot.minute + slot.length) : null,
            }),
          );
          const found = days(programmeToFrabXml(sessions, conference, options));
          let previousEnd = Number.NEGATIVE_INFINITY;
          for (const day of found) {
            const start = Date.parse(day.attributes.start!);
            const end = Date.parse(day.attributes.end!);
            expect(start).toBeGreaterThanOrEqual(previousEnd);
            expect(end).toBeGreaterThan(start);
            previousEnd = end;
            for (const room of childrenNamed(day, 'room'))
              for (const event of childrenNamed(room, 'event')) {
                const at = Date.parse(child(event, 'date')!.text);
                expect(at).toBeGreaterThanOrEqual(start);
                expect(at).toBeLessThan(end);
              }
          }
          const placed = found.flatMap((day) => childrenNamed(day, 'room').flatMap((r) => childrenNamed(r, 'event')));
          expect(placed).toHaveLength(sessions.length);
        },
      ),
      { numRuns: 200, seed: 20_271_130 },
    );
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
