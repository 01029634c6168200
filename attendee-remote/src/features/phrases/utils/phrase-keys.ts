/**
 * The phrase bank's keys (issue 35), as a pure function: given the phrases in order (each with its group), the one
 * with focus and the key pressed, which phrase gets focus next, or null when the key is not the bank's.
 * Arrows move one phrase (no wrapping: the ends are where they look to be), Home and End to the first and last,
 * Page Down and Page Up to the first phrase of the next or previous group (Page Up inside a group goes first to that
 * group's first phrase).
 */
export type PhraseGroup = 'starter' | 'mine';
export interface PhraseKey {
  key: string;
  group: PhraseGroup;
}

export function phraseKeyTarget(keys: readonly PhraseKey[], from: string, pressed: string): string | null {
  const index = keys.findIndex((entry) => entry.key === from);
  if (index < 0 || keys.length === 0) return null;
  const at = (i: number) => keys[Math.max(0, Math.min(keys.length - 1, i))]?.key ?? null;
  const groupStart = (i: number) => {
    let start = i;
    while (start > 0 && keys[start - 1]?.group === keys[i]?.group) start -= 1;
    return start;
  };
  switch (pressed) {
    case 'ArrowDown':
    case 'ArrowRight':
      return at(index + 1);
    case 'ArrowUp':
    case 'ArrowLeft':
      return at(index - 1);
    case 'Home':
      return at(0);
    case 'End':
      return at(keys.length - 1);
    case 'PageDown': {
      const next = keys.findIndex((entry, i) => i > index && entry.group !== keys[index]?.group);
      return next < 0 ? at(index) : at(next);
    }
    case 'PageUp': {
      const start = groupStart(index);
      if (start < index) return at(start);
      return start === 0 ? at(0) : at(groupStart(start - 1));
    }
    default:
      return null;
  }
}
