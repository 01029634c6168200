import { describe, expect, it } from 'vitest';
import type { SessionRow } from '../../db/types';
import { checkRecord, clockTime, timeRange } from './imported-session';
import { describePlan, planImport } from './plan-import';
import { formatFromFileName, normaliseKey, readProgrammeFile, unguarded } from './programme-file';

const check = (format: 'json' | 'csv', content: string) => readProgrammeFile(format, content).map(checkRecord);

function stored(partial: Partial<SessionRow> & { id: number; title: string }): SessionRow {
  return {
    sessionNumber: null,
    track: null,
    description: null,
    abstractContent: null,
    abstractReferences: null,
    abstractNumber: null,
    hasAbstract: false,
    presenters: [],
    sessionFormat: null,
    topicCategory: null,
    sessionLevel: null,
    ageGroup: null,
    status: 'active',
    cancellationNotes: null,
    location: null,
    building: null,
    room: null,
    venueId: null,
    sessionDate: null,
    startTime: null,
    endTime: null,
    version: 1,
    questionsOpenedAt: null,
    questionsClosedAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...partial,
  };
}

describe('reading files', () => {
  it('normalises field names to snake_case', () => {
    expect(normaliseKey('sessionNumber')).toBe('session_number');
    expect(normaliseKey(' Session Number ')).toBe('session_number');
    expect(normaliseKey('abstract-content')).toBe('abstract_content');
    expect(normaliseKey('start_time')).toBe('start_time');
  });

  it('reads a JSON list or {sessions: [...]}, numbering rows from 1', () => {
    const list = readProgrammeFile('json', '[{"title":"A"},{"title":"B"}]');
    expect(list.map((r) => r.row)).toEqual([1, 2]);
    expect(readProgrammeFile('json', '{"sessions":[{"title":"A"}]}')).toHaveLength(1);
  });

  it('refuses JSON that is not a list, and broken JSON, with a clear message', () => {
    expect(() => readProgrammeFile('json', '{"title":"A"}')).toThrow(/must hold a list of sessions/);
    expect(() => readProgrammeFile('json', '[{"title":')).toThrow(/The file is not valid JSON/);
    expect(() => readProgrammeFile('json', '[]')).toThrow('The file holds no sessions.');
  });

  it('reads CSV with a header, numbering rows by their line (header is line 1)', () => {
    const rows = readProgrammeFile('csv', 'Title,Track\n"Multi\nline",1.1\n\nSecond,1.2\n');
    expect(rows.map((r) => [r.row, r.fields?.title])).toEqual([
      [2, 'Multi\nline'],
      [5, 'Second'],
    ]);
  });

  it('refuses CSV without a title column, and marks rows with the wrong number of values', () => {
    expect(() => readProgrammeFile('csv', 'name,track\nA,1.1\n')).toThrow(/with a "title" column/);
    const [row] = readProgrammeFile('csv', 'title,track\nA,1.1,extra\n');
    expect(row).toMatchObject({ row: 2, fields: null, problem: 'The row has 3 values but the header has 2 columns' });
  });

  it('tells the format from a file name', () => {
    expect(formatFromFileName('programme.JSON')).toBe('json');
    expect(formatFromFileName('programme.csv')).toBe('csv');
    expect(formatFromFileName('programme.xlsx')).toBeNull();
  });
});

describe('checking rows', () => {
  it('reads the snake_case fields of a session', () => {
    const [record] = check(
      'json',
      JSON.stringify([
        {
          session_number: 12,
          track: '2.1',
          title: ' Talking mats ',
          abstract_content: 'An abstract',
          speaker: 'Ann One; Ben Two',
          session_level: 'Beginner',
          status: 'Cancelled',
          session_date: '2027-09-13',
          start_time: '9:30',
          end_time: '10.15',
          id: 77,
          day: 'Monday',
        },
      ]),
    );
    expect(record).toMatchObject({
      ok: true,
      session: {
        row: 1,
        values: {
          sessionNumber: '12',
          track: '2.1',
          title: 'Talking mats',
          abstractContent: 'An abstract',
          hasAbstract: true,
          presenters: ['Ann One', 'Ben Two'],
          sessionLevel: 'Beginner',
          status: 'cancelled',
          sessionDate: '2027-09-13',
          startTime: '09:30',
          endTime: '10:15',
        },
      },
    });
    if (record?.ok) expect(record.session.provided.has('description')).toBe(false);
  });

  it('accepts a time range and a presenters list', () => {
    const [record] = check('json', '[{"title":"T","time":"9.30 – 10.15","presenters":["A", {"name":"B"}]}]');
    expect(record).toMatchObject({
      ok: true,
      session: { values: { startTime: '09:30', endTime: '10:15', presenters: ['A', 'B'] } },
    });
  });

  it('gives a reason for each invalid row', () => {
    const records = check(
      'json',
      JSON.stringify([
        { title: '  ' },
        { title: 'A', session_date: '2027-02-30' },
        { title: 'B', start_time: '25:00' },
        { title: 'C', start_time: '10:00', end_time: '09:00' },
        { title: 'D', status: 'postponed' },
        { title: 'E', track: { code: '1.1' } },
        'not an object',
        { title: 'x'.repeat(301) },
      ]),
    );
    expect(records.map((r) => (r.ok ? 'ok' : r.reason))).toEqual([
      'Title is required',
      'Session date must be a date written YYYY-MM-DD',
      'Start time must be a time written HH:MM',
      'End time must be after the start time',
      'Status must be active or cancelled',
      'Track must be text',
      'Each session must be an object with named fields',
      'Title is longer than 300 characters',
    ]);
  });

  it('parses clock times and ranges as the spec says (dot or colon, hyphen or en dash)', () => {
    expect(clockTime('9.05')).toBe('09:05');
    expect(clockTime('14:30:00')).toBe('14:30');
    expect(clockTime('24:00')).toBeNull();
    expect(timeRange('09:00-10:30')).toEqual(['09:00', '10:30']);
    expect(timeRange('9.00 – 10.30')).toEqual(['09:00', '10:30']);
    expect(timeRange('morning')).toBeNull();
  });
});

describe('planning an import', () => {
  const existing = [
    stored({ id: 1, title: 'Keynote', track: 'Keynote', sessionNumber: 'K1', startTime: '09:00:00' }),
    stored({ id: 2, title: 'Poster', track: 'P1', presenters: ['Ann'] }),
    stored({ id: 3, title: 'Going away', track: '9.9', sessionNumber: '99' }),
  ];

  it('matches by session number, else by track and title; adds, changes and removes', () => {
    const records = check(
      'json',
      JSON.stringify([
        { session_number: 'K1', title: 'Keynote', track: 'Keynote', start_time: '09:30' },
        { track: 'p1', title: 'POSTER', speaker: 'Ann' },
        { session_number: '5', title: 'Brand new', track: '5.1' },
      ]),
    );
    const plan = planImport(records, existing);
    expect(plan.add.map((s) => s.values.title)).toEqual(['Brand new']);
    expect(plan.change.map((c) => [c.existing.id, c.fields])).toEqual([
      [1, ['startTime']],
      [2, ['track', 'title']],
    ]);
    expect(plan.remove.map((r) => r.id)).toEqual([3]);
    expect(plan.unchanged).toBe(0);
    const described = describePlan(plan);
    expect(described.toChange[0]?.changes).toEqual([
      { field: 'startTime', label: 'Start time', from: '09:00', to: '09:30' },
    ]);
    expect(described.toRemove[0]).toMatchObject({ id: 3, title: 'Going away', row: null });
    expect(described.toAdd[0]).toMatchObject({ row: 3, id: null, sessionNumber: '5' });
  });

  it('names a moved day in words, with its year, in the changes it describes', () => {
    const records = check(
      'json',
      JSON.stringify([{ session_number: 'K1', title: 'Keynote', track: 'Keynote', session_date: '2027-09-14' }]),
    );
    const plan = planImport(
      records,
      [stored({ id: 1, sessionNumber: 'K1', title: 'Keynote', track: 'Keynote', sessionDate: '2027-09-13' })],
      [],
    );
    expect(describePlan(plan).toChange[0]?.changes).toEqual([
      { field: 'sessionDate', label: 'Date', from: 'Monday 13 September 2027', to: 'Tuesday 14 September 2027' },
    ]);
  });

  it('counts rows that change nothing as unchanged', () => {
    const records = check('json', JSON.stringify([{ session_number: 'K1', title: 'Keynote', start_time: '09:00' }]));
    const plan = planImport(records, existing);
    expect(plan.unchanged).toBe(1);
    expect(plan.change).toEqual([]);
  });

  it('reports duplicate numbers, and unnumbered rows with the same title, day and time, as invalid', () => {
    const records = check(
      'json',
      JSON.stringify([
        { session_number: 'A1', title: 'One' },
        { session_number: 'a1', title: 'Two' },
        { track: '1.1', title: 'Same' },
        { track: '1.1', title: 'same ' },
        // Breaks on different days, or at different times, are different sessions.
        { title: 'Lunch', session_date: '2027-09-13', start_time: '12:30' },
        { title: 'Lunch', session_date: '2027-09-14', start_time: '12:30' },
        { title: 'Coffee', session_date: '2027-09-13', start_time: '10:30' },
        { title: 'Coffee', session_date: '2027-09-13', start_time: '15:30' },
        { title: 'Coffee', session_date: '2027-09-13', start_time: '15:30' },
      ]),
    );
    expect(planImport(records, existing).invalid).toEqual([
      { row: 2, reason: 'The same session number "a1" is also on row 1' },
      { row: 4, reason: 'The same title, day and time is also on row 3' },
      { row: 9, reason: 'The same title, day and time is also on row 8' },
    ]);
  });

  it('matches untracked items by title on the same day and time first, so breaks keep their sessions', () => {
    const lunch = { title: 'Lunch', startTime: '12:30:00', endTime: '13:30:00' };
    const breaks = [
      stored({ id: 20, ...lunch, sessionDate: '2027-09-13' }),
      stored({ id: 21, ...lunch, sessionDate: '2027-09-14' }),
    ];
    const records = check(
      'json',
      JSON.stringify([
        // Listed Tuesday first, and Monday's moved by a quarter of an hour.
        { title: 'Lunch', session_date: '2027-09-14', start_time: '12:30', end_time: '13:30' },
        { title: 'Lunch', session_date: '2027-09-13', start_time: '12:45', end_time: '13:30' },
      ]),
    );
    const plan = planImport(records, breaks);
    expect(plan.invalid).toEqual([]);
    expect(plan.unchanged).toBe(1);
    expect(plan.change.map((c) => [c.existing.id, c.fields])).toEqual([[20, ['startTime']]]);
    expect(plan.add).toEqual([]);
    expect(plan.remove).toEqual([]);
  });

  it('reads back the description an export carries (the text shown) as no change', () => {
    const talk = stored({
      id: 30,
      sessionNumber: '4.1',
      title: 'Talk',
      abstractContent: 'Abstract',
      hasAbstract: true,
      description: 'Desc',
    });
    const keynote = stored({
      id: 31,
      sessionNumber: 'K2',
      track: 'Keynote',
      title: 'Key',
      abstractContent: 'Abs',
      hasAbstract: true,
      description: 'Desc',
    });
    const records = check(
      'json',
      JSON.stringify([
        { session_number: '4.1', title: 'Talk', description: 'Abstract', abstract_content: 'Abstract' },
        { session_number: 'K2', track: 'Keynote', title: 'Key', description: 'Desc', abstract_content: 'Abs' },
      ]),
    );
    expect(planImport(records, [talk, keynote]).unchanged).toBe(2);
    const changed = check('json', JSON.stringify([{ session_number: '4.1', title: 'Talk', description: 'New' }]));
    expect(planImport(changed, [talk]).change.map((c) => c.fields)).toEqual([['description']]);
  });

  it('removes the apostrophe a spreadsheet-safe CSV puts before a formula-like value, and only that', () => {
    expect(unguarded("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unguarded("'-3")).toBe('-3');
    expect(unguarded("'Tis the season")).toBe("'Tis the season");
    const [record] = check('csv', "title,track\n'-Minus,'@home\n");
    expect(record).toMatchObject({ ok: true, session: { values: { title: '-Minus', track: '@home' } } });
  });

  it('warns about rows it writes without an end time or with a location that is not a venue', () => {
    const records = check(
      'json',
      JSON.stringify([
        { session_number: 'W1', title: 'No end', start_time: '10:00', location: 'Linden Hall' },
        { session_number: 'W2', title: 'Somewhere', start_time: '10:00', end_time: '11:00', location: 'Room 9' },
      ]),
    );
    expect(planImport(records, [], ['Linden Hall']).warnings).toEqual([
      { row: 1, message: 'No end time: attendees see it as 45 minutes long' },
      { row: 2, message: 'Location "Room 9" is not one of the venues: it has no map or walking times' },
    ]);
  });
});
