import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugBase } from './speaker-slug';

describe('slugBase', () => {
  it('keeps letters and digits, lower case, words joined by hyphens', () => {
    expect(slugBase('Dr Zoë O’Neill')).toBe('dr-zoe-o-neill');
    expect(slugBase('  Ishbel Moncrieff (Chair of Trustees) ')).toBe('ishbel-moncrieff-chair-of-trustees');
    expect(slugBase('Prof. Keziah Achterberg')).toBe('prof-keziah-achterberg');
  });
  it('falls back to "speaker" for a name with nothing to keep', () => {
    expect(slugBase('李小龍')).toBe('speaker');
    expect(slugBase('---')).toBe('speaker');
  });
  it('cuts long names without leaving a hyphen at the end', () => {
    const slug = slugBase(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('firstFreeSlug', () => {
  it('numbers a slug that is taken', () => {
    expect(firstFreeSlug('ann-one', new Set())).toBe('ann-one');
    expect(firstFreeSlug('ann-one', new Set(['ann-one']))).toBe('ann-one-2');
    expect(firstFreeSlug('ann-one', new Set(['ann-one', 'ann-one-2']))).toBe('ann-one-3');
  });
});
