/**
 * Refusal of common passwords (issue 7, BEYOND D14): Mozilla's Firefox Accounts list, the 50,000 most
 * common passwords of eight or more characters from the OWASP SecLists top million, lower-cased.
 *
 * Loaded on the first check, not at start-up: decoding it costs ~30 ms and a few MB, which a server that
 * never sees a new password (most restarts) need not pay.
 */
import { createRequire } from 'node:module';

interface CommonPasswordList {
  test(password: string): boolean;
}

let list: CommonPasswordList | undefined;

/** True when the password, in any letter case, is on the list. */
export function isCommonPassword(password: string): boolean {
  // A CommonJS module without types; require keeps the check synchronous for its callers.
  list ??= createRequire(import.meta.url)('fxa-common-password-list') as CommonPasswordList;
  return list.test(password.toLowerCase());
}
