import { apiRequest } from '@cc/api/client';
import type { AdminSession, AdminSessionList, AdminSessionUpdate } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';
import { adminSessionsQueryKey } from './get-admin-sessions';

export interface UpdateSessionInput {
  id: number;
  body: AdminSessionUpdate;
}

/** PATCH /api/admin/sessions/:id with the version the edit started from (409 when someone else changed it). */
export function updateSession({ id, body }: UpdateSessionInput): Promise<AdminSession> {
  return apiRequest<AdminSession>('PATCH', `/api/admin/sessions/${id}`, body);
}

export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSession,
    meta: { adminCall: true },
    onSuccess: (session) => {
      // The saved row at once (with its new version), then everything that counts sessions.
      queryClient.setQueryData<AdminSessionList>(adminSessionsQueryKey, (current) =>
        current ? { ...current, sessions: current.sessions.map((s) => (s.id === session.id ? session : s)) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: adminQueryRoot });
    },
  });
}
