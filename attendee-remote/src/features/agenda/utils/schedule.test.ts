// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entry } from './agenda-test-entries';
import { breakText, buildSchedule, type ScheduleItem } from './schedule';

const describeItems = (items: ScheduleItem[]) =>
  items.map((item) => (item.kind === 'break' ? breakText(item.minutes) : item.entry.session.title));

describe('buildSchedule', () => {
  it('groups by day in date order, TBA dates last', () => {
    const days = buildSchedule([
      entry({ title: 'Tue', sessionDate: '2027-09-14' }),
      entry({ title: 'TBA', sessionDate: null, startTime: null }),
      entry({ title: 'Mon', sessionDate: '2027-09-13' }),
    ]);
    expect(days.map((d) => d.date)).toEqual(['2027-09-13', '2027-09-14', null]);
  });

  it('shows a break only where the gap exceeds 15 minutes', () => {
    const [day] = buildSchedule([
      entry({ title: 'A', startTime: '09:00', endTime: '09:45' }),
      entry({ title: 'B', startTime: '10:00', endTime: '10:30' }), // 15 minutes: no break
      entry({ title: 'C', startTime: '10:46', endTime: '11:30' }), // 16 minutes: a break
      entry({ title: 'D', startTime: '13:00', endTime: '14:00' }),
    ]);
    expect(describeItems(day!.items)).toEqual(['A', 'B', '16 minute break', 'C', '90 minute break', 'D']);
    const lunch = day!.items[4];
    expect(lunch).toMatchObject({ kind: 'break', minutes: 90, from: 11 * 60 + 30, to: 13 * 60 });
  });

  it('assumes 45 minutes when a session has no end time', () => {
    const [day] = buildSchedule([
      entry({ title: 'A', startTime: '09:00', endTime: null }), // ends 09:45
      entry({ title: 'B', startTime: '10:05', endTime: '10:30' }),
    ]);
    expect(describeItems(day!.items)).toEqual(['A', '20 minute break', 'B']);
  });

  it('measures from the latest end, so a long session hides the gap between shorter overlapping ones', () => {
    const [day] = buildSchedule([
      entry({ title: 'Long', startTime: '09:00', endTime: '12:00' }),
      entry({ title: 'Short', startTime: '09:30', endTime: '10:00' }),
      entry({ title: 'Later', startTime: '11:00', endTime: '11:30' }),
    ]);
    expect(describeItems(day!.items)).toEqual(['Long', 'Short', 'Later']);
  });

  it('does not count a cancelled session, and starts afresh each day', () => {
    const days = buildSchedule([
      entry({ title: 'A', startTime: '09:00', endTime: '10:00' }),
      entry({ title: 'Cancelled', startTime: '10:00', endTime: '11:00', status: 'cancelled' }),
      entry({ title: 'B', startTime: '11:00', endTime: '11:45' }),
      entry({ title: 'Tue', sessionDate: '2027-09-14', startTime: '15:00' }),
    ]);
    expect(describeItems(days[0]!.items)).toEqual(['A', 'Cancelled', '60 minute break', 'B']);
    expect(describeItems(days[1]!.items)).toEqual(['Tue']);
  });
});

describe('buildSchedule and the day boundary at 04:00 (issue 34)', () => {
  it('lists a session at 00:30 on Tuesday with Monday night, after a break measured across midnight', () => {
    const days = buildSchedule([
      entry({ title: 'Night', sessionDate: '2027-09-14', startTime: '00:30', endTime: '01:15' }),
      entry({ title: 'Evening', sessionDate: '2027-09-13', startTime: '22:00', endTime: '23:00' }),
      entry({ title: 'Morning', sessionDate: '2027-09-14', startTime: '09:00', endTime: '09:45' }),
    ]);
    expect(days.map((day) => [day.date, describeItems(day.items)])).toEqual([
      ['2027-09-13', ['Evening', '90 minute break', 'Night']],
      ['2027-09-14', ['Morning']],
    ]);
  });
});
