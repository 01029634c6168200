import { apiRequest, notifyAccountChanged } from '@cc/api/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isUnauthorized } from '../../../lib/api-errors';
import { clearAdminSession } from '../utils/end-admin-session';

/** POST /api/auth/sign-out: the server deletes its session and clears the cookie (204). */
export function signOut(): Promise<void> {
  // The shell's header and the attendee pages hold their own caches: tell them (api/src/contract/account-events.ts).
  return apiRequest<void>('POST', '/api/auth/sign-out').then(notifyAccountChanged);
}

/** Logout: ends the server session, then forgets the admin and the cached answers. */
export function useSignOut({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // A 401 means the session had already ended: the outcome the person asked for.
    mutationFn: () => signOut().catch((error: unknown) => (isUnauthorized(error) ? undefined : Promise.reject(error))),
    onSuccess: () => {
      clearAdminSession(queryClient);
      onSuccess?.();
    },
  });
}
