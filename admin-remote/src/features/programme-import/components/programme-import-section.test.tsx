import type { ProgrammeImportPreview } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { ProgrammeImportSection } from './programme-import-section';

const planned: ProgrammeImportPreview = {
  previewId: '6f1c0c7e-8d0a-4c55-9b1e-3f7f3c1d2a10',
  programmeVersion: 'programme-v7',
  mode: 'merge',
  fileName: 'programme.json',
  format: 'json',
  rows: 1,
  toAdd: [
    {
      row: 1,
      id: null,
      sessionNumber: 'N-1',
      track: '9.9',
      title: 'Partner modelling',
      speaker: null,
      location: null,
      room: null,
      sessionDate: '2027-09-14',
      startTime: '10:00',
      endTime: '10:45',
      status: 'active',
    },
  ],
  toChange: [],
  toRemove: [],
  unchanged: 0,
  invalid: [],
  warnings: [],
  clashes: [],
};

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProgrammeImportSection id="import" onClose={() => {}} />
    </QueryClientProvider>,
  );
}

async function previewFile() {
  const input = screen.getByLabelText('Programme file (JSON or CSV)') as HTMLInputElement;
  const file = new File(['[{"session_number":"N-1","title":"Partner modelling"}]'], 'programme.json', {
    type: 'application/json',
  });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
  fireEvent.click(screen.getByRole('button', { name: 'Preview import' }));
  await screen.findByRole('button', { name: 'Confirm import' });
}

describe('Programme import', () => {
  it('applies the preview with the programme version it was computed from', async () => {
    const api = mockApi({
      'POST /api/admin/programme-import/preview': () => ({ status: 200, body: planned }),
      'POST /api/admin/programme-import/apply': () => ({
        status: 200,
        body: { added: 1, changed: 0, removed: 0, unchanged: 0 },
      }),
    });
    renderSection();
    await previewFile();
    // The day in words, with its year (an import from last year's file shows as one), not '2027-09-14'.
    const added = screen.getByRole('row', { name: /Partner modelling/ });
    expect(added.textContent).toContain('Tuesday 14 September 2027');
    expect(added.textContent).not.toContain('2027-09-14');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm import' }));
    await screen.findByText('Programme imported: 1 added, 0 changed, 0 removed.');
    const [, init] = api.calls('POST /api/admin/programme-import/apply')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ previewId: planned.previewId, programmeVersion: 'programme-v7' });
  });

  it('drops a preview the programme has moved on from, saying why', async () => {
    const message =
      'The programme has changed since this preview (another admin edited or imported sessions). ' +
      'Preview the file again to see what the import would do now; nothing was imported.';
    mockApi({
      'POST /api/admin/programme-import/preview': () => ({ status: 200, body: planned }),
      'POST /api/admin/programme-import/apply': () => ({
        status: 409,
        body: { statusCode: 409, code: 'PROGRAMME_CHANGED', message },
      }),
    });
    renderSection();
    await previewFile();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm import' }));
    expect(await screen.findByText(`Failed to import the programme: ${message}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm import' })).toBeNull();
  });
});
