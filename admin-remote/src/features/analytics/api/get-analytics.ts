import { apiRequest } from '@cc/api/client';
import type { AdminAnalytics, AnalyticsDays } from '@cc/api/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

/** GET /api/admin/analytics?days=7|30|90: every figure of the Analytics tab, computed by the server. */
export function getAnalytics(days: AnalyticsDays): Promise<AdminAnalytics> {
  return apiRequest<AdminAnalytics>('GET', `/api/admin/analytics?days=${days}`);
}

export function useAnalytics(days: AnalyticsDays) {
  return useQuery({
    queryKey: [...adminQueryRoot, 'analytics', days],
    queryFn: () => getAnalytics(days),
    meta: { adminCall: true },
    // Switching the range keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
