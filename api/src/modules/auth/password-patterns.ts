/**
 * The parts of the password rule that look at what a password is made of rather than its length (issue 30):
 * invisible characters, one character or a short piece repeated, a straight run, and words anyone can guess
 * from the context (the conference's name, organiser and venue, the person's own address). Each returns a
 * message for a person, or null.
 */

/** Format and control characters: zero-width spaces and joiners, direction marks, soft hyphens, NUL, tabs. */
const INVISIBLE = /[\p{Cf}\p{Cc}]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');

/** The characters a password shows: what is left without its invisible ones. */
export function visibleCharacters(password: string): string[] {
  return [...password.normalize('NFC').replace(INVISIBLE_ALL, '')];
}

export const INVISIBLE_MESSAGE =
  'Password must not contain invisible characters such as zero-width spaces or direction marks; type it with visible characters';

/**
 * Invisible characters are refused outright rather than ignored: a password of twelve zero-width spaces looks
 * empty, one with a joiner in it cannot be typed again on another keyboard, and both pass a length rule.
 * Emoji built with a zero-width joiner are the one casualty; their parts alone are accepted.
 */
export function invisibleProblem(password: string): string | null {
  return INVISIBLE.test(password) ? INVISIBLE_MESSAGE : null;
}

export const REPETITION_MESSAGE =
  'Password must not be one character or a short pattern repeated, like aaaa… or abcabc…; choose three or four unrelated words';
export const RUN_MESSAGE = 'Password must not be a run of letters or digits, like abcdef… or 123456…';

/** At least this many different characters: `aaaaaaaaaaaaaaaa` has one, `abcabcabcabc` three, `ab12ab12ab12` four. */
const MIN_DISTINCT = 5;

export function repetitionProblem(password: string): string | null {
  const chars = visibleCharacters(password.toLowerCase()).filter((c) => c.trim() !== '');
  if (new Set(chars).size < MIN_DISTINCT) return REPETITION_MESSAGE;
  if (isRepeatedUnit(chars)) return REPETITION_MESSAGE;
  if (isStraightRun(chars)) return RUN_MESSAGE;
  return null;
}

/** True when the whole is a shorter piece written again and again (the last copy may be cut short). */
function isRepeatedUnit(chars: readonly string[]): boolean {
  for (let unit = 1; unit <= chars.length / 2; unit += 1) {
    if (chars.every((c, i) => c === chars[i % unit])) return true;
  }
  return false;
}

/** True when each character is the previous one's code point plus or minus one throughout (abcd…, 9876…). */
function isStraightRun(chars: readonly string[]): boolean {
  const points = chars.map((c) => c.codePointAt(0) ?? 0);
  const step = (points[1] ?? 0) - (points[0] ?? 0);
  if (Math.abs(step) !== 1) return false;
  return points.every((p, i) => i === 0 || p - (points[i - 1] ?? 0) === step);
}

export const CONTEXT_MESSAGE =
  'Password must not be made from the conference’s name, its topic (such as AAC) or your email address with a year or a few common words: anyone who knows them can guess it. A few unrelated words of your own work well';

/**
 * Words of the conference's topic and of this app, guessable by anyone who knows what the conference is about:
 * `Conference2027`, `conference-companion2026`, `iloveaac2027`.
 */
export const TOPIC_WORDS = [
  'conference',
  'companion',
  'aac',
  'isaac',
  'augmentative',
  'alternative',
  'communication',
] as const;

/**
 * Common words that add nothing to a guessable base: `iloveaac`, `welcome to the conference`, `ourconference`.
 * Only the part of a password left after the context's words is read for them, and only as a whole: `lovely`
 * stays someone's own word, `ilove` is not.
 */
const FILLER_WORDS = new Set([
  'i',
  'a',
  'love',
  'like',
  'my',
  'our',
  'the',
  'we',
  'to',
  'at',
  'of',
  'and',
  'for',
  'is',
  'in',
  'me',
  'you',
  'best',
  'welcome',
  'hello',
  'hi',
  'go',
  'lets',
  'happy',
  'great',
  'fun',
  'team',
  'day',
  'year',
  'new',
  'see',
  'talk',
  'talks',
]);

const LONGEST_FILLER = Math.max(...[...FILLER_WORDS].map((word) => word.length));

/** True when a run of letters is nothing but common words written together (`ilove`, `welcometothe`). */
function onlyFillerWords(run: string): boolean {
  const chars = [...run];
  // reachable[i]: the first i characters split into common words.
  const reachable = [true, ...chars.map(() => false)];
  for (let end = 1; end <= chars.length; end += 1) {
    for (let start = Math.max(0, end - LONGEST_FILLER); start < end && !reachable[end]; start += 1) {
      reachable[end] = (reachable[start] ?? false) && FILLER_WORDS.has(chars.slice(start, end).join(''));
    }
  }
  return reachable[chars.length] ?? false;
}

/** What a password must have beyond the guessable words: at least this many characters of its own. */
const MIN_OWN_LETTERS = 4;

/**
 * The words of the context (conference name, short name, organiser, venue, topic; the address's local part and
 * domain) in lower case, three letters or more; digits, punctuation and spaces around them add nothing a guesser
 * lacks.
 */
export function contextWords(texts: readonly string[]): string[] {
  const words = [...texts, ...TOPIC_WORDS].flatMap((text) =>
    text
      .normalize('NFC')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u),
  );
  return [...new Set(words.filter((word) => [...word].length >= 3))].sort((a, b) => b.length - a.length);
}

/**
 * Refused when the password uses the context's words and, without them, its digits (years), punctuation,
 * spaces and common words (`i`, `love`, `welcome`…), fewer than four characters of its own are left (letters, or
 * symbols such as emoji).
 */
export function contextProblem(password: string, words: readonly string[]): string | null {
  const whole = visibleCharacters(password).join('').toLowerCase();
  let rest = whole;
  for (const word of words) rest = rest.split(word).join(' ');
  if (rest === whole) return null;
  const runs = rest.split(/[\p{N}\p{P}\p{Z}\s]+/u).filter((run) => run !== '' && !onlyFillerWords(run));
  const own = runs.flatMap((run) => [...run]);
  return own.length < MIN_OWN_LETTERS ? CONTEXT_MESSAGE : null;
}

export const KEYBOARD_MESSAGE =
  'Password must not be a keyboard pattern, like qwerty… or 1qaz2wsx…: these are among the first guesses. A few unrelated words work well';
