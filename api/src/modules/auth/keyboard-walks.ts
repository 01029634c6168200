/**
 * Keyboard walks (issue 34): passwords typed by running a finger along a row or a diagonal of the keyboard
 * (`qwertyuiop`, `1qaz2wsx`, `zxcvbnm,./`, `poiuytrewq`). They look random and pass every other rule, yet
 * they are among the first guesses of any cracking tool. Checked on the layouts people here type on: US QWERTY,
 * German QWERTZ, French AZERTY and the number pad. Pure.
 */

/** One row of keys: the characters unshifted and shifted, and how far its first key sits from the left edge. */
interface KeyRow {
  keys: string;
  shifted: string;
  offset: number;
}

/** Rows from the digits down. Offsets in key widths, as on a standard keyboard (Tab 1.5, Caps 1.75, Shift). */
const LAYOUTS: Record<string, readonly KeyRow[]> = {
  qwerty: [
    { keys: '`1234567890-=', shifted: '~!@#$%^&*()_+', offset: 0 },
    { keys: 'qwertyuiop[]\\', shifted: 'QWERTYUIOP{}|', offset: 1.5 },
    { keys: "asdfghjkl;'", shifted: 'ASDFGHJKL:"', offset: 1.75 },
    { keys: 'zxcvbnm,./', shifted: 'ZXCVBNM<>?', offset: 2.25 },
  ],
  qwertz: [
    { keys: '^1234567890ß´', shifted: '°!"§$%&/()=?`', offset: 0 },
    { keys: 'qwertzuiopü+', shifted: 'QWERTZUIOPÜ*', offset: 1.5 },
    { keys: 'asdfghjklöä#', shifted: "ASDFGHJKLÖÄ'", offset: 1.75 },
    { keys: '<yxcvbnm,.-', shifted: '>YXCVBNM;:_', offset: 1.25 },
  ],
  azerty: [
    { keys: '²&é"\'(-è_çà)=', shifted: '²1234567890°+', offset: 0 },
    { keys: 'azertyuiop^$', shifted: 'AZERTYUIOP¨£', offset: 1.5 },
    { keys: 'qsdfghjklmù*', shifted: 'QSDFGHJKLM%µ', offset: 1.75 },
    { keys: '<wxcvbn,;:!', shifted: '>WXCVBN?./§', offset: 1.25 },
  ],
  numberPad: [
    { keys: '789', shifted: '', offset: 0 },
    { keys: '456', shifted: '', offset: 0 },
    { keys: '123', shifted: '', offset: 0 },
  ],
};

interface Key {
  row: number;
  x: number;
}

/** Where each character is on a layout; a character on two keys keeps its first (unshifted) place. */
function keyMap(rows: readonly KeyRow[]): Map<string, Key> {
  const map = new Map<string, Key>();
  rows.forEach((row, index) => {
    for (const keys of [row.keys, row.shifted]) {
      [...keys].forEach((char, position) => {
        if (!map.has(char)) map.set(char, { row: index, x: row.offset + position });
      });
    }
  });
  return map;
}

const MAPS = Object.values(LAYOUTS).map(keyMap);

/**
 * The direction of one step from key to key: along the row (left or right) or to a touching key of the row
 * above or below (left or right of it); null when the keys do not touch.
 */
function direction(from: Key | undefined, to: Key | undefined): string | null {
  if (!from || !to) return null;
  const rows = to.row - from.row;
  const across = to.x - from.x;
  if (rows === 0 && Math.abs(across) === 1) return across > 0 ? 'right' : 'left';
  if (Math.abs(rows) === 1 && Math.abs(across) < 1)
    return `${rows > 0 ? 'down' : 'up'}-${across < 0 ? 'left' : 'right'}`;
  return null;
}

/** A straight walk counts from this many keys: `qaz`, `wsx` and `edc` are three-key columns. */
const MIN_WALK_KEYS = 3;

/**
 * How many of the characters lie on straight walks of three keys or more on one layout: runs of keys that each
 * touch the one before in the same direction. `1qaz2wsx3edc` is three walks that cover all twelve.
 */
function walkedCharacters(chars: readonly string[], keys: Map<string, Key>): number {
  const covered = new Set<number>();
  let start = 0;
  let heading: string | null = null;
  const close = (end: number) => {
    if (heading !== null && end - start + 1 >= MIN_WALK_KEYS) for (let i = start; i <= end; i += 1) covered.add(i);
  };
  for (let i = 1; i < chars.length; i += 1) {
    const step = direction(keys.get(chars[i - 1] ?? ''), keys.get(chars[i] ?? ''));
    if (step !== null && step === heading) continue;
    close(i - 1);
    start = i - 1;
    heading = step;
  }
  close(chars.length - 1);
  return covered.size;
}

/** A password is a keyboard walk when walks cover at least this share of its characters (spaces aside). */
const WALK_SHARE = 2 / 3;

/** True when the password is mostly walks along the keys of one common layout, in either direction. */
export function isKeyboardWalk(password: string): boolean {
  const chars = [...password.normalize('NFC').toLowerCase()].filter((char) => char.trim() !== '');
  if (chars.length === 0) return false;
  return MAPS.some((keys) => walkedCharacters(chars, keys) >= chars.length * WALK_SHARE);
}
