/** Email addresses as accounts hold them: trimmed, lower-case, shaped like the browser's type="email". */

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmailAddress(email: string): boolean {
  return EMAIL.test(email);
}
