/**
 * Email addresses as accounts hold them: trimmed, lower-case, in Unicode's composed form (NFC), so one address
 * typed two ways is one account.
 *
 * An account's address must be one plain address (issue 30): a dot-atom local part of letters, digits and the
 * few symbols mail systems agree on, never a quoted local part (`"a b"@x`), a comma or angle brackets that a
 * mailer could read as several addresses, or an invisible character. Letters of any script are welcome, but a
 * local part or a domain label may not mix scripts that look alike (a Cyrillic "а" in `аdmin@…`): Unicode's
 * "highly restrictive" level (UTS #39), which allows one script, or Latin with the scripts written beside it in
 * Chinese, Japanese and Korean.
 */

import { domainToUnicode } from 'node:url';
import unhomoglyph from 'unhomoglyph';

// Letters, marks and digits of any script, and RFC 5322's atext symbols; dots only between atoms.
const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(\\.${ATOM})*$`, 'u');
// A domain label: letters, marks and digits, hyphens inside; at least two labels.
const LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;

/** Scripts told apart; a letter in none of them counts as a script of its own. */
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Cherokee',
  'Coptic',
  'Arabic',
  'Hebrew',
  'Devanagari',
  'Bengali',
  'Thai',
  'Lao',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
  'Ethiopic',
  'Tamil',
  'Tifinagh',
] as const;
const SCRIPT_TESTS = SCRIPTS.map((name) => ({ name, test: new RegExp(`\\p{Script=${name}}`, 'u') }));

/** The sets of more than one script that UTS #39's highly restrictive level allows together. */
const ALLOWED_MIXES: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

/** The same words as the sign-up form's own check, so a person sees one message for one mistake. */
export const EMAIL_SHAPE_MESSAGE = 'Enter a valid email address, like name@example.org';

export function normaliseEmail(email: string): string {
  return email.normalize('NFC').trim().toLowerCase();
}

/** The scripts of the letters in a piece of text (digits, marks and symbols belong to none). */
export function scriptsOf(text: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of text) {
    if (!/\p{L}/u.test(char)) continue;
    scripts.add(SCRIPT_TESTS.find(({ test }) => test.test(char))?.name ?? `other:${char}`);
  }
  return scripts;
}

/** One script, or one of the allowed East Asian mixes with Latin. */
export function isSingleScript(text: string): boolean {
  const scripts = [...scriptsOf(text)];
  if (scripts.length <= 1) return true;
  return ALLOWED_MIXES.some((mix) => scripts.every((script) => mix.includes(script)));
}

const MIXED_SCRIPTS_MESSAGE =
  'This email address mixes letters of different alphabets that look alike (for example a Cyrillic "а" among Latin letters). Type it again with the letters of one alphabet.';

/** Why an (already normalised) address cannot be an account's, as a message for a person, or null. */
export function emailAddressProblem(email: string): string | null {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const labels = domain.split('.');
  const shaped =
    at > 0 &&
    email.indexOf('@') === at &&
    [...local].length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label));
  if (!shaped) return EMAIL_SHAPE_MESSAGE;
  if (!isSingleScript(local) || !labels.every(isSingleScript)) {
    return MIXED_SCRIPTS_MESSAGE;
  }
  return internationalDomainProblem(domain);
}

/**
 * Look-alike addresses (issue 34). `admın@conference.test` (a dotless ı) or `admin@xn--cnference-….test` (a Greek
 * ο, written in punycode) read as `admin@conference.test` in a list of accounts, an audit log or an email. Two
 * addresses are look-alikes when their confusable skeletons (Unicode TS #39 §4: NFD, every character replaced by
 * its prototype from Unicode's confusables data, NFD again) are the same. The data is the `unhomoglyph` package's
 * copy of confusables.txt. Domains are compared in their Unicode form, so `xn--` and the letters it stands for
 * are one domain.
 */
/** The confusable skeleton of a text (UTS #39 §4): only for comparing, never for showing. */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/** A domain as people see it: punycode labels (`xn--…`) decoded; '' when one does not decode. */
export function unicodeDomain(domain: string): string {
  if (!domain.split('.').some((label) => label.startsWith('xn--'))) return domain;
  return domainToUnicode(domain).normalize('NFC').toLowerCase();
}

/** The skeletons an account's row keeps (migration 0067), for finding look-alikes of a new address by index. */
export function emailSkeletons(email: string): { emailSkeleton: string; emailDomainSkeleton: string } {
  const at = email.lastIndexOf('@');
  const domain = skeleton(unicodeDomain(email.slice(at + 1)) || email.slice(at + 1));
  return { emailSkeleton: `${skeleton(email.slice(0, at))}@${domain}`, emailDomainSkeleton: domain };
}

const PLAIN_ASCII = /^[\u0020-\u007e]*$/;

/** True when a text is printable ASCII only: a domain of plain letters, digits, dots and hyphens. */
export const isPlainAscii = (text: string) => PLAIN_ASCII.test(text);

export const LOOKALIKE_DOMAIN_MESSAGE =
  'The part of this email address after the @ looks like another domain written with different letters (for example a Greek "ο" for an "o"), so it could pass for that domain. Use your address exactly as your mail provider spells it.';

/**
 * Why a domain with letters beyond ASCII (typed, or as `xn--` punycode) cannot be an account's: a punycode label
 * that does not decode, letters of several alphabets once decoded, or letters that only imitate a domain of plain
 * letters (its skeleton is plain ASCII: `cοnference.test`, `аррle.com`). Null for plain domains and for domains
 * in their own script (`bücher.example`, `пример.рф`).
 */
export function internationalDomainProblem(domain: string): string | null {
  const shown = unicodeDomain(domain);
  if (shown === '') return EMAIL_SHAPE_MESSAGE;
  if (PLAIN_ASCII.test(shown)) return null;
  const looksPlain = PLAIN_ASCII.test(skeleton(shown));
  const punycode = shown !== domain;
  if (punycode && looksPlain) return LOOKALIKE_DOMAIN_MESSAGE;
  if (!shown.split('.').every(isSingleScript)) {
    return punycode ? LOOKALIKE_DOMAIN_MESSAGE : MIXED_SCRIPTS_MESSAGE;
  }
  return looksPlain ? LOOKALIKE_DOMAIN_MESSAGE : null;
}
