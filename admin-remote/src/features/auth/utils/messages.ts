// The spec's exact texts (admin.md §2 Login, §6, §8).
export const messages = {
  checking: 'Checking authentication...',
  accessDenied: 'Access denied: Admin privileges required',
  sessionExpired: 'Session expired',
  loginSucceeded: 'Admin login successful',
  loggedOut: 'Logged out successfully',
  loginFailed: 'Login failed',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
} as const;
