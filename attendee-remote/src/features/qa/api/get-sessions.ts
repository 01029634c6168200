import { ApiRequestError, apiRequest } from '@cc/api/client';
import type { Session, SessionList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/sessions, for the optional session link of a question (same cache as the programme). */
export function useSessionOptions() {
  return useQuery({
    queryKey: ['sessions'],
    queryFn: () => apiRequest<SessionList>('GET', '/api/sessions'),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/sessions/:key: the session of /qa/:sessionId, by numeric id, session number or track label. */
export function useQaSession(key: string | undefined) {
  return useQuery({
    queryKey: ['session', key ?? ''],
    queryFn: () => apiRequest<Session>('GET', `/api/sessions/${encodeURIComponent(key ?? '')}`),
    enabled: key !== undefined,
    staleTime: 60_000,
    retry: (failureCount, error) => !(error instanceof ApiRequestError && error.statusCode === 404) && failureCount < 2,
  });
}
