import { apiRequest } from '@cc/api/client';
import type { AdminUserList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

export const adminUsersKey = [...adminQueryRoot, 'users'] as const;

/** GET /api/admin/users: every admin account, oldest first. */
export function getAdminUsers(): Promise<AdminUserList> {
  return apiRequest<AdminUserList>('GET', '/api/admin/users');
}

export function useAdminUsers() {
  return useQuery({ queryKey: adminUsersKey, queryFn: getAdminUsers, meta: { adminCall: true } });
}
