/** Who the caller is, and signing in (sign-up is in accounts.ts). */

/** GET /api/me — who the caller is. Every API answer also sets the anonymous visitor cookie when missing. */
export interface Me {
  user: PublicUser | null;
}

export type Role = 'attendee' | 'admin';

export interface PublicUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** POST /api/auth/sign-in body. */
export interface SignInBody {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in answer (200). 401 ApiError 'The email or password is not right.' on a wrong email or password. */
export interface SignInResult {
  user: PublicUser;
  /** ISO time at which the session ends unless used again (idle expiry). */
  expiresAt: string;
}

/** GET /api/auth/session — the signed-in user with the session's idle expiry, or `{ user: null }`. */
export type AuthSessionState = SignInResult | { user: null };
