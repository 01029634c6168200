import type { Announcement } from '@cc/api/contract';
import { announce, STORAGE_KEYS } from '@cc/design-system';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { json, mockApi, renderApp } from '../../../test/render-app';

vi.mock('@cc/design-system', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/design-system')>()),
  announce: vi.fn(),
}));

const make = (id: number, extra: Partial<Announcement> = {}): Announcement => ({
  id,
  title: `News ${id}`,
  summary: `Summary ${id}`,
  content: `Summary ${id}`,
  priority: 'normal',
  category: 'general',
  actionUrl: null,
  actionText: null,
  createdAt: new Date(Date.now() - id * 60_000 * 7).toISOString(),
  updatedAt: new Date().toISOString(),
  ...extra,
});

const announcements = [
  make(1, { title: 'Lift out of service', priority: 'urgent', category: 'venue', actionUrl: '/map' }),
  make(2, { title: 'Keynote moved', category: 'schedule', content: `${'Long text. '.repeat(20)}\n\nSecond part.` }),
  make(3, { title: 'Welcome', actionUrl: 'https://example.org', actionText: 'Read the guide' }),
];

beforeEach(() => {
  vi.mocked(announce).mockClear();
  localStorage.clear();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

function api(readIds: number[] = [3], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/announcements': () => json({ announcements }),
    'GET /api/announcements/read': () => json({ ids: readIds }),
    'POST /api/announcements/2/read': () => json({ ids: [...readIds, 2] }),
    'POST /api/announcements/1/read': () => json({ ids: [...readIds, 1] }),
    'POST /api/announcements/read': (init) => json({ ids: [...readIds, ...JSON.parse(String(init?.body)).ids] }),
    ...extra,
  });
}

describe('News page', () => {
  it('shows statistics, the status line, cards and announces that it loaded', async () => {
    api();
    renderApp('/announcements');
    // The first render loads the page's chunk and the data: allow for a slow machine.
    await screen.findByText('Showing 3 announcements (2 unread)', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Conference News & Announcements' })).toBeTruthy();
    const stats = screen.getByRole('region', { name: 'News summary' });
    expect(within(stats).getByText('Total').textContent).toBe('3 Total');
    expect(within(stats).getByText('Unread').textContent).toBe('2 Unread');
    expect(within(stats).getByText('Urgent').textContent).toBe('1 Urgent');
    expect(screen.getByText('URGENT ANNOUNCEMENT')).toBeTruthy();
    const guide = screen.getByRole('link', { name: /^Read the guide \(opens in a new tab\)/ });
    expect(guide.getAttribute('target')).toBe('_blank');
    expect(guide.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Learn More/ }).getAttribute('href')).toBe('/map');
    expect(screen.getAllByRole('button', { name: 'Mark as Read' })).toHaveLength(2);
    expect(announce).toHaveBeenCalledWith('Conference news and announcements page loaded');
    expect(document.title).toBe('News – Conference Companion');
  });

  it('Read More reveals the full text, marks it read, and one card is open at a time', async () => {
    const { calls } = api();
    renderApp('/announcements');
    const card = (await screen.findByRole('article', { name: 'Keynote moved' })) as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Read More' }));
    expect(within(card).getByText('Second part.')).toBeTruthy();
    await waitFor(() => expect(calls).toContain('POST /api/announcements/2/read'));
    await screen.findByText('Showing 3 announcements (1 unread)');
    expect(within(card).queryByRole('button', { name: 'Mark as Read' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Show Less' }));
    expect(within(card).queryByText('Second part.')).toBeNull();
  });

  it('filters, shows the empty state, and Mark All Read acts on the filtered unread items', async () => {
    const { calls } = api();
    renderApp('/announcements');
    await screen.findByText('Showing 3 announcements (2 unread)');
    fireEvent.click(screen.getByRole('button', { name: 'Urgent' }));
    expect(screen.getByText('Showing 1 announcement (1 unread)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark All Read' }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith('1 announcement marked as read'));
    expect(calls).toContain('POST /api/announcements/1/read');
    fireEvent.click(screen.getByRole('button', { name: 'Mark All Read' }));
    expect(announce).toHaveBeenCalledWith('All announcements are already marked as read');

    fireEvent.click(screen.getByRole('button', { name: 'Venue' }));
    fireEvent.click(screen.getByRole('button', { name: 'General' }));
    expect(screen.getByText('Showing 1 announcement (0 unread)')).toBeTruthy();
  });

  it('shows the empty state with a way back to all announcements', async () => {
    mockApi({
      'GET /api/announcements': () => json({ announcements: [make(1, { category: 'venue' })] }),
      'GET /api/announcements/read': () => json({ ids: [] }),
    });
    renderApp('/announcements');
    await screen.findByText('Showing 1 announcement (1 unread)');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByRole('heading', { name: 'No announcements found' })).toBeTruthy();
    expect(screen.getByText('There are no announcements matching your current filter.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show All Announcements' }));
    expect(screen.getByText('Showing 1 announcement (1 unread)')).toBeTruthy();
  });

  it('falls back to this browser when the server cannot keep read state', async () => {
    localStorage.setItem(STORAGE_KEYS.readAnnouncements, JSON.stringify([1]));
    mockApi({
      'GET /api/announcements': () => json({ announcements }),
      'GET /api/announcements/read': () => json({ statusCode: 503, code: 'DOWN', message: 'down' }, 503),
      'POST /api/announcements/read': () => json({ statusCode: 503, code: 'DOWN', message: 'down' }, 503),
    });
    renderApp('/announcements');
    await screen.findByText('Showing 3 announcements (2 unread)');
    fireEvent.click(screen.getByRole('button', { name: 'Mark All Read' }));
    await waitFor(() =>
      expect(announce).toHaveBeenCalledWith('All visible announcements marked as read (offline mode)'),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.readAnnouncements) ?? '[]').sort()).toEqual([1, 2, 3]);
    expect(screen.getByText('Showing 3 announcements (0 unread)')).toBeTruthy();
  });

  it('shows a new announcement from the live hub at the top and announces it', async () => {
    const { calls } = api();
    renderApp('/announcements');
    await screen.findByText('Showing 3 announcements (2 unread)');
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    // The app also follows 'sessions' (the live programme).
    expect(socket.sent).toContainEqual({ type: 'subscribe', topics: expect.arrayContaining(['announcements']) });
    // Opening refetches what may have been missed before the subscription.
    await waitFor(() => expect(calls.filter((c) => c === 'GET /api/announcements')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    act(() =>
      socket.frame({
        kind: 'event',
        topic: 'announcements',
        type: 'announcement.created',
        data: make(9, { title: 'Coffee is served', createdAt: new Date().toISOString() }),
      }),
    );
    await screen.findByText('Showing 4 announcements (3 unread)');
    expect(screen.getAllByRole('article')[0]!.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(screen.getAllByRole('article')[0]!).getByRole('heading').textContent).toBe('Coffee is served');
    expect(announce).toHaveBeenCalledWith('New announcement: Coffee is served');
    expect(within(screen.getAllByRole('article')[0]!).getByText('Just now')).toBeTruthy();
  });

  it('says so when the announcements cannot be loaded', async () => {
    mockApi({
      'GET /api/announcements': () => json({ statusCode: 500, code: 'X', message: 'Server error' }, 500),
      'GET /api/announcements/read': () => json({ ids: [] }),
    });
    renderApp('/announcements');
    expect(await screen.findByText('Failed to load announcements', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
