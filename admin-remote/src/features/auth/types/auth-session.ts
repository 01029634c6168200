import type { AuthSessionState } from '@cc/api/contract';

/** GET /api/auth/session: the signed-in user and idle expiry, or { user: null }. */
export type AuthSession = AuthSessionState;

export const sessionQueryKey = ['auth', 'session'] as const;
