// The spec's texts (admin.md §2 Login, §6, §8), each followed where it helps by what to do next in plain words
// (issue 19), for readers with cognitive and language needs.
export const messages = {
  checking: 'Checking authentication...',
  accessDenied: 'Access denied: Admin privileges required',
  notAdminAccount:
    "Access denied: Admin privileges required. That account is not a conference organiser's, so you have not been signed in.",
  signedOutToSwitch: (who: string) =>
    `You have signed out of ${who}'s account. Sign in below with your conference organiser account.`,
  sessionExpired: 'Session expired. You have been signed out: please sign in again.',
  loginSucceeded: 'Admin login successful',
  loggedOut: 'Logged out successfully',
  loginFailed: 'Login failed. The problem is on our side, not with what you typed: please try again in a minute.',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
} as const;
