import type { AdminVenue } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import VenuesPanel from './venues-panel';

// jsdom has <dialog> but not its methods.
const hall: AdminVenue = {
  id: 6,
  slug: 'linden-hall',
  name: 'Linden Hall',
  building: 'Linden Building',
  description: 'Hall.',
  capacity: 90,
  accessibility: 'Level.',
  facilities: ['Screen'],
  location: 'Ground floor',
  stepFreeRoute: 'Level path.',
  lifts: 'None needed.',
  toilets: 'By the door.',
  hearingLoop: 'Fixed.',
  quietSpace: 'Reading room.',
  sortOrder: 6,
  version: 3,
  sessionCount: 2,
};

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <VenuesPanel />
    </QueryClientProvider>,
  );
}

describe('venues panel', () => {
  it('edits access details with the version, sends only the change and says so; focus returns to Edit', async () => {
    const api = mockApi({
      'GET /api/admin/venues': () => ({ status: 200, body: { venues: [hall] } }),
      'PATCH /api/admin/venues/6': () => ({
        status: 200,
        body: { venue: { ...hall, lifts: 'Lift B.', version: 4 }, sessionsUpdated: 0 },
      }),
    });
    renderPanel();
    await screen.findByRole('heading', { level: 3, name: 'Linden Hall' });
    expect(screen.getByText('Linden Building · 90 people · 2 sessions')).toBeTruthy();
    const edit = screen.getByRole('button', { name: 'Edit Linden Hall' });
    fireEvent.click(edit);
    const editor = screen.getByRole('region', { name: 'Edit venue: Linden Hall' });
    expect(document.activeElement).toBe(within(editor).getByLabelText(/^Name/));
    fireEvent.change(within(editor).getByLabelText(/^Lifts/), { target: { value: 'Lift B.' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save venue' }));
    expect(await screen.findByText('Venue saved: Linden Hall')).toBeTruthy();
    const [, init] = api.calls('PATCH /api/admin/venues/6')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ version: 3, lifts: 'Lift B.' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Linden Hall' })));
  });

  it('refuses a blank access detail before sending, and reports someone else’s change with a Reload', async () => {
    const api = mockApi({
      'GET /api/admin/venues': () => ({ status: 200, body: { venues: [hall] } }),
      'PATCH /api/admin/venues/6': () => ({
        status: 409,
        body: { statusCode: 409, code: 'STALE_VERSION', message: 'This venue was changed by someone else.' },
      }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Linden Hall' }));
    const quiet = screen.getByLabelText(/^Quiet space/);
    fireEvent.change(quiet, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save venue' }));
    expect(document.activeElement).toBe(quiet);
    expect(quiet.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('PATCH /api/admin/venues/6')).toHaveLength(0);

    fireEvent.change(quiet, { target: { value: 'The library.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save venue' }));
    expect(await screen.findByText(/Could not save: This venue was changed by someone else/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload venue' })).toBeTruthy();
  });

  it('says how many sessions lose their room before deleting, then detaches them', async () => {
    const api = mockApi({
      'GET /api/admin/venues': () => ({ status: 200, body: { venues: [hall] } }),
      'DELETE /api/admin/venues/6': () => ({ status: 200, body: { sessionsDetached: 2 } }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Linden Hall' }));
    expect(screen.getByText(/^2 sessions use Linden Hall\. Deleting it leaves them without a room/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete and leave 2 sessions without a room' }));
    expect(await screen.findByText('Venue deleted: Linden Hall. 2 sessions now have no room.')).toBeTruthy();
    const [input] = api.calls('DELETE /api/admin/venues/6')[0] ?? [];
    expect(String(input)).toContain('?version=3&detach=true');
  });
});
