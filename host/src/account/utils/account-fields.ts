/**
 * The account forms' fields, the rules the browser checks before sending (the server checks them again, and
 * alone knows the list of common passwords), and where a server error belongs.
 */
import { ApiRequestError } from '@cc/api/client';

export type AccountField = 'name' | 'email' | 'password';
export type FieldErrors = Partial<Record<AccountField, string>>;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

/** Shown next to the password field of the sign-up form, and read out with it (aria-describedby). */
export const PASSWORD_RULES =
  'Use 12 to 128 characters. Common passwords, such as password1234, are refused. Three or four unrelated words are easy to remember and hard to guess.';

export const messages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address, like name@example.org',
  passwordRequired: 'Password is required',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  nameLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  failed: 'Something went wrong. Please try again.',
} as const;

/** Like the browser's type="email" and the server: something@domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;

/** Characters as people count them: an accented letter or an emoji is one. */
const length = (text: string) => [...text].length;

export function validateSignIn(values: { email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.email.trim()) errors.email = messages.emailRequired;
  if (!values.password) errors.password = messages.passwordRequired;
  return errors;
}

export function validateSignUp(values: { name: string; email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (length(values.name.trim()) > NAME_MAX_LENGTH) errors.name = messages.nameLong;
  const email = values.email.trim();
  if (!email) errors.email = messages.emailRequired;
  else if (!EMAIL.test(email)) errors.email = messages.emailInvalid;
  const password = newPasswordProblem(values.password);
  if (password) errors.password = password;
  return errors;
}

const FIELD_BY_CODE: Record<string, AccountField> = {
  INVALID_EMAIL: 'email',
  EMAIL_TAKEN: 'email',
  INVALID_PASSWORD: 'password',
};

/** The API's validation messages start with the field's label ("Password must be at most 128 characters"). */
const FIELD_BY_LABEL: [string, AccountField][] = [
  ['Email ', 'email'],
  ['Password ', 'password'],
  ['Name ', 'name'],
];

export interface ServerProblem {
  /** The field the message belongs to, or null for the form as a whole (wrong credentials, 429, network). */
  field: AccountField | null;
  message: string;
}

/** Where an error answer belongs, with the server's message for people (429s included, as they are). */
export function serverProblem(error: unknown): ServerProblem {
  if (!(error instanceof ApiRequestError)) return { field: null, message: messages.failed };
  const message = error.message || messages.failed;
  const byCode = FIELD_BY_CODE[error.code];
  if (byCode) return { field: byCode, message };
  if (error.statusCode === 400) {
    const byLabel = FIELD_BY_LABEL.find(([label]) => message.startsWith(label));
    if (byLabel) return { field: byLabel[1], message };
  }
  return { field: null, message };
}

/** What is wrong with a password someone is choosing (sign-up, reset, invitation, change), or undefined. */
export function newPasswordProblem(password: string): string | undefined {
  if (!password) return messages.passwordRequired;
  if (length(password) < PASSWORD_MIN_LENGTH) return messages.passwordShort;
  if (length(password) > PASSWORD_MAX_LENGTH) return messages.passwordLong;
  return undefined;
}
