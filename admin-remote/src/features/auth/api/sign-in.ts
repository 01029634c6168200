import { apiRequest, notifyAccountChanged } from '@cc/api/client';
import type { SignInBody, SignInResult } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AuthSession, sessionQueryKey } from '../types/auth-session';
import { signOut } from './sign-out';

/** The signed-in user is not an admin: they have been signed out again. */
export class NotAdminError extends Error {
  override readonly name = 'NotAdminError';
}

/** POST /api/auth/sign-in; 401 'The email or password is not right.', 429 when rate limited, 400 for blanks. */
export function signIn(body: SignInBody): Promise<SignInResult> {
  return apiRequest<SignInResult>('POST', '/api/auth/sign-in', body).then((result) => {
    notifyAccountChanged(); // the shell's header and the attendee pages hold their own caches
    return result;
  });
}

/** Signs in and keeps the session only when the account is an admin's (admin.md §6). */
async function signInAsAdmin(body: SignInBody): Promise<SignInResult> {
  const result = await signIn(body);
  if (result.user.role !== 'admin') {
    await signOut().catch(() => undefined);
    throw new NotAdminError();
  }
  return result;
}

export function useSignIn({ onSuccess }: { onSuccess?: (result: SignInResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInAsAdmin,
    onSuccess: (result) => {
      queryClient.setQueryData<AuthSession>(sessionQueryKey, result);
      onSuccess?.(result);
    },
  });
}
