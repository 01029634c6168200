// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { naturalCompare } from './natural-order';

describe('naturalCompare', () => {
  it('orders the track codes of a programme as Intl.Collator does with numeric ordering', () => {
    const codes = [
      'P34',
      'Keynote',
      '1.10',
      'P1',
      'Plenary',
      'M1',
      '9.8',
      '1.2',
      'P10',
      '1.1',
      'P9',
      'Icebreaker',
      '2.1',
      'Research evidence',
      '10.1',
      'm2',
      'Poster 3',
      'Poster 12',
      '1.9',
    ];
    const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });
    expect([...codes].sort(naturalCompare)).toEqual([...codes].sort(collator.compare));
  });

  it('puts the lower number first and is symmetric', () => {
    expect(naturalCompare('1.9', '1.10')).toBeLessThan(0);
    expect(naturalCompare('1.10', '1.9')).toBeGreaterThan(0);
    expect(naturalCompare('P2', 'p2')).toBe(0);
    expect(naturalCompare('P', 'P1')).toBeLessThan(0);
  });
});
