import { describe, expect, it } from 'vitest';
import type { ConferenceConfig, Session } from '../../contract/index';
import { escapeXml, programmeToFrabXml, stableGuid, titleSlug, zonedIso } from './frab-schedule';

const conference: ConferenceConfig = {
  name: 'Talking Together 2027',
  shortName: 'TT2027',
  year: 2027,
  organiser: 'Talking Together Trust',
  timeZone: 'Europe/London',
  contactEmail: 'hello@talkingtogether.example',
  venueName: 'Northgate University campus',
  days: [{ date: '2027-09-13', dayName: 'Monday' }],
};

function session(partial: Partial<Session>): Session {
  return {
    id: 1,
    sessionNumber: '1.1',
    track: '1.1',
    title: 'Core vocabulary',
    description: 'About core words.',
    abstractContent: null,
    abstractReferences: null,
    abstractNumber: null,
    hasAbstract: false,
    speaker: 'Ann Example',
    presenters: ['Ann Example'],
    speakers: [{ id: 7, slug: 'ann-example', name: 'Ann Example' }],
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

const options = { baseUrl: 'https://tt.example', version: 'v1' };

describe('frab helpers', () => {
  it('escapes markup characters and drops characters XML cannot hold', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>\u0001`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;',
    );
  });

  it('writes times with the zone offset of that day (summer and winter time)', () => {
    expect(zonedIso('2027-09-13', '09:30', 'Europe/London')).toBe('2027-09-13T09:30:00+01:00');
    expect(zonedIso('2027-12-13', '09:30', 'Europe/London')).toBe('2027-12-13T09:30:00+00:00');
    expect(zonedIso('2027-09-13', '09:30', 'America/New_York')).toBe('2027-09-13T09:30:00-04:00');
  });

  it('gives a stable, version-5-shaped guid per name', () => {
    const guid = stableGuid('a');
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableGuid('a')).toBe(guid);
    expect(stableGuid('b')).not.toBe(guid);
  });

  it('slugifies titles to ASCII', () => {
    expect(titleSlug('Café: Ça va? — Yes!')).toBe('cafe-ca-va-yes');
  });
});

describe('programmeToFrabXml', () => {
  it('groups events by day and room, with durations, a 45-minute default and escaped text', () => {
    const xml = programmeToFrabXml(
      [
        session({
          id: 2,
          title: 'Talk & <chat>',
          startTime: '11:00',
          endTime: null,
          presenters: [],
          speakers: [],
          speaker: null,
        }),
        session({ id: 1 }),
        session({ id: 3, location: 'Kestrel Lecture Theatre', startTime: '09:00', endTime: '10:30' }),
        session({ id: 4, sessionDate: null }),
      ],
      conference,
      options,
    );
    expect(xml).toContain(
      '<day index="1" date="2027-09-13" start="2027-09-13T09:00:00+01:00" end="2027-09-14T04:00:00+01:00">',
    );
    // Rooms in name order, events in time order within a room.
    expect(xml.indexOf('<room name="Kestrel Lecture Theatre">')).toBeLessThan(
      xml.indexOf('<room name="Rowan Auditorium">'),
    );
    expect(xml.indexOf('id="1"')).toBeLessThan(xml.indexOf('id="2"'));
    expect(xml).toContain('<title>Talk &amp; &lt;chat&gt;</title>');
    expect(xml).toContain('<duration>00:45</duration>');
    expect(xml).toContain('<duration>01:30</duration>');
    expect(xml).toContain('<persons/>');
    expect(xml).toContain(
      `<person id="7" guid="${stableGuid('conference-companion:tt2027:speaker:7')}">Ann Example</person>`,
    );
    expect(xml).toContain('<slug>tt2027-2-talk-chat</slug>');
    expect(xml).not.toContain('id="4"');
    expect(xml).toContain('<link href="https://tt.example/session/1">Session page</link>');
    expect(xml).toContain('<url>https://tt.example/session/1</url>');
  });

  it('names a presenter without a speaker record without a person id or guid', () => {
    const xml = programmeToFrabXml([session({ speakers: undefined })], conference, options);
    expect(xml).toContain('<person>Ann Example</person>');
  });

  it('keeps a cancelled session, marked in its title and abstract', () => {
    const xml = programmeToFrabXml(
      [session({ status: 'cancelled', cancellationNotes: 'Presenter unwell.' })],
      conference,
      options,
    );
    expect(xml).toContain('<title>Core vocabulary (CANCELLED)</title>');
    expect(xml).toContain(
      '<abstract>This session has been cancelled: Presenter unwell.\n\nAbout core words.</abstract>',
    );
  });

  it('writes a day for each conference day even when it has no events', () => {
    const xml = programmeToFrabXml([], conference, options);
    expect(xml).toContain('<days>1</days>');
    expect(xml).toContain('<day index="1" date="2027-09-13"');
    expect(xml.trimEnd().endsWith('</schedule>')).toBe(true);
  });
});
