import type { AdminSpeaker } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { SpeakerPicker } from './speaker-picker';

const speaker = (id: number, name: string, affiliation: string | null = null): AdminSpeaker => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  bio: '',
  affiliation,
  sessionCount: 1,
  version: 1,
  updatedAt: '2027-01-01T00:00:00.000Z',
});

function Harness({ initial, onSubmit }: { initial: number[]; onSubmit: () => void }) {
  const [ids, setIds] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SpeakerPicker value={ids} onChange={setIds} />
      <output data-testid="ids">{ids.join(',')}</output>
    </form>
  );
}

function renderPicker(initial: number[] = []) {
  const onSubmit = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness initial={initial} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return { onSubmit, ids: () => screen.getByTestId('ids').textContent };
}

describe('SpeakerPicker', () => {
  it('chooses speakers from the list in the order ticked, the chosen first whatever the filter', async () => {
    mockApi({
      'GET /api/admin/speakers': () => ({
        status: 200,
        body: { speakers: [speaker(1, 'Ann One'), speaker(2, 'Ben Two', 'AAC Trust'), speaker(3, 'Cy Three')] },
      }),
    });
    const { ids, onSubmit } = renderPicker([3]);
    const group = screen.getByRole('group', { name: 'Speakers' });
    await within(group).findByRole('checkbox', { name: 'Ben Two (AAC Trust)' });
    expect(within(group).getByText('In this order: Cy Three.')).toBeTruthy();

    fireEvent.click(within(group).getByRole('checkbox', { name: 'Ann One' }));
    expect(ids()).toBe('3,1');

    const filter = within(group).getByRole('searchbox', { name: 'Filter speakers' });
    fireEvent.change(filter, { target: { value: 'trust' } });
    fireEvent.keyDown(filter, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    const boxes = within(group)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-describedby') ?? '');
    expect(boxes).toHaveLength(3); // Cy and Ann (chosen) stay, Ben matches
    expect(within(group).getByRole('status').textContent).toBe('1 other speaker listed.');

    fireEvent.click(within(group).getByRole('checkbox', { name: 'Cy Three' }));
    expect(ids()).toBe('1');
  });

  it('adds a new speaker by name and chooses them; a name already taken is explained', async () => {
    const api = mockApi({
      'GET /api/admin/speakers': () => ({ status: 200, body: { speakers: [speaker(1, 'Ann One')] } }),
      'POST /api/admin/speakers': (body) =>
        (body as { name: string }).name === 'ann one'
          ? {
              status: 409,
              body: {
                statusCode: 409,
                code: 'DUPLICATE_SPEAKER',
                message: 'There is already a speaker called "Ann One"',
              },
            }
          : { status: 201, body: speaker(9, (body as { name: string }).name) },
    });
    const { ids } = renderPicker();
    const field = await screen.findByRole('textbox', { name: 'Add a new speaker' });

    fireEvent.change(field, { target: { value: 'ann one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add and choose' }));
    expect(await screen.findByText('There is already a speaker called "Ann One"')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Dee Four' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(ids()).toBe('9'));
    expect(api.calls('POST /api/admin/speakers')).toHaveLength(2);
    expect((field as HTMLInputElement).value).toBe('');
  });
});
