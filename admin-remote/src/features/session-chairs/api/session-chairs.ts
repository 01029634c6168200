import { apiRequest } from '@cc/api/client';
import type {
  AdminChairList,
  AdminSessionList,
  AssignChairsBody,
  AssignChairsResult,
  PlainMessage,
} from '@cc/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

export const chairsQueryKey = [...adminQueryRoot, 'session-chairs'] as const;
/** The same cache entry as the Sessions tab's list. */
const sessionsQueryKey = [...adminQueryRoot, 'sessions'] as const;

/** GET /api/admin/session-chairs: every chair assignment and the invitations not yet accepted. */
export function useSessionChairs() {
  return useQuery({
    queryKey: chairsQueryKey,
    queryFn: () => apiRequest<AdminChairList>('GET', '/api/admin/session-chairs'),
    meta: { adminCall: true },
  });
}

/** The sessions to choose from. */
export function useSessionChoices() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: () => apiRequest<AdminSessionList>('GET', '/api/admin/sessions'),
    meta: { adminCall: true },
  });
}

/** POST /api/admin/session-chairs: an existing account chairs at once; a new address gets an invitation. */
export function useAssignChair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignChairsBody) => apiRequest<AssignChairsResult>('POST', '/api/admin/session-chairs', body),
    meta: { adminCall: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chairsQueryKey }),
  });
}

/** DELETE /api/admin/session-chairs/:sessionId/:userId: their view of the session ends at once. */
export function useRemoveChair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, userId }: { sessionId: number; userId: string }) =>
      apiRequest<void>('DELETE', `/api/admin/session-chairs/${sessionId}/${encodeURIComponent(userId)}`),
    meta: { adminCall: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chairsQueryKey }),
  });
}

/** POST /api/admin/chair-invitations/:id/resend: a new 7-day link from this admin; the old one stops working. */
export function useResendChairInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<PlainMessage>('POST', `/api/admin/chair-invitations/${encodeURIComponent(id)}/resend`),
    meta: { adminCall: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chairsQueryKey }),
  });
}

/** DELETE /api/admin/chair-invitations/:id: the link in the invitation stops working. */
export function useWithdrawChairInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<PlainMessage>('DELETE', `/api/admin/chair-invitations/${encodeURIComponent(id)}`),
    meta: { adminCall: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chairsQueryKey }),
  });
}
