/** The calls of the session editor: create, edit, cancel, reinstate, what a delete takes, and the rooms. */
import { apiRequest } from '@cc/api/client';
import type {
  AdminSession,
  AdminSessionCreate,
  AdminSessionUpdate,
  SessionCancelBody,
  SessionCancelResult,
  SessionDeleteImpact,
  SessionReinstateBody,
  SessionReinstateResult,
  VenueList,
} from '@cc/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

/** POST /api/admin/sessions (201 with the new session). */
export const createSession = (body: AdminSessionCreate) =>
  apiRequest<AdminSession>('POST', '/api/admin/sessions', body);

/** PATCH /api/admin/sessions/:id with the version the edit started from (409 when someone else changed it). */
export const updateSession = ({ id, body }: { id: number; body: AdminSessionUpdate }) =>
  apiRequest<AdminSession>('PATCH', `/api/admin/sessions/${id}`, body);

/** POST /api/admin/sessions/:id/cancel: cancels and publishes 'Session Cancelled: {title}'. */
export const cancelSession = ({ id, body }: { id: number; body: SessionCancelBody }) =>
  apiRequest<SessionCancelResult>('POST', `/api/admin/sessions/${id}/cancel`, body);

/** POST /api/admin/sessions/:id/reinstate: active again, announced as 'Session Reinstated: {title}'. */
export const reinstateSession = ({ id, body }: { id: number; body: SessionReinstateBody }) =>
  apiRequest<SessionReinstateResult>('POST', `/api/admin/sessions/${id}/reinstate`, body);

/** GET /api/admin/sessions/:id/delete-impact: bookmarks and presenter links a delete removes. */
export const getDeleteImpact = (id: number) =>
  apiRequest<SessionDeleteImpact>('GET', `/api/admin/sessions/${id}/delete-impact`);

/** GET /api/venues: the rooms a session can be in. */
export const getVenues = () => apiRequest<VenueList>('GET', '/api/venues');

/** A session change: the admin's session is checked, and the session lists and announcements are read again. */
export function useSessionMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { adminCall: true },
    // The session lists, and the announcements a cancellation or reinstatement creates.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}

export const useCreateSession = () => useSessionMutation(createSession);
export const useSaveSession = () => useSessionMutation(updateSession);
export const useCancelSession = () => useSessionMutation(cancelSession);
export const useReinstateSession = () => useSessionMutation(reinstateSession);

export function useVenues() {
  return useQuery({ queryKey: ['venues'], queryFn: getVenues, staleTime: 60_000 });
}

export function useDeleteImpact(id: number | null) {
  return useQuery({
    queryKey: [...adminQueryRoot, 'sessions', id, 'delete-impact'],
    queryFn: () => getDeleteImpact(id as number),
    enabled: id !== null,
    meta: { adminCall: true },
    staleTime: 0,
  });
}
