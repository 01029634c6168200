import { describe, expect, it } from 'vitest';
import {
  escapeText,
  foldLine,
  formatUtc,
  type ICalSession,
  icsContentDisposition,
  icsFileName,
  sessionInterval,
  sessionsToICalendar,
  zonedTimeToUtc,
} from './ical';

function session(partial: Partial<ICalSession> = {}): ICalSession {
  return {
    id: 7,
    title: 'Switch access, eye gaze; and more',
    description: 'First paragraph.\nSecond paragraph.',
    speaker: 'Ann Example; Bo Sample',
    track: '1.1',
    sessionNumber: '1.1',
    status: 'active',
    cancellationNotes: null,
    location: 'Lecture Theatre 1',
    building: 'Main Building',
    room: 'LT1',
    sessionDate: '2027-09-13',
    startTime: '10:00',
    endTime: '10:45',
    updatedAt: '2027-08-01T12:00:00.000Z',
    version: 1,
    ...partial,
  };
}

/** Unfolds content lines (RFC 5545 §3.1) and splits at CRLF. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

const options = {
  calendarName: 'Talking Together 2027',
  timeZone: 'Europe/London',
  now: new Date(Date.UTC(2027, 8, 1, 9, 30)),
  uidDomain: 'tt2027.example',
  conferenceKey: 'TT2027',
  organizer: { name: 'Talking Together Trust', email: 'hello@talkingtogether.example' },
};

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('drops control characters that TEXT cannot hold but keeps tabs and non-ASCII text', () => {
    expect(escapeText('a\u0000b\u0007c\td – é 😀')).toBe('abc\td – é 😀');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(line).toHaveLength(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines so that no physical line exceeds 75 octets, continuation lines starting with a space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const [index, part] of physical.entries()) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(physical[0]).toHaveLength(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(50)}${'😀'.repeat(20)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
      // A well-formed string: no lone surrogate at either end.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('times', () => {
  it('converts conference wall-clock time to UTC across daylight saving', () => {
    // September in London is BST (UTC+1); January is GMT.
    expect(zonedTimeToUtc('2027-09-13', '10:00', 'Europe/London')?.toISOString()).toBe('2027-09-13T09:00:00.000Z');
    expect(zonedTimeToUtc('2027-01-13', '10:00', 'Europe/London')?.toISOString()).toBe('2027-01-13T10:00:00.000Z');
    expect(zonedTimeToUtc('2027-09-13', '10:00', 'America/New_York')?.toISOString()).toBe('2027-09-13T14:00:00.000Z');
    // The day the clocks go back (31 October 2027, 02:00 BST → 01:00 GMT): after the change.
    expect(zonedTimeToUtc('2027-10-31', '09:00', 'Europe/London')?.toISOString()).toBe('2027-10-31T09:00:00.000Z');
    expect(zonedTimeToUtc('2027-09-13', 'soon', 'Europe/London')).toBeNull();
  });

  it('formats UTC date-times as RFC 5545 DATE-TIME with Z', () => {
    expect(formatUtc(new Date(Date.UTC(2027, 8, 13, 9, 5, 7)))).toBe('20270913T090507Z');
  });

  it('gives a session without an end time (or an end before its start) 45 minutes', () => {
    const noEnd = sessionInterval(session({ endTime: null }), 'Europe/London');
    expect(noEnd && noEnd.end.getTime() - noEnd.start.getTime()).toBe(45 * 60_000);
    const backwards = sessionInterval(session({ startTime: '11:00', endTime: '10:00' }), 'Europe/London');
    expect(backwards && backwards.end.getTime() - backwards.start.getTime()).toBe(45 * 60_000);
    expect(sessionInterval(session({ sessionDate: null }), 'Europe/London')).toBeNull();
    expect(sessionInterval(session({ startTime: null }), 'Europe/London')).toBeNull();
  });
});

describe('sessionsToICalendar', () => {
  it('writes a VCALENDAR with CRLF line breaks and one VEVENT with the required properties', () => {
    const ics = sessionsToICalendar([session()], options);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('X-WR-CALNAME:Talking Together 2027');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:session-7.tt2027@tt2027.example');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('ORGANIZER;CN="Talking Together Trust":mailto:hello@talkingtogether.example');
    expect(lines).toContain('DTSTAMP:20270901T093000Z');
    expect(lines).toContain('DTSTART:20270913T090000Z');
    expect(lines).toContain('DTEND:20270913T094500Z');
    expect(lines).toContain('SUMMARY:Switch access\\, eye gaze\\; and more');
    expect(lines).toContain('LOCATION:Lecture Theatre 1');
    expect(lines).toContain(
      'DESCRIPTION:Speakers: Ann Example\\; Bo Sample\\nTrack: 1.1\\n\\nFirst paragraph.\\nSecond paragraph.',
    );
    expect(lines).toContain('LAST-MODIFIED:20270801T120000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('END:VEVENT');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
  });

  it('marks a cancelled session STATUS:CANCELLED, in its summary, and with its notes in the description', () => {
    const ics = sessionsToICalendar(
      [session({ status: 'cancelled', cancellationNotes: 'Presenter unwell, sorry.' })],
      options,
    );
    const lines = unfold(ics);
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).not.toContain('STATUS:CONFIRMED');
    expect(lines).toContain('SUMMARY:Switch access\\, eye gaze\\; and more (CANCELLED)');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toMatch(
      /^DESCRIPTION:This session has been cancelled: Presenter unwell\\, sorry\.\\n\\nSpeakers:/,
    );
  });

  it('uses room and building when there is no location, and leaves LOCATION out when there is neither', () => {
    const roomOnly = unfold(sessionsToICalendar([session({ location: null })], options));
    expect(roomOnly).toContain('LOCATION:LT1\\, Main Building');
    const nowhere = unfold(sessionsToICalendar([session({ location: null, room: null, building: null })], options));
    expect(nowhere.some((line) => line.startsWith('LOCATION:'))).toBe(false);
  });

  it('folds long lines in the output', () => {
    const ics = sessionsToICalendar([session({ description: 'Long words '.repeat(40) })], options);
    for (const physical of ics.split('\r\n')) expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75);
    expect(unfold(ics).find((line) => line.startsWith('DESCRIPTION:'))).toContain('Long words Long words');
  });

  it('leaves out sessions that cannot be placed in time, and keeps UIDs stable per session', () => {
    const ics = sessionsToICalendar(
      [session({ id: 1 }), session({ id: 2, startTime: null }), session({ id: 3, sessionDate: null })],
      options,
    );
    const uids = unfold(ics).filter((line) => line.startsWith('UID:'));
    expect(uids).toEqual(['UID:session-1.tt2027@tt2027.example']);
  });

  it('adds URL, refresh interval and a calendar description when asked', () => {
    const lines = unfold(
      sessionsToICalendar([session()], {
        ...options,
        sessionUrl: (s) => `https://example.org/session/${s.id}`,
        refreshIntervalMinutes: 60,
        calendarDescription: 'My agenda, updated live',
      }),
    );
    expect(lines).toContain('URL:https://example.org/session/7');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M');
    expect(lines).toContain('X-PUBLISHED-TTL:PT60M');
    expect(lines).toContain('X-WR-CALDESC:My agenda\\, updated live');
  });

  it('writes SEQUENCE as the edit version less one, so that every saved change raises it', () => {
    for (const version of [1, 2, 7]) {
      expect(unfold(sessionsToICalendar([session({ version })], options))).toContain(`SEQUENCE:${version - 1}`);
    }
  });

  it('writes METHOD:PUBLISH only together with an ORGANIZER on every event', () => {
    const { organizer: _organizer, ...withoutOrganizer } = options;
    const lines = unfold(sessionsToICalendar([session()], withoutOrganizer));
    expect(lines.some((line) => line.startsWith('METHOD:'))).toBe(false);
    expect(lines.some((line) => line.startsWith('ORGANIZER'))).toBe(false);
    const quoted = unfold(
      sessionsToICalendar([session()], { ...options, organizer: { name: 'The "AAC" Trust', email: 'a@b.example' } }),
    );
    expect(quoted).toContain('ORGANIZER;CN="The AAC Trust":mailto:a@b.example');
  });

  it('writes a display alarm before each session only when asked (the agenda), and none for a cancelled one', () => {
    expect(unfold(sessionsToICalendar([session()], options))).not.toContain('BEGIN:VALARM');
    const lines = unfold(sessionsToICalendar([session()], { ...options, alarmMinutesBefore: 10 }));
    const alarm = lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1);
    expect(alarm).toEqual([
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:Starts in 10 minutes: ${session().title.replace(/([,;])/g, '\\$1')}`,
      'TRIGGER:-PT10M',
      'END:VALARM',
    ]);
    expect(lines.indexOf('END:VALARM')).toBeLessThan(lines.indexOf('END:VEVENT'));
    const cancelled = unfold(
      sessionsToICalendar([session({ status: 'cancelled' })], { ...options, alarmMinutesBefore: 10 }),
    );
    expect(cancelled).not.toContain('BEGIN:VALARM');
  });

  it('writes an empty calendar for no sessions', () => {
    const lines = unfold(sessionsToICalendar([], options));
    expect(lines).not.toContain('BEGIN:VEVENT');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});

describe('file names', () => {
  it('makes a safe ASCII .ics name from a title', () => {
    expect(icsFileName('Keynote: Voices & Choices')).toBe('keynote-voices-choices.ics');
    expect(icsFileName('Café – Ça va?')).toBe('cafe-ca-va.ics');
    expect(icsFileName('!!!')).toBe('session.ics');
    expect(icsFileName('x'.repeat(100))).toBe(`${'x'.repeat(60)}.ics`);
    expect(icsContentDisposition('a"b.ics')).toBe('attachment; filename="ab.ics"');
  });
});
