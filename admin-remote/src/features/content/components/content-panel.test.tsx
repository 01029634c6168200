import type { AdminAnnouncement, AdminSession } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { mockApi } from '../../../test/mock-api';
import ContentPanel from './content-panel';

// jsdom has <dialog> but not its methods.
beforeEach(() => {
  window.history.replaceState(null, '', '/admin#/admin?tab=content');
  FakeWebSocket.install();
});
afterEach(() => window.history.replaceState(null, '', '/'));

const longText = `${'Lunch is served in Linden Hall. '.repeat(8)}Bring your badge.`;
const announcement: AdminAnnouncement = {
  id: 7,
  title: 'Lunch moved',
  summary: longText,
  content: longText,
  priority: 'important',
  category: 'catering',
  actionUrl: null,
  actionText: null,
  createdAt: '2027-09-13T10:00:00.000Z',
  updatedAt: '2027-09-13T10:00:00.000Z',
  writtenSummary: null,
  createdBy: 'a1',
  createdByName: 'Ada Admin',
  version: 1,
};

const poster = {
  id: 40,
  title: 'Symbols at home',
  track: 'P33',
  sessionNumber: 'P33',
  status: 'active',
  day: 'Tuesday',
  sessionDate: '2027-09-14',
  startTime: '12:15',
  endTime: '13:00',
  speaker: 'Pat Poster',
  location: 'Linden Hall',
  cancellationNotes: null,
  version: 2,
} as AdminSession;

function renderPanel(params: Record<string, string> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContentPanel params={params} />
    </QueryClientProvider>,
  );
}

describe('Content tab', () => {
  it('has the five sub-tabs (the spec’s four and Starter phrases) and no Test Create button; summaries are cut at 150 characters', async () => {
    mockApi({ 'GET /api/admin/announcements': () => ({ status: 200, body: { announcements: [announcement] } }) });
    renderPanel();
    const tabs = screen.getByRole('tablist', { name: 'Content sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Announcements', 'Sessions', 'Questions', 'Sponsors', 'Starter phrases']);
    expect(await screen.findByRole('heading', { level: 4, name: 'Lunch moved' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Test Create' })).toBeNull();
    const summary = screen.getByText(/^Lunch is served/);
    expect(summary.textContent?.endsWith('...')).toBe(true);
    expect(summary.textContent?.length).toBeLessThanOrEqual(153);
  });

  it("checks the form, then creates with the defaults and says 'Announcement created successfully'", async () => {
    const api = mockApi({
      'GET /api/admin/announcements': () => ({ status: 200, body: { announcements: [] } }),
      'POST /api/admin/announcements': (body) => ({ status: 201, body: { ...announcement, ...(body as object) } }),
    });
    renderPanel({ action: 'create' });
    const dialog = await screen.findByRole('dialog', { name: 'Create Announcement' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Announcement' }));
    expect(within(dialog).getByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Content is required')).toBeTruthy();
    expect(api.calls('POST /api/admin/announcements')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: ' Lunch moved ' } });
    fireEvent.change(within(dialog).getByLabelText('Content'), { target: { value: longText } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Announcement' }));
    expect(await screen.findByText('Announcement created successfully')).toBeTruthy();
    const [, init] = api.calls('POST /api/admin/announcements')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Lunch moved',
      content: longText,
      // Made by the server from the content, and kept in step with it.
      summary: null,
      priority: 'normal',
      category: 'general',
      actionUrl: null,
      actionText: null,
    });
  });

  it('cancels a session with a reason; Cancel is disabled for a cancelled session', async () => {
    let sessions = [poster];
    const api = mockApi({
      'GET /api/admin/sessions': () => ({ status: 200, body: { sessions, total: sessions.length } }),
      'POST /api/admin/sessions/40/cancel': () => {
        sessions = [{ ...poster, status: 'cancelled', cancellationNotes: 'Printer broke', version: 3 }];
        return {
          status: 200,
          body: {
            session: sessions[0],
            announcement: { id: 9, title: 'Session Cancelled: Symbols at home', summary: '', content: '' },
          },
        };
      },
    });
    renderPanel({ section: 'sessions' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Symbols at home' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel session' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: ' Printer broke ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Session' }));
    expect(
      await screen.findByText(
        'Session cancelled successfully. The announcement "Session Cancelled: Symbols at home" was published.',
      ),
    ).toBeTruthy();
    const [, init] = api.calls('POST /api/admin/sessions/40/cancel')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Printer broke', version: 2 });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Cancel Symbols at home' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
