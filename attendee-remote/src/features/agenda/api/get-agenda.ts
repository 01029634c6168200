import { apiRequest } from '@cc/api/client';
import type { Agenda } from '@cc/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { useVisitorQuery } from '../../../lib/use-visitor-query';

/** GET /api/agenda: the caller's bookmarked sessions, with what changed since each was added. */
export function getAgenda(): Promise<Agenda> {
  return apiRequest<Agenda>('GET', '/api/agenda');
}

export const agendaQueryKey = ['agenda'] as const;

export function agendaQueryOptions() {
  return queryOptions({
    queryKey: agendaQueryKey,
    queryFn: getAgenda,
    // Bookmarks are made on other pages and sessions change: always ask again when the page opens.
    staleTime: 0,
  });
}

export function useAgenda() {
  return useVisitorQuery(agendaQueryOptions());
}
