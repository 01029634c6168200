import { apiRequest } from '@cc/api/client';
import type { ClashOverride, ProgrammeImportApplyBody, ProgrammeImportResult } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

/**
 * POST /api/admin/programme-import/apply with the preview the admin confirmed: its id and the programme version
 * it was computed from (409 PROGRAMME_CHANGED when someone changed the programme since). All or nothing; over
 * clashes only with a reason.
 */
export function applyImport({
  previewId,
  programmeVersion,
  saveAnyway,
}: {
  previewId: string;
  programmeVersion: string;
  saveAnyway?: ClashOverride;
}): Promise<ProgrammeImportResult> {
  return apiRequest<ProgrammeImportResult>('POST', '/api/admin/programme-import/apply', {
    previewId,
    programmeVersion,
    ...(saveAnyway ? { saveAnyway } : {}),
  } satisfies ProgrammeImportApplyBody);
}

export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyImport,
    meta: { adminCall: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}
