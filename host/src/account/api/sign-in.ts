import { apiRequest } from '@cc/api/client';
import type { SignInBody, SignInResult } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterSignIn } from '../utils/refresh-queries';

/** POST /api/auth/sign-in: 401 'The email or password is not right.', 429 with how long to wait, 400 for blanks. */
export function signIn(body: SignInBody): Promise<SignInResult> {
  return apiRequest<SignInResult>('POST', '/api/auth/sign-in', body);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: (result) => refreshAfterSignIn(queryClient, result) });
}
