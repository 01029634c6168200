/** The calls of the speakers editor and of the session editor's speaker picker. */
import { apiRequest } from '@cc/api/client';
import type {
  AdminSpeaker,
  AdminSpeakerCreate,
  AdminSpeakerDeleteResult,
  AdminSpeakerList,
  AdminSpeakerMerge,
  AdminSpeakerMergeResult,
  AdminSpeakerUpdate,
} from '@cc/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

export const speakersQueryKey = [...adminQueryRoot, 'speakers'] as const;

/** GET /api/admin/speakers: every speaker, with their number of sessions and edit version. */
export const getAdminSpeakers = () => apiRequest<AdminSpeakerList>('GET', '/api/admin/speakers');

/** POST /api/admin/speakers (201; 409 when a speaker already has the name). */
export const createSpeaker = (body: AdminSpeakerCreate) =>
  apiRequest<AdminSpeaker>('POST', '/api/admin/speakers', body);

/** PATCH /api/admin/speakers/:id with the version the edit started from; a rename reaches their sessions. */
export const updateSpeaker = ({ id, body }: { id: number; body: AdminSpeakerUpdate }) =>
  apiRequest<AdminSpeaker>('PATCH', `/api/admin/speakers/${id}`, body);

/** DELETE /api/admin/speakers/:id: answers how many sessions lost the speaker. */
export const deleteSpeaker = (id: number) =>
  apiRequest<AdminSpeakerDeleteResult>('DELETE', `/api/admin/speakers/${id}`);

/** POST /api/admin/speakers/:id/merge: `body.speakerId` is merged into `:id` (409 when either changed since). */
export const mergeSpeakers = ({ id, body }: { id: number; body: AdminSpeakerMerge }) =>
  apiRequest<AdminSpeakerMergeResult>('POST', `/api/admin/speakers/${id}/merge`, body);

export function useAdminSpeakers() {
  return useQuery({ queryKey: speakersQueryKey, queryFn: getAdminSpeakers, meta: { adminCall: true } });
}

/** A speaker change: speakers and sessions (whose presenter names may have changed) are read again. */
function useSpeakerMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { adminCall: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}

export const useCreateSpeaker = () => useSpeakerMutation(createSpeaker);
export const useUpdateSpeaker = () => useSpeakerMutation(updateSpeaker);
export const useDeleteSpeaker = () => useSpeakerMutation(deleteSpeaker);
export const useMergeSpeakers = () => useSpeakerMutation(mergeSpeakers);
