import type { AdminAnnouncement } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { mockApi } from '../../../test/mock-api';
import ContentPanel from './content-panel';

// jsdom has <dialog> but not its methods.
beforeEach(() => FakeWebSocket.install());

const announcement: AdminAnnouncement = {
  id: 7,
  title: 'Lunch moved',
  summary: 'Lunch is in Linden Hall.',
  content: 'Lunch is in Linden Hall.',
  priority: 'normal',
  category: 'catering',
  actionUrl: null,
  actionText: null,
  createdAt: '2027-09-13T10:00:00.000Z',
  updatedAt: '2027-09-13T10:00:00.000Z',
  writtenSummary: null,
  createdBy: 'a1',
  createdByName: 'Ada Admin',
  version: 4,
};
const STALE = 'This announcement was changed by someone else. Reload to see their changes.';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('editing an announcement another admin changed meanwhile', () => {
  it('saves with the version it started from and shows the 409 message in the form', async () => {
    const api = mockApi({
      'GET /api/admin/announcements': () => ({ status: 200, body: { announcements: [announcement] } }),
      'PATCH /api/admin/announcements/7': () => ({
        status: 409,
        body: { statusCode: 409, code: 'STALE_VERSION', message: STALE },
      }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ContentPanel params={{}} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Lunch moved' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Announcement' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Lunch moved again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const alert = await within(dialog).findByText(new RegExp(STALE.replace(/\./g, '\\.')));
    expect(alert.textContent).toBe(
      `Failed to update announcement: ${STALE} Close this form to see the latest version, then edit again.`,
    );
    const [, init] = api.calls('PATCH /api/admin/announcements/7')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ title: 'Lunch moved again', version: 4 });
  });
});
