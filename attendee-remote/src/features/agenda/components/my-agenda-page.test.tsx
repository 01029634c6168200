import type { Agenda, AgendaEntry } from '@cc/api/contract';
import { useAnnouncer, useConsent } from '@cc/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { json, mockApi } from '../../../test/render-app';
import { entry } from '../utils/agenda-test-entries';
import { MyAgendaPage } from './my-agenda-page';

const conference = { name: 'Talking Together 2027' };
const venues = { venues: [] };

function renderPage(onBookmarksChanged = vi.fn(), waitingEntries?: AgendaEntry[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/my-agenda']}>
        <MyAgendaPage onBookmarksChanged={onBookmarksChanged} waitingEntries={waitingEntries} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onBookmarksChanged };
}

let announcements: string[];
let unsubscribe: () => void;
beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  announcements = [];
  unsubscribe = useAnnouncer.subscribe((state) => {
    for (const text of [state.polite, state.assertive]) if (text) announcements.push(text);
  });
});
afterEach(() => unsubscribe());

function agendaApi(entries: AgendaEntry[], extra: Parameters<typeof mockApi>[0] = {}) {
  const agenda: Agenda = { entries };
  return mockApi({
    'GET /api/agenda': () => json(agenda),
    'GET /api/venues': () => json(venues),
    'GET /api/conference': () => json(conference),
    ...extra,
  });
}

describe('MyAgendaPage', () => {
  it('says it is loading, then that the agenda is empty, with a way to the programme', async () => {
    agendaApi([]);
    renderPage();
    expect(screen.getByText('Loading Your Agenda...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your agenda is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Programme' }).getAttribute('href')).toBe('/programme');
    expect(screen.getByRole('heading', { level: 1, name: 'My Agenda' })).toBeTruthy();
    expect(document.title).toBe('My Agenda – Conference Companion');
  });

  it('announces and shows a load failure', async () => {
    mockApi({ 'GET /api/agenda': () => json({ statusCode: 500, code: 'X', message: 'Server down' }, 500) });
    renderPage();
    expect(await screen.findByText('Failed to load agenda')).toBeTruthy();
    await waitFor(() => expect(announcements).toContain('Error loading agenda'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows the schedule by day with breaks, switches to the list, and filters by day', async () => {
    agendaApi([
      entry({ title: 'Keynote', startTime: '09:30', endTime: '10:30' }),
      entry({ title: 'Core vocabulary', startTime: '11:00', endTime: '11:45' }),
      entry({ title: 'Tuesday talk', sessionDate: '2027-09-14', day: 'Tuesday', startTime: '09:00' }),
    ]);
    renderPage();
    expect(await screen.findByText('Showing all 3 sessions in your agenda')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Monday 13 September 2027' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tuesday 14 September 2027' })).toBeTruthy();
    expect(screen.getByText('30 minute break')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schedule View' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'List View' }));
    expect(screen.getByRole('button', { name: 'List View' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('30 minute break')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Keynote' })).toBeTruthy();

    const select = screen.getByRole('combobox', { name: 'Filter by Day' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Days', 'Monday 13 September 2027', 'Tuesday 14 September 2027']);
    fireEvent.change(select, { target: { value: '2027-09-14' } });
    expect(screen.getByText('Showing 1 session for Tuesday 14 September 2027')).toBeTruthy();
    expect(screen.queryByText('Keynote')).toBeNull();
    await waitFor(() => expect(announcements).toContain('Showing 1 session for Tuesday 14 September 2027'));
  });

  it('marks cancelled sessions and changes, and flags clashes in words', async () => {
    const cancelled = entry({
      title: 'Backups and updates',
      status: 'cancelled',
      cancellationNotes: 'Presenter unwell.',
      startTime: '14:00',
    });
    cancelled.changes = { cancelled: true, timeChanged: false, roomChanged: false };
    const moved = entry({ title: 'Moved talk', startTime: '11:00', endTime: '11:45', building: 'Kestrel Building' });
    moved.changes = { cancelled: false, timeChanged: true, roomChanged: true };
    const next = entry({ title: 'Next talk', startTime: '11:30', endTime: '12:15', building: 'Kestrel Building' });
    agendaApi([cancelled, moved, next]);
    renderPage();
    expect(await screen.findByText('(CANCELLED)')).toBeTruthy();
    expect(screen.getByText('This session has been cancelled')).toBeTruthy();
    expect(screen.getByText('Presenter unwell.')).toBeTruthy();
    expect(screen.getByText('Cancelled since you added it')).toBeTruthy();
    expect(screen.getByText('Time changed since you added it')).toBeTruthy();
    expect(screen.getByText('Room changed since you added it')).toBeTruthy();
    expect(screen.getByText('Clashes with Next talk (overlaps 15 minutes)')).toBeTruthy();
    expect(screen.getByText('Clashes with Moved talk (overlaps 15 minutes)')).toBeTruthy();
    expect(screen.getByText('Check your agenda')).toBeTruthy();
  });

  it('removes a session: announced, logged, the nav told, and the empty day offers Show All Days', async () => {
    // Actions are logged only with consent to analytics (issue 27).
    useConsent.getState().acceptAll();
    onTestFinished(() => useConsent.getState().clear());
    const monday = entry({ title: 'Monday talk' });
    const tuesday = entry({ title: 'Tuesday talk', sessionDate: '2027-09-14' });
    const { calls } = agendaApi([monday, tuesday], {
      [`DELETE /api/bookmarks/${tuesday.session.id}`]: () => json({ sessionIds: [monday.session.id] }),
    });
    const { onBookmarksChanged } = renderPage();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Filter by Day' }), {
      target: { value: '2027-09-14' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tuesday talk' }));
    expect(await screen.findByRole('heading', { name: 'No sessions for selected day' })).toBeTruthy();
    expect(screen.getByText('Showing 0 sessions for Tuesday 14 September 2027')).toBeTruthy();
    expect(onBookmarksChanged).toHaveBeenCalledWith({ sessionIds: [monday.session.id] });
    await waitFor(() => expect(announcements).toContain('Removed Tuesday talk from your agenda'));
    expect(calls).toContain('POST /api/user-actions');
    // Focus waits at the way to undo it.
    expect(document.activeElement?.textContent).toBe('Undo removing Tuesday talk');

    fireEvent.click(screen.getByRole('button', { name: 'Show All Days' }));
    expect(screen.getByText('Showing all 1 session in your agenda')).toBeTruthy();
  });

  it('shows a session added offline, marked as waiting, instead of an empty agenda (issue 18)', async () => {
    const saved = entry({ title: 'Saved talk' });
    const offline = entry({ title: 'Added on the train', sessionDate: '2027-09-14' });
    agendaApi([saved]);
    renderPage(vi.fn(), [offline, saved]);
    const waiting = await screen.findByRole('article', { name: 'Added on the train' });
    expect(waiting.textContent).toContain('Added while offline: waiting to be sent when you are back online');
    expect(screen.getByRole('article', { name: 'Saved talk' }).textContent).not.toContain('waiting to be sent');
    expect(screen.getByText('Showing all 2 sessions in your agenda')).toBeTruthy();
  });

  it('undoes a removal: the bookmark is added again, the entry is back and it is said (issue 18)', async () => {
    const talk = entry({ title: 'Second thoughts' });
    let entries = [talk];
    const { calls } = agendaApi([], {
      'GET /api/agenda': () => json({ entries }),
      [`DELETE /api/bookmarks/${talk.session.id}`]: () => {
        entries = [];
        return json({ sessionIds: [] });
      },
      [`PUT /api/bookmarks/${talk.session.id}`]: () => {
        entries = [talk];
        return json({ sessionIds: [talk.session.id] });
      },
    });
    const { onBookmarksChanged } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Second thoughts' }));
    expect(await screen.findByText('Your agenda is empty')).toBeTruthy();
    expect(screen.getByText('Removed Second thoughts from your agenda.')).toBeTruthy();
    const undo = screen.getByRole('button', { name: 'Undo removing Second thoughts' });
    await waitFor(() => expect(document.activeElement).toBe(undo));

    fireEvent.click(undo);
    expect(await screen.findByRole('link', { name: 'Second thoughts' })).toBeTruthy();
    expect(calls).toContain(`PUT /api/bookmarks/${talk.session.id}`);
    expect(onBookmarksChanged).toHaveBeenLastCalledWith({ sessionIds: [talk.session.id] });
    await waitFor(() => expect(announcements).toContain('Put Second thoughts back in your agenda'));
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('says so when a removal fails, and keeps the session', async () => {
    const talk = entry({ title: 'Sticky talk' });
    agendaApi([talk], {
      [`DELETE /api/bookmarks/${talk.session.id}`]: () => json({ statusCode: 500, code: 'X', message: 'No' }, 500),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sticky talk' }));
    expect(await screen.findByText('Error removing session from agenda')).toBeTruthy();
    await waitFor(() => expect(announcements).toContain('Error removing session from agenda'));
    expect(screen.getByRole('link', { name: 'Sticky talk' })).toBeTruthy();
  });

  it('refetches and says so when a session in the agenda changes live', async () => {
    const talk = entry({ title: 'Live talk' });
    let current: AgendaEntry = talk;
    const { calls } = mockApi({
      'GET /api/agenda': () => json({ entries: [current] }),
      'GET /api/venues': () => json(venues),
    });
    renderPage();
    await screen.findByRole('link', { name: 'Live talk' });
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'subscribe', topics: ['sessions'] });
    await new Promise((resolve) => setTimeout(resolve, 100));

    current = {
      ...talk,
      session: { ...talk.session, status: 'cancelled' },
      changes: { cancelled: true, timeChanged: false, roomChanged: false },
    };
    const before = calls.filter((call) => call === 'GET /api/agenda').length;
    act(() =>
      socket.frame({
        kind: 'event',
        topic: 'sessions',
        type: 'session.updated',
        data: { sessionIds: [talk.session.id], change: 'cancelled' },
      }),
    );
    expect(await screen.findByText('Cancelled since you added it')).toBeTruthy();
    expect(calls.filter((call) => call === 'GET /api/agenda').length).toBeGreaterThan(before);
    await waitFor(() => expect(announcements).toContain('Your agenda was updated. Cancelled: Live talk.'));
  });
});
