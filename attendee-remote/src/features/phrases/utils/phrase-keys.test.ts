import { describe, expect, it } from 'vitest';
import { type PhraseKey, phraseKeyTarget } from './phrase-keys';

const keys: PhraseKey[] = [
  { key: 'starter-1', group: 'starter' },
  { key: 'starter-2', group: 'starter' },
  { key: 'starter-3', group: 'starter' },
  { key: 'mine-7', group: 'mine' },
  { key: 'mine-8', group: 'mine' },
];

describe('phraseKeyTarget', () => {
  it('Page Down goes to the next group, and stays put in the last one', () => {
    expect(phraseKeyTarget(keys, 'starter-2', 'PageDown')).toBe('mine-7');
    expect(phraseKeyTarget(keys, 'mine-7', 'PageDown')).toBe('mine-7');
  });

  it("Page Up goes first to the group's first phrase, then to the group before", () => {
    expect(phraseKeyTarget(keys, 'mine-8', 'PageUp')).toBe('mine-7');
    expect(phraseKeyTarget(keys, 'mine-7', 'PageUp')).toBe('starter-1');
    expect(phraseKeyTarget(keys, 'starter-3', 'PageUp')).toBe('starter-1');
    expect(phraseKeyTarget(keys, 'starter-1', 'PageUp')).toBe('starter-1');
  });

  it('arrows stop at the ends; other keys and unknown phrases are not the bank’s', () => {
    expect(phraseKeyTarget(keys, 'starter-1', 'ArrowUp')).toBe('starter-1');
    expect(phraseKeyTarget(keys, 'mine-8', 'ArrowRight')).toBe('mine-8');
    expect(phraseKeyTarget(keys, 'starter-1', 'x')).toBeNull();
    expect(phraseKeyTarget(keys, 'gone-1', 'ArrowDown')).toBeNull();
    expect(phraseKeyTarget([{ key: 'mine-1', group: 'mine' }], 'mine-1', 'PageDown')).toBe('mine-1');
  });
});
