import { apiRequest } from '@cc/api/client';
import type { AdminSessionList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';
import { useSessionMutation } from '../../session-editor/api/session-editor-api';

/** The same list as the Sessions tab: one cache entry for both. */
export const sessionsQueryKey = [...adminQueryRoot, 'sessions'] as const;

/** GET /api/admin/sessions. */
export function getSessions(): Promise<AdminSessionList> {
  return apiRequest<AdminSessionList>('GET', '/api/admin/sessions');
}

export function useSessions({ poll }: { poll: boolean }) {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: getSessions,
    meta: { adminCall: true },
    refetchInterval: poll ? 30_000 : false,
  });
}

/** DELETE /api/admin/sessions/:id. */
export function deleteSession(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/admin/sessions/${id}`);
}

// Cancel, like every other session change, is the session editor's (session-editor-api.ts).
export const useDeleteSession = () => useSessionMutation(deleteSession);
