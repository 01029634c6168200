import { apiRequest } from '@cc/api/client';
import type { BulkDeleteUsersResult } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersKey } from './get-admin-users';

/** POST /api/admin/users/bulk-delete: each id deleted or failed with a reason; the server refuses the protected admin. */
export function deleteAdminUsers(ids: string[]): Promise<BulkDeleteUsersResult> {
  return apiRequest<BulkDeleteUsersResult>('POST', '/api/admin/users/bulk-delete', { ids });
}

export function useDeleteAdminUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUsers,
    meta: { adminCall: true },
    // Reload whatever happened: some may have gone even when others failed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
