/** Attendee accounts (issue 6): sign-up. Sign-in, sign-out and the session are in auth.ts. */

/**
 * POST /api/auth/sign-up body. Answers 201 with a SignInResult (the new account is signed in), 400 with a
 * message naming the field (code INVALID_EMAIL, INVALID_PASSWORD or VALIDATION_ERROR), 409 EMAIL_TAKEN,
 * 429 RATE_LIMITED.
 */
export interface SignUpBody {
  email: string;
  /** 12–128 characters, not on the list of common passwords. */
  password: string;
  /** How the app greets the person; optional, at most 100 characters. */
  name?: string;
}
