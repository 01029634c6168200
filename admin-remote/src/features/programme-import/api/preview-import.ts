import { apiRequest } from '@cc/api/client';
import type { ProgrammeImportPreview, ProgrammeImportText } from '@cc/api/contract';
import { useMutation } from '@tanstack/react-query';

/** POST /api/admin/programme-import/preview: what the file would add, change and remove; nothing is written. */
export function previewImport(file: ProgrammeImportText): Promise<ProgrammeImportPreview> {
  return apiRequest<ProgrammeImportPreview>('POST', '/api/admin/programme-import/preview', file);
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport, meta: { adminCall: true } });
}
