import type { AdminDashboard } from '@cc/api/contract';
import { useAnnouncer } from '@cc/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dashboard } from '../../../test/dashboard-fixture';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { admin, mockApi } from '../../../test/mock-api';
import DashboardPanel from './dashboard-panel';

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DashboardPanel user={admin} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/admin');
  FakeWebSocket.install();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('Dashboard', () => {
  it('shows the welcome line, the five stat cards, pending items, recent activity and system status', async () => {
    mockApi({ 'GET /api/admin/dashboard': () => ({ status: 200, body: dashboard }) });
    renderPanel();
    expect(await screen.findByText('Welcome back, Admin. Here is what needs your attention.')).toBeTruthy();

    const stats = await screen.findByRole('region', { name: 'Statistics' });
    const terms = within(stats)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Total Questions', 'Pending Questions', 'Announcements', 'Sessions', 'Bookmarks']);
    expect(
      within(stats)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['30', '4', '6', '124', '210']);

    const questions = screen.getByRole('region', { name: 'Pending Questions (4)' });
    // Previews are cut at 80 characters.
    expect(
      within(questions).getByText(
        'Could the keynote slides be shared in an easy-read format, with symbols, for peo...',
      ),
    ).toBeTruthy();
    expect(within(questions).getByRole('button', { name: 'Review question from Sam' })).toBeTruthy();
    expect(within(questions).getByRole('button', { name: 'Review question from Anonymous' })).toBeTruthy();
    expect(within(questions).getByRole('link', { name: 'View all pending questions (4)' }).getAttribute('href')).toBe(
      '#/admin?tab=questions&status=pending',
    );
    const urls = screen.getByRole('region', { name: 'Pending URLs (1)' });
    expect(within(urls).getByRole('link', { name: 'View all pending URLs (1)' }).getAttribute('href')).toBe(
      '#/admin?tab=urls&section=pending',
    );

    const recent = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(2);
    expect(within(recent).getByText('Answered')).toBeTruthy();

    const system = screen.getByRole('region', { name: 'System Status' });
    const items = within(system)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toMatch(/^Database Online Answered in 2 ms · checked at \d\d:\d\d:\d\d$/);
    expect(items[2]).toMatch(/^File storage Offline Failed: EACCES/);
  });

  it('Review opens the right tab on that item; quick actions open what they name', async () => {
    mockApi({ 'GET /api/admin/dashboard': () => ({ status: 200, body: dashboard }) });
    renderPanel();
    await screen.findByRole('region', { name: 'Statistics' });
    fireEvent.click(await screen.findByRole('button', { name: 'Review question from Sam' }));
    expect(window.location.hash).toBe('#/admin?tab=questions&status=pending&item=12');
    fireEvent.click(screen.getByRole('button', { name: 'Review URL from Pat Presenter' }));
    expect(window.location.hash).toBe('#/admin?tab=urls&section=pending&item=7');

    const expected: Record<string, string> = {
      'Create Announcement': '#/admin?tab=content&section=announcements&action=create',
      'Review Pending Questions': '#/admin?tab=questions&status=pending',
      'Review Presenter URLs': '#/admin?tab=urls&section=pending',
      'Manage Sessions': '#/admin?tab=sessions',
    };
    for (const [label, hash] of Object.entries(expected)) {
      fireEvent.click(screen.getByRole('button', { name: label }));
      expect(window.location.hash).toBe(hash);
    }
  });

  it('refreshes when a new pending question arrives live, and says so', async () => {
    let calls = 0;
    const answers: AdminDashboard[] = [
      dashboard,
      { ...dashboard, stats: { ...dashboard.stats, questions: 31, pendingQuestions: 5 } },
    ];
    mockApi({
      'GET /api/admin/dashboard': () => ({ status: 200, body: answers[Math.min(calls++, 1)] }),
    });
    renderPanel();
    expect(await screen.findByText('210')).toBeTruthy();
    expect(screen.getByText(/checking for new items every 30 seconds/)).toBeTruthy();

    const socket = FakeWebSocket.latest();
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/api\/live$/);
    act(() => socket.open(['moderation']));
    expect(socket.sent).toEqual([{ type: 'subscribe', topics: ['moderation'] }]);
    expect(await screen.findByText(/Live updates are on/)).toBeTruthy();

    act(() =>
      socket.push({
        kind: 'event',
        topic: 'moderation',
        type: 'question.created',
        data: {
          id: 40,
          text: 'New one',
          sessionId: null,
          sessionTitle: null,
          name: null,
          email: null,
          anonymous: true,
          status: 'pending',
          answered: false,
          votes: 0,
          response: null,
          respondedBy: null,
          respondedAt: null,
          moderationNotes: null,
          createdAt: '2027-09-13T11:00:00.000Z',
          updatedAt: '2027-09-13T11:00:00.000Z',
        },
      }),
    );
    const stats = screen.getByRole('region', { name: 'Statistics' });
    await waitFor(() => expect(within(stats).getAllByRole('definition')[0]?.textContent).toBe('31'));
    await waitFor(() => expect(useAnnouncer.getState().polite).toBe('New question to review'));
  });

  it("shows 'Failed to load dashboard statistics' with the reason, and Retry", async () => {
    let fail = true;
    mockApi({
      'GET /api/admin/dashboard': () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side.' } }
          : { status: 200, body: dashboard },
    });
    renderPanel();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toBe('Failed to load dashboard statistics: Something went wrong on our side.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('210')).toBeTruthy();
  });
});
