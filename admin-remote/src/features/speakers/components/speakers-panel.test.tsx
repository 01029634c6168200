import type { AdminSpeaker } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import SpeakersPanel, { SPEAKERS_PER_PAGE } from './speakers-panel';

const speakers: AdminSpeaker[] = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  slug: `speaker-${index + 1}`,
  name: `Speaker ${String(index + 1).padStart(3, '0')}`,
  bio: '',
  affiliation: index % 2 === 0 ? 'Northgate University' : null,
  sessionCount: 1,
  version: 1,
  updatedAt: '2027-01-01T00:00:00.000Z',
}));

function renderPanel(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/admin/speakers': () => ({ status: 200, body: { speakers } }), ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SpeakersPanel />
    </QueryClientProvider>,
  );
  return api;
}

const listedNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('speakers panel', () => {
  it('draws the speakers a page at a time; Show more draws the next ones and moves focus to the first of them', async () => {
    renderPanel();
    await screen.findByRole('heading', { level: 3, name: 'Speaker 001' });
    expect(listedNames()).toHaveLength(SPEAKERS_PER_PAGE);
    expect(screen.getByRole('status').textContent).toBe('120 speakers, showing the first 50');

    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more speakers' }));
    expect(listedNames()).toHaveLength(100);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Speaker 051' }));

    fireEvent.click(screen.getByRole('button', { name: 'Show 20 more speakers' }));
    expect(listedNames()).toHaveLength(120);
    expect(screen.getByRole('status').textContent).toBe('120 speakers');
    expect(screen.queryByRole('button', { name: /^Show \d+ more speakers$/ })).toBeNull();
  });

  it('searches all speakers, not only those drawn, and starts again from the first page', async () => {
    renderPanel();
    await screen.findByRole('heading', { level: 3, name: 'Speaker 001' });
    const search = screen.getByRole('searchbox', { name: /Search speakers/ });
    fireEvent.change(search, { target: { value: 'Northgate' } });
    expect(screen.getByRole('status').textContent).toBe('60 of 120 speakers match, showing the first 50');
    fireEvent.click(screen.getByRole('button', { name: 'Show 10 more speakers' }));
    expect(listedNames()).toHaveLength(60);
    expect(listedNames().at(-1)).toBe('Speaker 119');

    fireEvent.change(search, { target: { value: 'Speaker' } });
    expect(listedNames()).toHaveLength(SPEAKERS_PER_PAGE);
  });

  it('merges a chosen speaker into another with both versions, and says how many sessions moved', async () => {
    const api = renderPanel({
      'POST /api/admin/speakers/2/merge': () => ({
        status: 200,
        body: { speaker: { ...speakers[1], version: 2, sessionCount: 2 }, sessionsUpdated: 1 },
      }),
    });
    await screen.findByRole('heading', { level: 3, name: 'Speaker 002' });
    fireEvent.click(screen.getByRole('button', { name: 'Merge into Speaker 002' }));
    const form = screen.getByRole('form', { name: 'Merge into Speaker 002' });
    // Nothing chosen: said, and nothing sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Merge speakers' }));
    expect(within(form).getByText('Choose the speaker to merge.')).toBeTruthy();
    expect(api.calls('POST /api/admin/speakers/2/merge')).toHaveLength(0);
    const select = within(form).getByRole('combobox', { name: /Speaker to merge/ }) as HTMLSelectElement;
    // The kept speaker cannot be merged into themselves.
    expect(Array.from(select.options).some((option) => option.value === '2')).toBe(false);
    fireEvent.change(select, { target: { value: '3' } });
    expect(within(form).getByText('1 session of Speaker 003 will name Speaker 002 instead.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Merge speakers' }));
    await waitFor(() =>
      expect(screen.getByText('Merged Speaker 003 into Speaker 002. 1 session updated.')).toBeTruthy(),
    );
    expect(api.calls('POST /api/admin/speakers/2/merge')[0]?.[1]?.body).toBe(
      JSON.stringify({ speakerId: 3, version: 1, speakerVersion: 1 }),
    );
  });
});
