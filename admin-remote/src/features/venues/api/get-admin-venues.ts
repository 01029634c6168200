import { apiRequest } from '@cc/api/client';
import type { AdminVenueList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

/** GET /api/admin/venues: every venue with its edit version and how many sessions use it. */
export const getAdminVenues = () => apiRequest<AdminVenueList>('GET', '/api/admin/venues');

export const adminVenuesQueryKey = [...adminQueryRoot, 'venues'] as const;

export function useAdminVenues() {
  return useQuery({ queryKey: adminVenuesQueryKey, queryFn: getAdminVenues, meta: { adminCall: true } });
}
