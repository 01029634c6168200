/**
 * `CC-Identity` on every personal API answer (issue 30): an opaque tag of the account session the answer was made
 * for, or `none`, with the session's expiry. The browser's service worker keeps personal answers for offline use;
 * it drops them as soon as an answer names another identity (a sign-out here, a sign-out everywhere or a deletion
 * from another device, noticed at the first answer from the server), and never serves them past the expiry, so a
 * shared browser that stays offline stops showing one person's agenda when their session would have ended.
 * The tag is a hash of the session's token hash: it names no one and cannot be turned back into the cookie.
 */
import { createHash } from 'node:crypto';

export const IDENTITY_HEADER = 'cc-identity';

export interface IdentitySession {
  tokenHash: string;
  expiresAt: Date;
}

export function identityHeaderValue(session: IdentitySession | null): string {
  if (!session) return 'none';
  const tag = createHash('sha256').update(`cc-identity:${session.tokenHash}`).digest('base64url').slice(0, 16);
  return `${tag}; expires=${session.expiresAt.getTime()}`;
}
