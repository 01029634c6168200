import { apiRequest } from '@cc/api/client';
import type { PresenterResourceList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/sessions/:key/resources: the approved links of one session. */
export function getPresenterResources(sessionId: number): Promise<PresenterResourceList> {
  return apiRequest<PresenterResourceList>('GET', `/api/sessions/${encodeURIComponent(sessionId)}/resources`);
}

export function presenterResourcesQueryKey(sessionId: number) {
  return ['presenter-resources', sessionId] as const;
}

export function usePresenterResources(sessionId: number) {
  return useQuery({
    queryKey: presenterResourcesQueryKey(sessionId),
    queryFn: () => getPresenterResources(sessionId),
    staleTime: 60_000,
  });
}
