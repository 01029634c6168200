import { apiRequest } from '@cc/api/client';
import type { AdminSessionList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

export const adminSessionsQueryKey = [...adminQueryRoot, 'sessions'] as const;

/** GET /api/admin/sessions: every stored session with its edit version. */
export function getAdminSessions(): Promise<AdminSessionList> {
  return apiRequest<AdminSessionList>('GET', '/api/admin/sessions');
}

/** `poll`: refetch every 30 s while live updates are not connected. */
export function useAdminSessions({ poll }: { poll: boolean }) {
  return useQuery({
    queryKey: adminSessionsQueryKey,
    queryFn: getAdminSessions,
    meta: { adminCall: true },
    refetchInterval: poll ? 30_000 : false,
  });
}
