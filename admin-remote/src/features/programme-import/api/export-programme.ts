import { apiRequest } from '@cc/api/client';
import type { AdminSessionList } from '@cc/api/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { exportFileName, programmeCsv, programmeJson } from '../utils/programme-export';

/** GET /api/admin/sessions, read at the moment of the export, saved as a JSON or CSV file; answers the count. */
export async function exportProgramme(format: 'json' | 'csv'): Promise<number> {
  const { sessions } = await apiRequest<AdminSessionList>('GET', '/api/admin/sessions');
  if (format === 'csv') downloadFile(exportFileName('csv'), programmeCsv(sessions), 'text/csv');
  else downloadFile(exportFileName('json'), programmeJson(sessions), 'application/json');
  return sessions.length;
}

export function useExportProgramme() {
  return useMutation({ mutationFn: exportProgramme, meta: { adminCall: true } });
}
