import { apiRequest } from '@cc/api/client';
import type { ChairSessionList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

export const CHAIR_SESSIONS_KEY = ['chair', 'sessions'] as const;

/** GET /api/chair/sessions: the sessions the signed-in person chairs (401 when signed out). */
export function getChairSessions(): Promise<ChairSessionList> {
  return apiRequest<ChairSessionList>('GET', '/api/chair/sessions');
}

export function useChairSessions() {
  return useQuery({ queryKey: CHAIR_SESSIONS_KEY, queryFn: getChairSessions, retry: false });
}
