import { apiRequest } from '@cc/api/client';
import type { AdminPresenterUrlList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

export const presenterUrlsQueryKey = [...adminQueryRoot, 'presenter-urls'] as const;

/** GET /api/admin/presenter-urls?status=all: every URL, newest first, with the counts of each status. */
export function getPresenterUrls(): Promise<AdminPresenterUrlList> {
  return apiRequest<AdminPresenterUrlList>('GET', '/api/admin/presenter-urls?status=all');
}

/** `poll`: refetch every 30 s while live updates are not connected. */
export function usePresenterUrls({ poll }: { poll: boolean }) {
  return useQuery({
    queryKey: presenterUrlsQueryKey,
    queryFn: getPresenterUrls,
    meta: { adminCall: true },
    refetchInterval: poll ? 30_000 : false,
  });
}
