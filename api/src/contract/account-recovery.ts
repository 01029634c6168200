/** Issue 19: password reset by email, password change, sessions, admin invitations. */

/** POST /api/auth/password-reset body. Always answered 202 with the same PlainMessage, account or not. */
export interface PasswordResetRequestBody {
  email: string;
}

/**
 * POST /api/auth/password-reset/complete body. 200 PlainMessage; 400 RESET_LINK_INVALID when the token is unknown,
 * used or expired, INVALID_PASSWORD when the password breaks a rule. Every session of the account ends.
 */
export interface PasswordResetCompleteBody {
  token: string;
  password: string;
}

/** An answer that only tells the person something. */
export interface PlainMessage {
  message: string;
}
