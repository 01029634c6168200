import { apiRequest } from '@cc/api/client';
import type { AgendaFeed } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useVisitorQuery } from '../../../lib/use-visitor-query';

/** GET /api/agenda/feed-token: the private calendar address, created on first use. */
export function getAgendaFeed(): Promise<AgendaFeed> {
  return apiRequest<AgendaFeed>('GET', '/api/agenda/feed-token');
}

/** POST /api/agenda/feed-token/rotate: a new address; the old one stops working. */
export function rotateAgendaFeed(): Promise<AgendaFeed> {
  return apiRequest<AgendaFeed>('POST', '/api/agenda/feed-token/rotate');
}

export const agendaFeedQueryKey = ['agenda', 'feed'] as const;

/** Asked only once the attendee wants the address (`enabled`), so no token is made for every visitor. */
export function useAgendaFeed(enabled: boolean) {
  return useVisitorQuery({
    queryKey: agendaFeedQueryKey,
    queryFn: getAgendaFeed,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRotateAgendaFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateAgendaFeed,
    onSuccess: (feed) => queryClient.setQueryData(agendaFeedQueryKey, feed),
  });
}
