import { apiRequest } from '@cc/api/client';
import type { AdminOverview } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

/** GET /api/admin/overview: headline counts (admin only: 401 anonymous, 403 non-admin). */
export function getOverview(): Promise<AdminOverview> {
  return apiRequest<AdminOverview>('GET', '/api/admin/overview');
}

export function useOverview() {
  return useQuery({ queryKey: [...adminQueryRoot, 'overview'], queryFn: getOverview, meta: { adminCall: true } });
}
