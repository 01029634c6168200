/** argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane); password rules of BEYOND D14. */
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import type { ConferenceConfig } from '../../contract/index';
import { isCommonPassword } from './common-passwords';
import { isKeyboardWalk } from './keyboard-walks';
import {
  contextProblem,
  contextWords,
  invisibleProblem,
  KEYBOARD_MESSAGE,
  repetitionProblem,
} from './password-patterns';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

const ARGON2ID = 2 as Algorithm; // Algorithm is a const enum, which isolatedModules cannot read.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common: it is on a list of passwords that attackers try first. Choose another, for example three or four unrelated words.';

/** What a password is checked against besides itself: the account's address and the conference's own words. */
export interface PasswordContext {
  email: string;
  conference: Pick<ConferenceConfig, 'name' | 'shortName' | 'organiser' | 'venueName'>;
}

/**
 * The rule a new password breaks, as a message, or null when it is acceptable. Every place that sets a password
 * passes the account's address and the conference, so none can skip a part of the rule. Lengths count characters
 * as people see them (code points), after refusing invisible ones.
 */
export function passwordProblem(password: string, { email, conference }: PasswordContext): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const invisible = invisibleProblem(password);
  if (invisible) return invisible;
  if (password.trim() === '') return 'Password must not be only spaces';
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'Password must not be your email address';
  const repeated = repetitionProblem(password);
  if (repeated) return repeated;
  const words = contextWords([
    conference.name,
    conference.shortName,
    conference.organiser,
    conference.venueName,
    email,
  ]);
  const guessable = contextProblem(password, words);
  if (guessable) return guessable;
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  if (isKeyboardWalk(password)) return KEYBOARD_MESSAGE;
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the email is unknown, so response times do not reveal
 * which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
