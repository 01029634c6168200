import { describe, expect, it } from 'vitest';
import { percentChange } from './percent-change';

describe('percentChange', () => {
  it('compares this range with the previous one as a percentage', () => {
    expect(percentChange(12, 10)).toBe(20);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(30, 10)).toBe(200);
    expect(percentChange(0, 4)).toBe(-100);
  });

  it('is 0, never -0, when nothing changed', () => {
    expect(Object.is(percentChange(7, 7), 0)).toBe(true);
  });

  it('rounds to one decimal, halves away from zero', () => {
    expect(percentChange(4, 3)).toBe(33.3);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(5, 3)).toBe(66.7);
    expect(percentChange(1001, 2000)).toBe(-50); // -49.95 → -50
    expect(percentChange(2999, 2000)).toBe(50); // 49.95 → 50
  });

  it('is null, not infinite, when the previous range counted nothing', () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});
