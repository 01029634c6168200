import type { AgendaEntry, ConferenceInfo, Session } from '@cc/api/contract';
import { useAnnouncer } from '@cc/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReminderSettings, useReminders } from '../features/your-day/stores/reminder-settings-store';
import { FakeWebSocket } from '../test/fake-websocket';
import { json, mockApi } from '../test/render-app';
import { makeSession } from '../test/session-fixture';
import { SessionRemindersHost } from './session-reminders-host';

const conference = {
  name: 'Talking Together 2027',
  timeZone: 'Europe/London',
  utcOffsets: [{ from: '2027-03-28T01:00:00.000Z', minutes: 60 }],
  days: [{ date: '2027-09-13', dayName: 'Monday' }],
} as unknown as ConferenceInfo;

const entry = (session: Partial<Session> & Pick<Session, 'id' | 'title'>): AgendaEntry => ({
  session: makeSession({ sessionDate: '2027-09-13', endTime: null, ...session }),
  bookmarkedAt: '2027-08-01T10:00:00.000Z',
  changes: { cancelled: session.status === 'cancelled', timeChanged: false, roomChanged: false },
});

const entries = [
  entry({ id: 1, title: 'Core vocabulary', startTime: '11:00', location: 'Rowan Auditorium' }),
  entry({ id: 2, title: 'Backups and updates', startTime: '10:58', status: 'cancelled' }),
  entry({ id: 3, title: 'Later talk', startTime: '11:30' }),
];

function renderHost() {
  mockApi({
    'GET /api/conference': () => json(conference),
    'GET /api/bookmarks': () => json({ sessionIds: [1, 2, 3] }),
    'GET /api/agenda': () => json({ entries }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/about']}>
        <SessionRemindersHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let announcements: string[];
let unsubscribe: () => void;
beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  // 10:52 in London (BST): Core vocabulary starts in 8 minutes.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-09-13T09:52:00Z'));
  useReminders.setState({ given: [], shown: [] });
  announcements = [];
  unsubscribe = useAnnouncer.subscribe((state) => {
    if (state.polite) announcements.push(state.polite);
  });
});
afterEach(() => {
  unsubscribe();
  vi.useRealTimers();
  useReminderSettings.setState({ enabled: false, minutes: 10 });
});

describe('Session reminders', () => {
  it('give nothing and ask for nothing until the attendee turns them on', async () => {
    useReminderSettings.setState({ enabled: false });
    renderHost();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Session reminders' })).toBeNull();
    expect(announcements).toEqual([]);
  });

  it('announce and show a session starting soon, say a cancelled one is cancelled, and can be dismissed', async () => {
    useReminderSettings.setState({ enabled: true, minutes: 10 });
    renderHost();
    const region = await screen.findByRole('region', { name: 'Session reminders' });
    expect(within(region).getByText(/Starts in 8 minutes/)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Core vocabulary' }).getAttribute('href')).toBe('/session/1');
    expect(within(region).getByText('At 11:00, Rowan Auditorium.')).toBeTruthy();
    expect(within(region).getByText('It was in your agenda at 10:58.')).toBeTruthy();
    expect(within(region).queryByText(/Later talk/)).toBeNull();
    await waitFor(() =>
      expect(announcements).toContain(
        'Backups and updates, in your agenda at 10:58, has been cancelled. Reminder: Core vocabulary starts in 8 minutes, at 11:00 in Rowan Auditorium.',
      ),
    );
    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss reminder about Core vocabulary' }));
    expect(within(region).queryByText(/Core vocabulary/)).toBeNull();
    // Given once: not again when the page is drawn again.
    expect(useReminders.getState().given).toHaveLength(2);
  });
});
