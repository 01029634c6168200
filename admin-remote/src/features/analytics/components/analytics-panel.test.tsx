import type { AdminAnalytics, AnalyticsDays } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import AnalyticsPanel from './analytics-panel';

function figures(days: AnalyticsDays): AdminAnalytics {
  const week = days === 7;
  return {
    days,
    range: { from: '2026-11-16T00:00:00.000Z', to: '2026-11-22T12:00:00.000Z' },
    previousRange: { from: '2026-11-09T00:00:00.000Z', to: '2026-11-16T00:00:00.000Z' },
    totals: {
      questions: { value: 1234, current: week ? 3 : 7, previous: 4, change: week ? -25 : 75 },
      bookmarks: { value: 9, current: 6, previous: 3, change: 100 },
      activeUsers: { value: 9, current: 7, previous: 6, change: 16.7 },
      announcements: { value: 12, current: 1, previous: 0, change: null },
      sessions: { value: 132, current: 0, previous: 0, change: null },
    },
    questionStatus: [
      { label: 'pending', count: 3 },
      { label: 'approved', count: 2 },
      { label: 'answered', count: 1 },
      { label: 'rejected', count: 1 },
    ],
    sessionsByType: [{ label: 'Presentation', count: 100 }],
    activity: Array.from({ length: days }, (_, i) => ({
      date: new Date(Date.UTC(2026, 10, 22 - days + 1 + i)).toISOString().slice(0, 10),
      questions: i % 2,
      bookmarks: 1,
      userActions: 2,
    })),
    topActions: [{ label: 'page_view', count: 6 }],
    deviceUsage: [
      { label: 'desktop', count: 3 },
      { label: 'mobile', count: 1 },
      { label: 'tablet', count: 0 },
    ],
    attendance: [{ sessionId: 1, title: 'Opening keynote', bookmarks: 6, expected: 12 }],
  };
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AnalyticsPanel />
    </QueryClientProvider>,
  );
}

describe('Analytics tab', () => {
  it('shows the five totals with their computed changes, x.xk numbers and no infinite percentages', async () => {
    mockApi({ 'GET /api/admin/analytics': () => ({ status: 200, body: figures(7) }) });
    renderPanel();
    expect(screen.getByText('Loading analytics...')).toBeTruthy();
    const questions = (await screen.findByText('Total Questions')).parentElement as HTMLElement;
    expect(within(questions).getByText('1.2k')).toBeTruthy();
    expect(within(questions).getByText('1,234')).toBeTruthy(); // for screen readers
    expect(questions.textContent).toContain('Change: \u221225% vs the previous 7 days');
    expect(questions.textContent).toContain('3 asked in the last 7 days, 4 in the 7 days before');
    const announcements = screen.getByText('Announcements').parentElement as HTMLElement;
    expect(announcements.textContent).toContain('Change: no data in the previous period');
    expect(screen.getByText('Active Users').parentElement?.textContent).toContain('+16.7%');
  });

  it('draws accessible charts with a table equivalent behind Show as table', async () => {
    mockApi({ 'GET /api/admin/analytics': () => ({ status: 200, body: figures(7) }) });
    renderPanel();
    const status = await screen.findByRole('img', { name: /^Question status: Pending 3, Approved 2/ });
    expect(status).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Activity per day from/ })).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Question status' });
    const toggle = within(section).getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(section).queryByRole('table')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = within(section).getByRole('table', { name: 'Question status' });
    expect(within(table).getByRole('row', { name: 'Pending 3' })).toBeTruthy();
    expect(screen.getByRole('table', { name: /Attendance estimate/ }).textContent).toContain('Opening keynote612');
  });

  it('switches the range and shows the new figures', async () => {
    const api = mockApi({
      'GET /api/admin/analytics': () => ({ status: 200, body: figures(api.fetchMock.mock.calls.length > 1 ? 30 : 7) }),
    });
    renderPanel();
    await screen.findByText('Total Questions');
    const week = screen.getByRole('button', { name: 'Last 7 days' });
    expect(week.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText(/Change: \+75% vs the previous 30 days/)).toBeTruthy();
    expect(String(api.fetchMock.mock.calls.at(-1)?.[0])).toContain('days=30');
  });

  it("says 'Failed to load analytics data' with Retry", async () => {
    mockApi({
      'GET /api/admin/analytics': () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } }),
    });
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load analytics data');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
