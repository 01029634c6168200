import { apiRequest } from '@cc/api/client';
import type { SessionList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/sessions, for the sessions in a venue. The same cache entry as the programme's (['sessions']), so a
 * visit from the programme costs nothing and live session changes refresh it (features/live-programme).
 */
export function useSessions() {
  return useQuery({
    queryKey: ['sessions'],
    queryFn: () => apiRequest<SessionList>('GET', '/api/sessions'),
    staleTime: 5 * 60_000,
  });
}
