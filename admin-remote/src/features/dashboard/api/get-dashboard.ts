import { apiRequest } from '@cc/api/client';
import type { AdminDashboard } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

export const dashboardQueryKey = [...adminQueryRoot, 'dashboard'] as const;

/** admin.md §2: without live updates the dashboard checks for new pending items this often. */
export const DASHBOARD_POLL_MS = 30_000;

/** GET /api/admin/dashboard: stat counts, pending items, recent questions and system status in one call. */
export function getDashboard(): Promise<AdminDashboard> {
  return apiRequest<AdminDashboard>('GET', '/api/admin/dashboard');
}

/** `poll`: refetch every 30 s (used while the live connection is down). */
export function useDashboard({ poll }: { poll: boolean }) {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: getDashboard,
    meta: { adminCall: true },
    refetchInterval: poll ? DASHBOARD_POLL_MS : false,
  });
}
