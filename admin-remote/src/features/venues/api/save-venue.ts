import { apiRequest } from '@cc/api/client';
import type {
  AdminVenue,
  AdminVenueCreate,
  AdminVenueDeleteResult,
  AdminVenueSaveResult,
  AdminVenueUpdate,
} from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

/** POST /api/admin/venues (201 with the venue; its address is made from the name). */
export const createVenue = (body: AdminVenueCreate) => apiRequest<AdminVenue>('POST', '/api/admin/venues', body);

/** PATCH /api/admin/venues/:id with the version the edit started from (409 when someone else changed it). */
export const updateVenue = ({ id, body }: { id: number; body: AdminVenueUpdate }) =>
  apiRequest<AdminVenueSaveResult>('PATCH', `/api/admin/venues/${id}`, body);

/** DELETE /api/admin/venues/:id: `detach` leaves the sessions in it without a room (409 VENUE_IN_USE otherwise). */
export const deleteVenue = ({ id, version, detach }: { id: number; version: number; detach: boolean }) =>
  apiRequest<AdminVenueDeleteResult>(
    'DELETE',
    `/api/admin/venues/${id}?version=${version}${detach ? '&detach=true' : ''}`,
  );

/**
 * A venue change: the admin lists (venues, and sessions whose place it may have changed) and the room list of the
 * session editor (['venues'], the public list) are read again.
 */
function useVenueMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { adminCall: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
        queryClient.invalidateQueries({ queryKey: ['venues'] }),
      ]),
  });
}

export const useCreateVenue = () => useVenueMutation(createVenue);
export const useSaveVenue = () => useVenueMutation(updateVenue);
export const useDeleteVenue = () => useVenueMutation(deleteVenue);
