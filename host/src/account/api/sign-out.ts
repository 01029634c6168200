import { apiRequest } from '@cc/api/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterSignOut } from '../utils/refresh-queries';

/** POST /api/auth/sign-out: the server deletes the session and clears its cookie (204). */
export function signOut(): Promise<void> {
  return apiRequest<void>('POST', '/api/auth/sign-out');
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSuccess: () => refreshAfterSignOut(queryClient) });
}
