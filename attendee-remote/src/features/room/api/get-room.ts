import { apiRequest } from '@cc/api/client';
import type { RoomView } from '@cc/api/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function roomQueryKey(sessionId: number) {
  return ['room', sessionId] as const;
}

/** GET /api/room/{sessionId}: what the room screen shows; public, so the server draws the page with it. */
export function roomQueryOptions(sessionId: number) {
  return queryOptions({
    queryKey: roomQueryKey(sessionId),
    queryFn: () => apiRequest<RoomView>('GET', `/api/room/${sessionId}`),
    // Live events keep it current; a resync asks again.
    staleTime: 60_000,
  });
}

export function useRoom(sessionId: number, enabled: boolean) {
  return useQuery({ ...roomQueryOptions(sessionId), enabled });
}
