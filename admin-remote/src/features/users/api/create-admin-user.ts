import { apiRequest } from '@cc/api/client';
import type { CreateAdminUserBody, CreateAdminUserResult } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersKey } from './get-admin-users';

/** POST /api/admin/users: 400 blank fields or password length, 409 email in use. */
export function createAdminUser(body: CreateAdminUserBody): Promise<CreateAdminUserResult> {
  return apiRequest<CreateAdminUserResult>('POST', '/api/admin/users', body);
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    meta: { adminCall: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
