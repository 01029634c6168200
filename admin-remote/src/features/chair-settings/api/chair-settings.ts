import { apiRequest } from '@cc/api/client';
import type { ChairSettings, ChairSettingsBody } from '@cc/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

export const chairSettingsQueryKey = [...adminQueryRoot, 'chair-settings'] as const;

/** GET /api/admin/chair-settings: how long a writer counts as still writing in the chair's view. */
export function useChairSettings() {
  return useQuery({
    queryKey: chairSettingsQueryKey,
    queryFn: () => apiRequest<ChairSettings>('GET', '/api/admin/chair-settings'),
    meta: { adminCall: true },
  });
}

/** PUT /api/admin/chair-settings (400 with a sentence when out of bounds). */
export function useSaveChairSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChairSettingsBody) => apiRequest<ChairSettings>('PUT', '/api/admin/chair-settings', body),
    meta: { adminCall: true },
    onSuccess: (saved) => queryClient.setQueryData(chairSettingsQueryKey, saved),
  });
}
