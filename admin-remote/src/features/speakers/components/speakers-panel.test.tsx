import type { AdminSpeaker } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
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

function renderPanel() {
  mockApi({ 'GET /api/admin/speakers': () => ({ status: 200, body: { speakers } }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SpeakersPanel />
    </QueryClientProvider>,
  );
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
});
