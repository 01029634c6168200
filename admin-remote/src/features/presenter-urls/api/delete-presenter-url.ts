import { apiRequest } from '@cc/api/client';
import type { AdminPresenterUrlList } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';
import { presenterUrlsQueryKey } from './get-presenter-urls';

/** DELETE /api/admin/presenter-urls/:id: only approved or rejected URLs (409 while pending). */
export function deletePresenterUrl(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/admin/presenter-urls/${id}`);
}

export function useDeletePresenterUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePresenterUrl,
    meta: { adminCall: true },
    onSuccess: (_result, id) => {
      queryClient.setQueryData<AdminPresenterUrlList>(presenterUrlsQueryKey, (current) =>
        current ? { ...current, urls: current.urls.filter((u) => u.id !== id) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: adminQueryRoot });
    },
  });
}
