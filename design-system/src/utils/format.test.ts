// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDateGB } from './format-date';
import { formatMinutes, formatTimeRange, parseTimeToMinutes } from './format-time';
import { truncate } from './truncate';

describe('formatDateGB', () => {
  it("formats 'Monday 13 September 2027' from a date", () => {
    expect(formatDateGB('2027-09-13')).toBe('Monday 13 September 2027');
    expect(formatDateGB('2027-09-14')).toBe('Tuesday 14 September 2027');
  });

  it('formats a date-time', () => {
    expect(formatDateGB('2027-09-13T12:00:00')).toBe('Monday 13 September 2027');
  });

  it("falls back to 'Date TBA' for missing or bad input", () => {
    expect(formatDateGB(undefined)).toBe('Date TBA');
    expect(formatDateGB('')).toBe('Date TBA');
    expect(formatDateGB('not a date')).toBe('Date TBA');
    expect(formatDateGB(null, '')).toBe('');
  });
});

describe('formatTimeRange', () => {
  it('joins start and end with an en dash', () => {
    expect(formatTimeRange('09:30', '10:15')).toBe('09:30–10:15');
    expect(formatTimeRange('09:30:00', '10:15:00')).toBe('09:30–10:15');
    expect(formatTimeRange('9:05', '9.50')).toBe('09:05–09:50');
    expect(formatTimeRange('2027-09-13T14:00:00', '2027-09-13T15:30:00')).toBe('14:00–15:30');
  });

  it('adds 45 minutes when the end is missing or unreadable', () => {
    expect(formatTimeRange('09:30')).toBe('09:30–10:15');
    expect(formatTimeRange('09:30', null)).toBe('09:30–10:15');
    expect(formatTimeRange('09:30', 'TBA')).toBe('09:30–10:15');
    expect(formatTimeRange('23:30')).toBe('23:30–00:15');
  });

  it("says 'Time TBA' without a start", () => {
    expect(formatTimeRange(undefined, '10:00')).toBe('Time TBA');
    expect(formatTimeRange('25:00')).toBe('Time TBA');
  });

  it('parses and prints minutes', () => {
    expect(parseTimeToMinutes('01:02')).toBe(62);
    expect(parseTimeToMinutes('')).toBeNull();
    expect(formatMinutes(-15)).toBe('23:45');
  });
});

describe('truncate', () => {
  it("cuts long text and adds '...'", () => {
    expect(truncate('abcdefghij', 5)).toBe('abcde...');
    expect(truncate('hello world', 6)).toBe('hello...');
  });

  it('leaves short text alone and tolerates nothing', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate(undefined, 10)).toBe('');
  });

  it('never splits an emoji', () => {
    expect(truncate('👍👍👍', 2)).toBe('👍👍...');
  });
});
