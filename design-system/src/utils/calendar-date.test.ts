// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendar-date';

describe('calendarDate', () => {
  it('names every day of three years as Intl does in en-GB', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      const parts = calendarDate(iso);
      expect(parts && `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`).toBe(
        intl.format(time).replace(',', ''),
      );
    }
  });

  it('refuses what is not a real calendar day', () => {
    expect(calendarDate('2027-02-29')).toBeNull();
    expect(calendarDate('2027-13-01')).toBeNull();
    expect(calendarDate('2027-9-13')).toBeNull();
    expect(calendarDate('2027-09-13T10:00')).toBeNull();
    expect(calendarDate('2028-02-29')).toEqual({ weekday: 'Tuesday', day: 29, month: 'February', year: 2028 });
  });
});
