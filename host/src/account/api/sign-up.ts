import { apiRequest } from '@cc/api/client';
import type { SignInResult, SignUpBody } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterSignIn } from '../utils/refresh-queries';

/** POST /api/auth/sign-up: 201 signed in; 400 naming the field, 409 EMAIL_TAKEN, 429 with how long to wait. */
export function signUp(body: SignUpBody): Promise<SignInResult> {
  return apiRequest<SignInResult>('POST', '/api/auth/sign-up', body);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signUp, onSuccess: (result) => refreshAfterSignIn(queryClient, result) });
}
