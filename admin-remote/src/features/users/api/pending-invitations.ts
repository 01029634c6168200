import { apiRequest } from '@cc/api/client';
import type { PendingInvitationList, PlainMessage } from '@cc/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

export const pendingInvitationsKey = [...adminQueryRoot, 'invitations'] as const;

/** GET /api/admin/invitations: invitations not yet accepted, withdrawn or expired, newest first. */
export function usePendingInvitations() {
  return useQuery({
    queryKey: pendingInvitationsKey,
    queryFn: () => apiRequest<PendingInvitationList>('GET', '/api/admin/invitations'),
    meta: { adminCall: true },
  });
}

function useInvitationChange(mutationFn: (id: string) => Promise<PlainMessage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { adminCall: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingInvitationsKey }),
  });
}

/** POST /api/admin/invitations/:id/resend: a new 7-day link from this admin; the old one stops working. */
export const useResendInvitation = () =>
  useInvitationChange((id) => apiRequest<PlainMessage>('POST', `/api/admin/invitations/${id}/resend`));

/** DELETE /api/admin/invitations/:id: the link stops working. */
export const useWithdrawInvitation = () =>
  useInvitationChange((id) => apiRequest<PlainMessage>('DELETE', `/api/admin/invitations/${id}`));
