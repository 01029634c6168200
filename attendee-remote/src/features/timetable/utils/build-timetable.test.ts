// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../../test/session-fixture';
import { buildTimetable, categoryColour, dayColour, sessionCountText } from './build-timetable';

const MON = '2027-09-13';
const TUE = '2027-09-14';
const WED = '2027-09-15';
const days = [
  { date: MON, dayName: 'Monday' },
  { date: TUE, dayName: 'Tuesday' },
];

describe('buildTimetable', () => {
  it('has one column per conference day, in date order, even a day without sessions', () => {
    const table = buildTimetable(
      [makeSession({ id: 1, title: 'A', sessionDate: TUE, startTime: '09:00' })],
      [
        { date: WED, dayName: 'Wednesday' },
        { date: MON, dayName: 'Monday' },
        { date: TUE, dayName: 'Tuesday' },
      ],
    );
    expect(table.days.map((day) => [day.date, day.dayName, day.count])).toEqual([
      [MON, 'Monday', 0],
      [TUE, 'Tuesday', 1],
      [WED, 'Wednesday', 0],
    ]);
    expect(table.days[0]?.label).toBe('Monday 13 September 2027');
    expect(table.days.map((day) => day.colour)).toEqual(['monday', 'tuesday', 'wednesday']);
  });

  it('adds a column for a day that has sessions but is not configured, named from its date', () => {
    const table = buildTimetable(
      [makeSession({ id: 1, title: 'A', sessionDate: '2027-09-19', startTime: '10:00' })],
      days,
    );
    expect(table.days.map((day) => day.dayName)).toEqual(['Monday', 'Tuesday', 'Sunday']);
    expect(table.rows[0]?.cells.map((cell) => cell.length)).toEqual([0, 0, 1]);
  });

  it('uses the days of the data alone when there is no configuration', () => {
    const table = buildTimetable([
      makeSession({ id: 1, title: 'A', sessionDate: TUE, startTime: '10:00' }),
      makeSession({ id: 2, title: 'B', sessionDate: MON, startTime: '10:00' }),
    ]);
    expect(table.days.map((day) => day.dayName)).toEqual(['Monday', 'Tuesday']);
  });

  it('makes one row per distinct start time, sorted, each cell holding that day’s sessions in the given order', () => {
    const table = buildTimetable(
      [
        makeSession({ id: 1, title: 'Late', sessionDate: MON, startTime: '14:00' }),
        makeSession({ id: 2, title: 'Early Tuesday', sessionDate: TUE, startTime: '9:05' }),
        makeSession({ id: 3, title: 'Early Monday', sessionDate: MON, startTime: '09:05:00' }),
        makeSession({ id: 4, title: 'Also early Monday', sessionDate: MON, startTime: '09:05' }),
      ],
      days,
    );
    expect(table.rows.map((row) => row.label)).toEqual(['09:05', '14:00']);
    const titles = table.rows.map((row) => row.cells.map((cell) => cell.map((entry) => entry.session.title)));
    expect(titles).toEqual([
      [['Early Monday', 'Also early Monday'], ['Early Tuesday']],
      [['Late'], []],
    ]);
  });

  it('leaves off sessions without a date or a readable start time, and counts them', () => {
    const table = buildTimetable(
      [
        makeSession({ id: 1, title: 'Placed', sessionDate: MON, startTime: '09:00' }),
        makeSession({ id: 2, title: 'No date', sessionDate: null, startTime: '09:00' }),
        makeSession({ id: 3, title: 'No time', sessionDate: MON, startTime: null }),
        makeSession({ id: 4, title: 'Unreadable time', sessionDate: MON, startTime: 'after lunch' }),
        makeSession({ id: 5, title: 'Impossible time', sessionDate: MON, startTime: '25:00' }),
        makeSession({ id: 6, title: 'Unreadable date', sessionDate: '2027-02-30', startTime: '09:00' }),
      ],
      days,
    );
    expect(table.total).toBe(1);
    expect(table.leftOff).toBe(5);
    expect(table.rows).toHaveLength(1);
  });

  it('counts the sessions of each day for the footer', () => {
    const table = buildTimetable(
      [
        makeSession({ id: 1, title: 'A', sessionDate: MON, startTime: '09:00' }),
        makeSession({ id: 2, title: 'B', sessionDate: MON, startTime: '10:00' }),
        makeSession({ id: 3, title: 'C', sessionDate: MON, startTime: '10:00' }),
        makeSession({ id: 4, title: 'D', sessionDate: TUE, startTime: '10:00', status: 'cancelled' }),
      ],
      days,
    );
    expect(table.days.map((day) => day.count)).toEqual([3, 1]);
    expect(table.total).toBe(4);
  });

  it('fills in the timetable defaults and the time range', () => {
    const table = buildTimetable(
      [
        makeSession({ id: 1, title: 'Bare', sessionDate: MON, startTime: '09:00', category: '  ' }),
        makeSession({
          id: 2,
          title: 'Full',
          sessionDate: MON,
          startTime: '10:00',
          endTime: '11:30',
          category: 'Keynote',
          location: 'Rowan Auditorium',
          track: 'Keynote',
          status: 'cancelled',
        }),
      ],
      days,
    );
    const [bare, full] = table.rows.map((row) => row.cells[0]![0]!);
    expect(bare).toMatchObject({
      category: 'Session',
      colour: 'session',
      location: 'TBA',
      track: 'General',
      timeRange: '09:00–09:45',
      cancelled: false,
    });
    expect(full).toMatchObject({
      category: 'Keynote',
      colour: 'keynote',
      location: 'Rowan Auditorium',
      track: 'Keynote',
      timeRange: '10:00–11:30',
      cancelled: true,
    });
  });

  it('is empty for no sessions', () => {
    expect(buildTimetable([], [])).toEqual({ days: [], rows: [], total: 0, leftOff: 0 });
  });
});

describe('colours', () => {
  it('gives the named categories their own colour and any other a default', () => {
    expect(
      ['Keynote', 'workshop', 'PANEL', 'Presentation', 'Break', 'Networking', 'Session'].map(categoryColour),
    ).toEqual(['keynote', 'workshop', 'panel', 'presentation', 'break', 'networking', 'session']);
    expect(categoryColour('Eye gaze')).toBe('default');
  });

  it('gives every weekday a colour', () => {
    expect(['Monday', 'tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(dayColour)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(dayColour('Day 1')).toBe('default');
  });
});

describe('sessionCountText', () => {
  it('says session or sessions', () => {
    expect(sessionCountText(1)).toBe('1 session');
    expect(sessionCountText(0)).toBe('0 sessions');
    expect(sessionCountText(66)).toBe('66 sessions');
  });
});

describe('buildTimetable and the day boundary at 04:00 (issue 34)', () => {
  it('puts a session at 00:30 on Tuesday in Monday’s column, in a row after Monday’s evening', () => {
    const monday = { date: '2027-09-13', dayName: 'Monday' };
    const tuesday = { date: '2027-09-14', dayName: 'Tuesday' };
    const table = buildTimetable(
      [
        makeSession({ id: 1, title: 'Evening', sessionDate: '2027-09-13', startTime: '22:00' }),
        makeSession({ id: 2, title: 'Night', sessionDate: '2027-09-14', startTime: '00:30' }),
        makeSession({ id: 3, title: 'Morning', sessionDate: '2027-09-14', startTime: '09:00' }),
      ],
      [monday, tuesday],
    );
    expect(
      table.rows.map((row) => [row.label, row.cells.map((cell) => cell.map((entry) => entry.session.title))]),
    ).toEqual([
      ['09:00', [[], ['Morning']]],
      ['22:00', [['Evening'], []]],
      ['00:30', [['Night'], []]],
    ]);
    expect(table.days.map((day) => day.count)).toEqual([2, 1]);
  });
});
