import { apiRequest } from '@cc/api/client';
import type { AdminPresenterUrl, AdminPresenterUrlList, ModeratePresenterUrlBody } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';
import { presenterUrlsQueryKey } from './get-presenter-urls';

export interface ModerateInput {
  id: number;
  body: ModeratePresenterUrlBody;
}

/** POST /api/admin/presenter-urls/:id/moderate: approve or reject a pending URL (409 when already moderated). */
export function moderatePresenterUrl({ id, body }: ModerateInput): Promise<AdminPresenterUrl> {
  return apiRequest<AdminPresenterUrl>('POST', `/api/admin/presenter-urls/${id}/moderate`, body);
}

export function useModeratePresenterUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderatePresenterUrl,
    meta: { adminCall: true },
    onSuccess: (url) => {
      queryClient.setQueryData<AdminPresenterUrlList>(presenterUrlsQueryKey, (current) =>
        current ? { ...current, urls: current.urls.map((u) => (u.id === url.id ? url : u)) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: adminQueryRoot });
    },
  });
}
