import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { conference } from '../../config';
import {
  EMAIL_SHAPE_MESSAGE,
  emailAddressProblem,
  emailSkeletons,
  LOOKALIKE_DOMAIN_MESSAGE,
  normaliseEmail,
} from './email-address';
import { isKeyboardWalk } from './keyboard-walks';
import {
  CONTEXT_MESSAGE,
  INVISIBLE_MESSAGE,
  KEYBOARD_MESSAGE,
  REPETITION_MESSAGE,
  RUN_MESSAGE,
} from './password-patterns';
import { COMMON_PASSWORD_MESSAGE, passwordProblem } from './passwords';

const check = (password: string, email = 'robin.reader@example.org') =>
  passwordProblem(password, { email, conference });

describe('the password rule (issue 30)', () => {
  it.each([
    ['twelve zero-width spaces', '\u200b'.repeat(12), INVISIBLE_MESSAGE],
    ['a zero-width joiner between words', 'lantern\u200dorchard quay', INVISIBLE_MESSAGE],
    ['a byte-order mark at the start', '\ufefflantern orchard quay', INVISIBLE_MESSAGE],
    ['a NUL inside', 'lantern\u0000orchard quay', INVISIBLE_MESSAGE],
    ['one letter sixteen times', 'aaaaaaaaaaaaaaaa', REPETITION_MESSAGE],
    ['abc four times', 'abcabcabcabc', REPETITION_MESSAGE],
    ['four different characters over and over', 'ab12ab12ab12', REPETITION_MESSAGE],
    ['a longer piece twice, in any case', 'Lantern!Quay7LANTERN!QUAY7', REPETITION_MESSAGE],
    ['a non-Latin letter repeated', 'ЖЖЖЖЖЖЖЖЖЖЖЖЖ', REPETITION_MESSAGE],
    ['a run of letters', 'abcdefghijklmn', RUN_MESSAGE],
    ['a run of letters backwards', 'zyxwvutsrqpo', RUN_MESSAGE],
    ['the conference’s name', 'Talking Together 2027', CONTEXT_MESSAGE],
    ['its short name and year', 'TT2027 TT2027 !!', CONTEXT_MESSAGE],
    ['the organiser, run together', 'TalkingTogetherTrust', CONTEXT_MESSAGE],
    ['the venue', 'Northgate University', CONTEXT_MESSAGE],
    ['the address’s words with digits', 'robin reader 1985', CONTEXT_MESSAGE],
  ])('refuses %s', (_what, password, message) => {
    expect(check(password)).toBe(message);
  });

  it.each([
    ['three unrelated words', 'lantern orchard quay'],
    ['the conference’s name with four words of one’s own', 'talking together about otters'],
    ['Greek words', 'φεγγάρι θάλασσα βουνό'],
    ['Japanese', 'とうきょうのよるはしずか'],
    ['an emoji among words', 'lantern 🦦 orchard quay'],
  ])('accepts %s', (_what, password) => {
    expect(check(password)).toBeNull();
  });

  it('says what is wrong and what works instead', () => {
    expect(KEYBOARD_MESSAGE).toMatch(/keyboard pattern.*a few unrelated words work well/i);
    expect(CONTEXT_MESSAGE).toMatch(/conference’s name.*a few unrelated words of your own work well/i);
  });

  it('counts characters as people see them: twelve emoji are twelve characters', () => {
    expect(check('🦦🐙🦉🐢🦔🦩🐝🦋🐞🦀🐠🦜')).toBeNull();
    expect(check('🦦🐙🦉🐢🦔🦩🐝🦋🐞🦀🐠')).toBe('Password must be at least 12 characters');
  });
});

describe('keyboard walks and the conference’s own words (issue 34)', () => {
  it.each([
    ['the top row and two more keys', 'qwertyuiopas'],
    ['the home row with its symbols', "asdfghjkl;'1"],
    ['three diagonals down from the digits', '1qaz2wsx3edc'],
    ['the bottom row with its symbols', 'zxcvbnm,./12'],
    ['the top row backwards and on', 'poiuytrewqlk'],
    ['columns without digits', 'qazwsxedcrfv'],
    ['diagonals upwards', 'zaq1xsw2cde3'],
    ['shifted diagonals', '!QAZ@WSX#EDC'],
    ['the German top row', 'qwertzuiopü+'],
    ['the French top row', 'azertyuiop^$'],
    ['the number pad', '789456123000'],
    ['the bottom row backwards, twice round', 'mnbvcxz.,mnb'],
  ])('refuses %s (%s)', (_what, password) => {
    expect(isKeyboardWalk(password)).toBe(true);
    // The best known walks are on the list of common passwords too, whose message comes first.
    expect([KEYBOARD_MESSAGE, COMMON_PASSWORD_MESSAGE]).toContain(check(password));
  });

  it.each([['qwertyuiopas'], ["asdfghjkl;'1"], ['zxcvbnm,./12']])(
    'names the keyboard pattern in the refusal of %s',
    (password) => {
      expect(check(password)).toBe(KEYBOARD_MESSAGE);
    },
  );

  it.each([
    ['the name with a year', 'Conference2027'],
    ['the app’s name with a year', 'conference-companion2026'],
    ['common words, the topic and a year', 'iloveaac2027'],
    ['a welcome to the conference', 'Welcome to the conference!'],
    ['the configured name run together with a year', 'talkingtogether2027'],
    ['the configured short name and name', 'TT2027 talkingtogether'],
  ])('refuses %s (%s)', (_what, password) => {
    expect(check(password)).toBe(CONTEXT_MESSAGE);
  });

  it.each([
    ['three unrelated words', 'lantern orchard quay'],
    ['a passphrase with short runs of neighbouring keys', 'party power street'],
    ['words that happen to touch on the keyboard', 'fred drew were polo'],
    ['a keyboard row among words of one’s own', 'asdf lantern orchard quay'],
    ['the topic with words of one’s own', 'aac lantern orchard quay'],
    ['a long passphrase', 'correct horse battery staple'],
    ['a phrase with a year', 'mariposa verde 2027'],
  ])('accepts %s', (_what, password) => {
    expect(isKeyboardWalk(password)).toBe(false);
    expect(check(password)).toBeNull();
  });
});

describe('look-alike addresses (issue 34)', () => {
  const lookAlikeDomain = domainToASCII('cοnference.test'); // a Greek omicron

  it('gives an address and its look-alikes one skeleton, and a different address another', () => {
    const admin = emailSkeletons('admin@conference.test').emailSkeleton;
    expect(emailSkeletons(normaliseEmail('admın@conference.test')).emailSkeleton).toBe(admin);
    expect(emailSkeletons(`admin@${lookAlikeDomain}`).emailSkeleton).toBe(admin);
    expect(emailSkeletons('robin@conference.test').emailSkeleton).not.toBe(admin);
  });

  it('refuses a punycode domain that imitates a domain of plain letters', () => {
    expect(lookAlikeDomain).toMatch(/^xn--/);
    expect(emailAddressProblem(`admin@${lookAlikeDomain}`)).toBe(LOOKALIKE_DOMAIN_MESSAGE);
    expect(emailAddressProblem(normaliseEmail('sam@аррӏе.com'))).toBe(LOOKALIKE_DOMAIN_MESSAGE);
    expect(LOOKALIKE_DOMAIN_MESSAGE).toMatch(/exactly as your mail provider spells it/);
  });

  it('refuses a punycode label that does not decode, and accepts real international domains either way', () => {
    expect(emailAddressProblem('sam@xn--zz.test')).toBe(EMAIL_SHAPE_MESSAGE);
    expect(emailAddressProblem('sam@xn--bcher-kva.example')).toBeNull();
    expect(emailAddressProblem(normaliseEmail('sam@bücher.example'))).toBeNull();
    expect(emailSkeletons('sam@xn--bcher-kva.example')).toEqual(emailSkeletons(normaliseEmail('sam@bücher.example')));
  });
});

describe('the email rule (issue 30)', () => {
  const MIXED = /mixes letters of different alphabets/;
  it.each([
    ['a Cyrillic "а" in admin', 'аdmin@conference.test', MIXED],
    ['a Greek omicron in a Latin domain label', 'robin@exαmple.org', MIXED],
    ['Latin and Cyrillic in one local part', 'paypаl.help@example.org', MIXED],
  ])('refuses %s', (_what, address, message) => {
    expect(emailAddressProblem(normaliseEmail(address))).toMatch(message);
  });

  it.each([
    ['a quoted local part', '"robin reader"@example.org'],
    ['a quoted local part without spaces', '"robin"@example.org'],
    ['two addresses with a comma', 'robin@example.org,sam@example.org'],
    ['a comma in the local part', 'robin,sam@example.org'],
    ['two @', 'robin@sam@example.org'],
    ['a display name and angle brackets', 'Robin <robin@example.org>'],
    ['angle brackets alone', '<robin@example.org>'],
    ['a semicolon list', 'robin@example.org;sam@example.org'],
    ['a zero-width space', 'rob\u200bin@example.org'],
    ['a leading dot', '.robin@example.org'],
    ['two dots', 'robin..reader@example.org'],
    ['a domain without a dot', 'robin@localhost'],
    ['a domain label starting with a hyphen', 'robin@-example.org'],
    ['a local part of 65 characters', `${'a'.repeat(65)}@example.org`],
  ])('refuses %s as not one plain address', (_what, address) => {
    expect(emailAddressProblem(normaliseEmail(address))).toBe(EMAIL_SHAPE_MESSAGE);
  });

  it.each([
    ['a plain address', 'robin.reader@example.org'],
    ['a plus tag', 'robin+conference@example.org'],
    ['accented Latin', 'josé.álvarez@example.org'],
    ['Cyrillic throughout the local part, Latin domain', 'иван@example.org'],
    ['Cyrillic throughout', 'иван@пример.рф'],
    ['Chinese', '用户@例子.广告'],
    ['Japanese with Latin letters', 'たなかtanaka@example.jp'],
    ['Greek', 'αλέξανδρος@παράδειγμα.ελ'],
  ])('accepts %s', (_what, address) => {
    expect(emailAddressProblem(normaliseEmail(address))).toBeNull();
  });

  it('keeps one account for an address typed in composed or decomposed form', () => {
    expect(normaliseEmail('Jose\u0301@Example.org')).toBe(normaliseEmail('José@example.org'));
  });
});
