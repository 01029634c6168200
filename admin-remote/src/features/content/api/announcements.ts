import { apiRequest } from '@cc/api/client';
import type {
  AdminAnnouncement,
  AdminAnnouncementCreateBody,
  AdminAnnouncementList,
  AdminAnnouncementUpdateBody,
} from '@cc/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

export const announcementsQueryKey = [...adminQueryRoot, 'announcements'] as const;

/** GET /api/admin/announcements: newest first. */
export function getAnnouncements(): Promise<AdminAnnouncementList> {
  return apiRequest<AdminAnnouncementList>('GET', '/api/admin/announcements');
}

export function useAnnouncements({ poll }: { poll: boolean }) {
  return useQuery({
    queryKey: announcementsQueryKey,
    queryFn: getAnnouncements,
    meta: { adminCall: true },
    refetchInterval: poll ? 30_000 : false,
  });
}

/** POST /api/admin/announcements (400 'Title is required' / 'Content is required'). */
export function createAnnouncement(body: AdminAnnouncementCreateBody): Promise<AdminAnnouncement> {
  return apiRequest<AdminAnnouncement>('POST', '/api/admin/announcements', body);
}

/** PATCH /api/admin/announcements/:id. */
export function updateAnnouncement({ id, body }: { id: number; body: AdminAnnouncementUpdateBody }) {
  return apiRequest<AdminAnnouncement>('PATCH', `/api/admin/announcements/${id}`, body);
}

/** DELETE /api/admin/announcements/:id. */
export function deleteAnnouncement(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/admin/announcements/${id}`);
}

function useAnnouncementMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { adminCall: true },
    // The list and the dashboard's counts.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}

export const useCreateAnnouncement = () => useAnnouncementMutation(createAnnouncement);
export const useUpdateAnnouncement = () => useAnnouncementMutation(updateAnnouncement);
export const useDeleteAnnouncement = () => useAnnouncementMutation(deleteAnnouncement);
