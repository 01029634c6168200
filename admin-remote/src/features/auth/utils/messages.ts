// The spec's exact texts (admin.md §2 Login, §6, §8).
export const messages = {
  checking: 'Checking authentication...',
  accessDenied: 'Access denied: Admin privileges required',
  notAdminAccount:
    "Access denied: Admin privileges required. That account is not a conference organiser's, so you have not been signed in.",
  signedOutToSwitch: (who: string) =>
    `You have signed out of ${who}'s account. Sign in below with your conference organiser account.`,
  sessionExpired: 'Session expired',
  loginSucceeded: 'Admin login successful',
  loggedOut: 'Logged out successfully',
  loginFailed: 'Login failed',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
} as const;
