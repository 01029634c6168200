import { apiRequest } from '@cc/api/client';
import type { ClashOverride, ProgrammeImportResult } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

/** POST /api/admin/programme-import/apply with a preview's id: all or nothing; over clashes only with a reason. */
export function applyImport({
  previewId,
  saveAnyway,
}: {
  previewId: string;
  saveAnyway?: ClashOverride;
}): Promise<ProgrammeImportResult> {
  return apiRequest<ProgrammeImportResult>('POST', '/api/admin/programme-import/apply', {
    previewId,
    ...(saveAnyway ? { saveAnyway } : {}),
  });
}

export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyImport,
    meta: { adminCall: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}
