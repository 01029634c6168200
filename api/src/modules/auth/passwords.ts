/** argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane); password rules of BEYOND D14. */
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { isCommonPassword } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

const ARGON2ID = 2 as Algorithm; // Algorithm is a const enum, which isolatedModules cannot read.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common: it is on a list of passwords that attackers try first. Choose another, for example three or four unrelated words.';

/**
 * The rule a new password breaks, as a message, or null when it is acceptable. `email` is the account's
 * address: every place that sets a password passes it, so none can skip the rule.
 */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (password.trim() === '') return 'Password must not be only spaces';
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'Password must not be your email address';
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
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
