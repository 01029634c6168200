import { apiRequest } from '@cc/api/client';

/** POST /api/auth/sign-out: the server deletes its session and clears the cookie (204). */
export function signOut(): Promise<void> {
  return apiRequest<void>('POST', '/api/auth/sign-out');
}
