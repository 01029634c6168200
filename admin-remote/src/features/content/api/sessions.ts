import { apiRequest } from '@cc/api/client';
import type { AdminSessionList, SessionCancelBody, SessionCancelResult } from '@cc/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

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

/** POST /api/admin/sessions/:id/cancel: cancels and publishes 'Session Cancelled: {title}'. */
export function cancelSession({ id, body }: { id: number; body: SessionCancelBody }): Promise<SessionCancelResult> {
  return apiRequest<SessionCancelResult>('POST', `/api/admin/sessions/${id}/cancel`, body);
}

/** DELETE /api/admin/sessions/:id. */
export function deleteSession(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/admin/sessions/${id}`);
}

function useSessionMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { adminCall: true },
    // Sessions, and the announcements a cancellation creates.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}

export const useCancelSession = () => useSessionMutation(cancelSession);
export const useDeleteSession = () => useSessionMutation(deleteSession);
