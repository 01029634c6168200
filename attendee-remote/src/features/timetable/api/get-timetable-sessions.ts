import { apiRequest } from '@cc/api/client';
import type { SessionList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/sessions. Same key as the programme's query, so both pages share one cached copy of the
 * programme; features do not import each other, so the request is written here again.
 */
export function getTimetableSessions(): Promise<SessionList> {
  return apiRequest<SessionList>('GET', '/api/sessions');
}

export function useTimetableSessions() {
  return useQuery({ queryKey: ['sessions'], queryFn: getTimetableSessions, staleTime: 5 * 60_000 });
}
