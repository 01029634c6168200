import { apiRequest } from '@cc/api/client';
import type { SessionList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/sessions: the session count and "now and next". Same key as the programme's query (one cached copy). */
export function getSessions(): Promise<SessionList> {
  return apiRequest<SessionList>('GET', '/api/sessions');
}

export function useSessions() {
  return useQuery({ queryKey: ['sessions'], queryFn: getSessions, staleTime: 5 * 60_000 });
}
