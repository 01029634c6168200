import { apiRequest } from '@cc/api/client';
import type { ChairSessionView } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

export const chairViewKey = (sessionId: number) => ['chair', 'view', sessionId] as const;

/** GET /api/chair/sessions/:id: the chair's view; 403 for anyone who does not chair the session. */
export function getChairView(sessionId: number): Promise<ChairSessionView> {
  return apiRequest<ChairSessionView>('GET', `/api/chair/sessions/${sessionId}`);
}

export function useChairView(sessionId: number) {
  return useQuery({ queryKey: chairViewKey(sessionId), queryFn: () => getChairView(sessionId), retry: false });
}
