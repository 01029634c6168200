import { apiRequest } from '@cc/api/client';
import type { SessionList } from '@cc/api/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/sessions: every session, de-duplicated and in programme order by the server. */
export function getSessions(): Promise<SessionList> {
  return apiRequest<SessionList>('GET', '/api/sessions');
}

export const sessionsQueryKey = ['sessions'] as const;

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: getSessions,
    // The programme changes rarely; refetching on focus still picks up cancellations.
    staleTime: 5 * 60_000,
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
