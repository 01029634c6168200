import { describe, expect, it } from 'vitest';
import { firstFreeSlug, nameTag, slugBase } from './speaker-slug';

describe('slugBase', () => {
  it('keeps letters and digits, lower case, words joined by hyphens', () => {
    expect(slugBase('Dr Zoë O’Neill')).toBe('dr-zoe-o-neill');
    expect(slugBase('  Ishbel Moncrieff (Chair of Trustees) ')).toBe('ishbel-moncrieff-chair-of-trustees');
    expect(slugBase('Prof. Keziah Achterberg')).toBe('prof-keziah-achterberg');
  });
  it('gives a name with nothing to keep "speaker-" and a tag of the name itself (issue 30)', () => {
    expect(slugBase('李小龍')).toBe(`speaker-${nameTag('李小龍')}`);
    expect(slugBase('李小龍')).toMatch(/^speaker-[0-9a-f]{8}$/);
    expect(slugBase('李小龍')).not.toBe(slugBase('山田太郎'));
    expect(slugBase('---')).toMatch(/^speaker-[0-9a-f]{8}$/);
  });
  it('cuts long names without leaving a hyphen at the end', () => {
    const slug = slugBase(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('nameTag', () => {
  it('is the same for the same name however it is spaced or composed, and differs with the letters', () => {
    expect(nameTag(' Zoë  Ng ')).toBe(nameTag('Zoe\u0308 Ng'));
    expect(nameTag('Zoë Ng')).not.toBe(nameTag('Zoe Ng'));
    expect(nameTag('Σωκράτης')).not.toBe(nameTag('ΣΩΚΡΆΤΗΣ'));
  });
});

describe('firstFreeSlug', () => {
  it('adds the name’s own tag to a slug that is taken, whatever else is taken', () => {
    expect(firstFreeSlug('Ann One', new Set())).toBe('ann-one');
    const tagged = `ann-one-${nameTag('Ann Öne')}`;
    expect(firstFreeSlug('Ann Öne', new Set(['ann-one']))).toBe(tagged);
    expect(firstFreeSlug('Ann Öne', new Set(['ann-one', 'ann-one-2', 'ann-one-3']))).toBe(tagged);
  });
  it('numbers only when the tagged slug is taken too', () => {
    const tagged = `ann-one-${nameTag('Ann Öne')}`;
    expect(firstFreeSlug('Ann Öne', new Set(['ann-one', tagged]))).toBe(`${tagged}-2`);
    const nonLatin = slugBase('李小龍');
    expect(firstFreeSlug('李小龍', new Set([nonLatin]))).toBe(`${nonLatin}-2`);
  });
  it('keeps a tagged long name within 80 characters', () => {
    const name = `${'a'.repeat(78)} b`;
    const slug = firstFreeSlug(name, new Set([slugBase(name)]));
    expect(slug).toMatch(/^a+-[0-9a-f]{8}$/);
    expect(slug.length).toBeLessThanOrEqual(80);
  });
});
