import { apiRequest } from '@cc/api/client';
import type { SessionBulkDeleteResult } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

/** DELETE /api/admin/sessions/:id. */
export function deleteSession(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/admin/sessions/${id}`);
}

/** POST /api/admin/sessions/bulk-delete: all found sessions in one transaction. */
export function deleteSessions(ids: number[]): Promise<SessionBulkDeleteResult> {
  return apiRequest<SessionBulkDeleteResult>('POST', '/api/admin/sessions/bulk-delete', { ids });
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    meta: { adminCall: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}

export function useDeleteSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSessions,
    meta: { adminCall: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}
