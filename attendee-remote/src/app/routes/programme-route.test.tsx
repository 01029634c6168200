import type { Session } from '@cc/api/contract';
import { announce, useConsent } from '@cc/design-system';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { json, mockApi, renderApp } from '../../test/render-app';
import { makeSession } from '../../test/session-fixture';

vi.mock('@cc/design-system', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/design-system')>()),
  announce: vi.fn(),
}));

const sessions: Session[] = [
  makeSession({
    id: 1,
    title: 'Opening Keynote',
    track: 'Keynote',
    sessionNumber: 'K1',
    presenters: ['Dr Ada Brook'],
    speaker: 'Dr Ada Brook',
    category: 'Keynote',
    day: 'Monday',
    sessionDate: '2027-09-13',
    startTime: '09:30',
    endTime: '10:30',
    location: 'Kestrel Lecture Theatre',
    description: 'x'.repeat(250),
  }),
  makeSession({
    id: 2,
    title: 'Eye gaze basics',
    track: '1.1',
    sessionNumber: '1.1',
    day: 'Tuesday',
    sessionDate: '2027-09-14',
  }),
  makeSession({
    id: 3,
    title: 'Literacy for all',
    track: '1.10',
    sessionNumber: '1.10',
    day: 'Monday',
    sessionDate: '2027-09-13',
  }),
  makeSession({
    id: 4,
    title: 'Switch music',
    track: '2.1',
    sessionNumber: '2.1',
    status: 'cancelled',
    day: 'Tuesday',
    sessionDate: '2027-09-14',
  }),
];

function standardApi(bookmarks: number[] = []) {
  let saved = [...bookmarks];
  return mockApi({
    'GET /api/sessions': () => json({ sessions, total: sessions.length }),
    'GET /api/bookmarks': () => json({ sessionIds: saved }),
    'PUT /api/bookmarks/1': () => {
      saved = [...saved, 1];
      return json({ sessionIds: saved });
    },
    'DELETE /api/bookmarks/4': () => {
      saved = saved.filter((id) => id !== 4);
      return json({ sessionIds: saved });
    },
  });
}

const resultsLine = () => screen.getByText(/^Showing \d+ of \d+ sessions$/);
const card = (title: string) => screen.getByRole('article', { name: new RegExp(title) });

beforeEach(() => {
  vi.mocked(announce).mockClear();
});

describe('programme page', () => {
  it('shows the loading message, then every session with its details', async () => {
    standardApi();
    renderApp('/programme');
    expect(screen.getByRole('heading', { level: 1, name: 'Conference Programme' })).toBeTruthy();
    expect(screen.getByText('Loading Conference Programme...')).toBeTruthy();

    expect(await screen.findByText('Showing 4 of 4 sessions')).toBeTruthy();
    expect(resultsLine().getAttribute('role')).toBe('status');
    expect(document.title).toBe('Conference Programme – Conference Companion');
    expect(screen.getByRole('searchbox', { name: 'Search sessions' }).getAttribute('placeholder')).toBe(
      'Search by title, description, or speaker...',
    );

    const keynote = card('Opening Keynote');
    const titleLink = within(keynote).getByRole('link', { name: 'Opening Keynote' });
    expect(titleLink.getAttribute('href')).toBe('/session/1');
    expect(within(keynote).getByRole('link', { name: 'View Details Opening Keynote' }).getAttribute('href')).toBe(
      '/session/1',
    );
    expect(within(keynote).getByText('Monday 13 September 2027')).toBeTruthy();
    expect(within(keynote).getByText('09:30–10:30')).toBeTruthy();
    expect(within(keynote).getByText('Kestrel Lecture Theatre')).toBeTruthy();
    expect(within(keynote).getByText('Dr Ada Brook')).toBeTruthy();
    expect(within(keynote).getByText(`${'x'.repeat(200)}...`)).toBeTruthy();

    const bare = card('Eye gaze basics');
    for (const fallback of ['Time TBA', 'Location TBA', 'Speaker TBA', 'Description will be updated soon.']) {
      expect(within(bare).getByText(fallback)).toBeTruthy();
    }
  });

  it('filters by day with toggle buttons, and by track starting with the value', async () => {
    standardApi();
    renderApp('/programme');
    await screen.findByText('Showing 4 of 4 sessions');

    const monday = screen.getByRole('button', { name: 'Monday' });
    expect(screen.getByRole('button', { name: 'Tuesday' })).toBeTruthy();
    expect(monday.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(monday);
    expect(monday.getAttribute('aria-pressed')).toBe('true');
    expect(resultsLine().textContent).toBe('Showing 2 of 4 sessions');
    fireEvent.click(monday);
    expect(monday.getAttribute('aria-pressed')).toBe('false');
    expect(resultsLine().textContent).toBe('Showing 4 of 4 sessions');

    const track = screen.getByRole('combobox', { name: 'Track' });
    const options = within(track)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All Tracks', '1.1', '1.10', '2.1', 'Keynote']);
    fireEvent.change(track, { target: { value: '1.1' } });
    // '1.10' starts with '1.1' as well.
    expect(resultsLine().textContent).toBe('Showing 2 of 4 sessions');
  });

  it('applies the search once typing pauses, and Clear Filters resets everything', async () => {
    standardApi();
    renderApp('/programme?day=Monday');
    await screen.findByText('Showing 2 of 4 sessions');
    const clear = screen.getByRole('button', { name: 'Clear Filters' }) as HTMLButtonElement;
    expect(clear.disabled).toBe(false);

    const search = screen.getByRole('searchbox', { name: 'Search sessions' });
    fireEvent.change(search, { target: { value: 'LITERACY' } });
    expect(resultsLine().textContent).toBe('Showing 2 of 4 sessions'); // not yet: the user may still be typing
    expect(await screen.findByText('Showing 1 of 4 sessions')).toBeTruthy();

    fireEvent.click(clear);
    expect(resultsLine().textContent).toBe('Showing 4 of 4 sessions');
    expect((search as HTMLInputElement).value).toBe('');
    expect(clear.disabled).toBe(true);
    expect(document.activeElement).toBe(search);
  });

  it('shows the empty state with Clear All Filters', async () => {
    standardApi();
    renderApp('/programme?q=no+such+session');
    expect(await screen.findByText('Showing 0 of 4 sessions')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No sessions found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters or search terms.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(resultsLine().textContent).toBe('Showing 4 of 4 sessions');
  });

  it('says when the programme cannot be loaded and retries on request', async () => {
    let fail = true;
    mockApi({
      'GET /api/sessions': () =>
        fail
          ? json({ statusCode: 500, code: 'INTERNAL', message: 'Something failed on the server.' }, 500)
          : json({ sessions, total: sessions.length }),
      'GET /api/bookmarks': () => json({ sessionIds: [] }),
    });
    renderApp('/programme');
    expect(await screen.findByText('Conference programme could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 4 of 4 sessions')).toBeTruthy();
  });
});

describe('agenda toggle on the programme', () => {
  it('adds a session at once, then confirms, announces and logs it', async () => {
    // Actions are logged only with consent to analytics (issue 27).
    useConsent.getState().acceptAll();
    onTestFinished(() => useConsent.getState().clear());
    const api = standardApi();
    renderApp('/programme');
    await screen.findByText('Showing 4 of 4 sessions');
    const button = await within(card('Opening Keynote')).findByRole('button', {
      name: 'Add to Agenda Opening Keynote',
    });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toContain('In Agenda');
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Added Opening Keynote to your agenda'));
    expect(api.calls).toContain('PUT /api/bookmarks/1');
    await waitFor(() => expect(api.calls.filter((call) => call === 'POST /api/user-actions')).toHaveLength(2));
    const bodies = api.fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies.map((body) => body.actionType)).toEqual(['bookmark_add', 'agenda_add']);
    expect(bodies[0].actionDetails).toEqual({ content_id: 1, content_type: 'session' });
  });

  it('undoes the change and says so when the server refuses', async () => {
    mockApi({
      'GET /api/sessions': () => json({ sessions, total: sessions.length }),
      'GET /api/bookmarks': () => json({ sessionIds: [] }),
      'PUT /api/bookmarks/1': () => json({ statusCode: 500, code: 'INTERNAL', message: 'Failed' }, 500),
    });
    renderApp('/programme');
    await screen.findByText('Showing 4 of 4 sessions');
    const button = within(card('Opening Keynote')).getByRole('button', { name: /Add to Agenda/ });
    fireEvent.click(button);
    expect(await within(card('Opening Keynote')).findByText('Error updating bookmark. Please try again.')).toBeTruthy();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(announce).toHaveBeenCalledWith('Error updating bookmark. Please try again.', 'assertive');
  });

  it('marks cancelled sessions and offers only removal from the agenda', async () => {
    standardApi([4]);
    renderApp('/programme');
    await screen.findByText('Showing 4 of 4 sessions');
    const cancelled = card('Switch music');
    expect(within(cancelled).getByRole('heading', { level: 4 }).textContent).toContain('CANCELLED');
    const button = await within(cancelled).findByRole('button', { name: 'In Agenda Switch music' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Removed Switch music from your agenda'));
    // Still there, so keyboard focus is not lost.
    expect(button.isConnected).toBe(true);
  });

  it('hides Add to Agenda on a cancelled session that is not in the agenda', async () => {
    standardApi();
    renderApp('/programme');
    await screen.findByText('Showing 4 of 4 sessions');
    await waitFor(() =>
      expect(within(card('Opening Keynote')).getByRole('button', { name: /Add to Agenda/ })).toBeTruthy(),
    );
    expect(within(card('Switch music')).queryByRole('button', { name: /Agenda/ })).toBeNull();
  });

  it('says when bookmarks cannot be loaded', async () => {
    mockApi({
      'GET /api/sessions': () => json({ sessions, total: sessions.length }),
      'GET /api/bookmarks': () => json({ statusCode: 500, code: 'INTERNAL', message: 'Failed' }, 500),
    });
    renderApp('/programme');
    expect(await screen.findByText('Failed to load bookmarks')).toBeTruthy();
    expect(announce).toHaveBeenCalledWith('Error loading bookmarks');
    await act(async () => undefined);
  });
});
