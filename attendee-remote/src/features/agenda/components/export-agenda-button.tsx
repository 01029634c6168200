import type { AgendaEntry } from '@cc/api/contract';
import { announce, Button } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { conferenceQueryOptions } from '../api/get-conference';
import { agendaExportText, EXPORT_FILE_NAME } from '../utils/export-text';

/** When the conference name cannot be had, the file is still headed with something true. */
const FALLBACK_NAME = 'Conference Companion';

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Export Agenda: downloads my-agenda.txt (layout in utils/export-text.ts). Disabled with no sessions. */
export function ExportAgendaButton({ entries }: { entries: readonly AgendaEntry[] }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const exportAgenda = async () => {
    setBusy(true);
    try {
      const name = await queryClient
        .fetchQuery(conferenceQueryOptions())
        .then((conference) => conference.name)
        .catch(() => FALLBACK_NAME);
      download(agendaExportText(name, entries), EXPORT_FILE_NAME);
      announce(`Your agenda was downloaded as ${EXPORT_FILE_NAME}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="secondary"
      disabled={entries.length === 0}
      loading={busy}
      onClick={() => {
        void exportAgenda();
      }}
    >
      Export Agenda
    </Button>
  );
}
