import { describe, expect, it } from 'vitest';
import { dayInWords } from './dates-in-words';

describe('dayInWords', () => {
  it('names a programme day as the app does: weekday, day and month, the year only when asked', () => {
    expect(dayInWords('2027-09-13')).toBe('Monday 13 September');
    expect(dayInWords('2027-09-14', { year: true })).toBe('Tuesday 14 September 2027');
    expect(dayInWords('2028-02-29')).toBe('Tuesday 29 February');
  });

  it('gives back what is not a real day unchanged rather than naming a wrong one', () => {
    expect(dayInWords('2027-02-31')).toBe('2027-02-31');
    expect(dayInWords('13/09/2027')).toBe('13/09/2027');
    expect(dayInWords('')).toBe('');
  });
});
