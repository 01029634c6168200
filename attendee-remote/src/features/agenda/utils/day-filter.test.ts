// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entry } from './agenda-test-entries';
import { ALL_DAYS, dayOptions, filterByDay, resultsText } from './day-filter';

describe('day filter', () => {
  const entries = [
    entry({ sessionDate: '2027-09-14' }),
    entry({ sessionDate: '2027-09-13' }),
    entry({ sessionDate: '2027-09-13' }),
    entry({ sessionDate: null }),
  ];

  it("offers 'All Days' and each bookmarked day in date order, keeping a chosen day that is now empty", () => {
    expect(dayOptions(entries, ALL_DAYS)).toEqual([
      { value: 'all', label: 'All Days' },
      { value: '2027-09-13', label: 'Monday 13 September 2027' },
      { value: '2027-09-14', label: 'Tuesday 14 September 2027' },
    ]);
    expect(dayOptions([], '2027-09-14').map((o) => o.value)).toEqual(['all', '2027-09-14']);
  });

  it('filters by date', () => {
    expect(filterByDay(entries, ALL_DAYS)).toHaveLength(4);
    expect(filterByDay(entries, '2027-09-13')).toHaveLength(2);
  });

  it('words the results line as the spec does', () => {
    expect(resultsText(4, ALL_DAYS)).toBe('Showing all 4 sessions in your agenda');
    expect(resultsText(1, ALL_DAYS)).toBe('Showing all 1 session in your agenda');
    expect(resultsText(2, '2027-09-13')).toBe('Showing 2 sessions for Monday 13 September 2027');
    expect(resultsText(0, '2027-09-14')).toBe('Showing 0 sessions for Tuesday 14 September 2027');
  });
});

describe('the agenda’s days and the day boundary at 04:00 (issue 34)', () => {
  it('offers and filters by programme day: a session at 00:30 on Tuesday is Monday night’s', () => {
    const night = entry({ title: 'Night', sessionDate: '2027-09-14', startTime: '00:30' });
    const morning = entry({ title: 'Morning', sessionDate: '2027-09-14', startTime: '09:00' });
    expect(dayOptions([night, morning], ALL_DAYS).map((option) => option.value)).toEqual([
      ALL_DAYS,
      '2027-09-13',
      '2027-09-14',
    ]);
    expect(filterByDay([night, morning], '2027-09-13').map((e) => e.session.title)).toEqual(['Night']);
  });
});
