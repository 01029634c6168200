import { apiRequest } from '@cc/api/client';
import type { PasswordResetCompleteBody, PasswordResetRequestBody, PlainMessage } from '@cc/api/contract';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/password-reset: 202 with the same message for any address; 429 with how long to wait. */
export function requestPasswordReset(body: PasswordResetRequestBody): Promise<PlainMessage> {
  return apiRequest<PlainMessage>('POST', '/api/auth/password-reset', body);
}

/** POST /api/auth/password-reset/complete: 400 RESET_LINK_INVALID for a used or old link, INVALID_PASSWORD. */
export function completePasswordReset(body: PasswordResetCompleteBody): Promise<PlainMessage> {
  return apiRequest<PlainMessage>('POST', '/api/auth/password-reset/complete', body);
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useCompletePasswordReset = () => useMutation({ mutationFn: completePasswordReset });
