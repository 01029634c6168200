// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatChange, formatCount, formatDay, formatExact, humanize, NO_PREVIOUS_DATA } from './format';

describe('formatCount', () => {
  it('shows numbers under 1000 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
  });

  it('shows 1000 or more as x.xk, never rounding up past the number', () => {
    expect(formatCount(1000)).toBe('1.0k');
    expect(formatCount(1234)).toBe('1.2k');
    expect(formatCount(1299)).toBe('1.2k');
    expect(formatCount(15_300)).toBe('15.3k');
    expect(formatCount(999_999)).toBe('999.9k');
  });

  it('writes exact numbers with thousands separators', () => {
    expect(formatExact(1234)).toBe('1,234');
  });
});

describe('formatChange', () => {
  it('signs increases and decreases with a real minus', () => {
    expect(formatChange(12)).toBe('+12%');
    expect(formatChange(-8)).toBe('\u22128%');
    expect(formatChange(16.7)).toBe('+16.7%');
    expect(formatChange(-33.3)).toBe('\u221233.3%');
  });

  it('shows no change as 0%', () => {
    expect(formatChange(0)).toBe('0%');
  });

  it('says there is no previous data instead of an infinite change', () => {
    expect(formatChange(null)).toBe(NO_PREVIOUS_DATA);
    expect(NO_PREVIOUS_DATA).toBe('no data in the previous period');
  });
});

describe('labels', () => {
  it('turns action names and dates into words', () => {
    expect(humanize('page_view')).toBe('Page view');
    expect(formatDay('2026-11-02')).toBe('2 Nov');
  });
});
