import type { AdminSession } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAdminSession } from '../../../test/admin-session-fixture';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { mockApi } from '../../../test/mock-api';
import SessionsPanel from './sessions-panel';

function session(id: number, partial: Partial<AdminSession>): AdminSession {
  const scheduled = { sessionDate: '2027-09-13', day: 'Monday', startTime: '10:00', endTime: '10:45', version: 3 };
  return makeAdminSession(id, { ...scheduled, ...partial });
}

const list = [
  session(1, { track: '2.1', title: 'Switch access', speaker: 'Ann Aye', hasAbstract: true }),
  session(2, { track: '1.10', title: 'Core words', sessionDate: '2027-09-14', day: 'Tuesday' }),
  session(3, { track: '1.9', title: 'Eye gaze', sessionLevel: 'Beginner' }),
];

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionsPanel params={{}} />
    </QueryClientProvider>,
  );
}

const rowTitles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

// jsdom has <dialog> but not its methods.
beforeEach(() => FakeWebSocket.install());

describe('Sessions tab', () => {
  it('shows the table sorted by track ascending, and sorts by a column header', async () => {
    mockApi({ 'GET /api/admin/sessions': () => ({ status: 200, body: { sessions: list, total: 3 } }) });
    renderPanel();
    expect(await screen.findByRole('table', { name: 'Sessions, sorted by track, ascending' })).toBeTruthy();
    expect(rowTitles()).toEqual(['Eye gaze', 'Core words', 'Switch access']);
    expect(screen.getByText('Showing 3 of 3 sessions')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(rowTitles()).toEqual(['Core words', 'Eye gaze', 'Switch access']);
    expect(screen.getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(screen.getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBe('descending');
    expect(rowTitles()).toEqual(['Switch access', 'Eye gaze', 'Core words']);
  });

  it("shows 'Failed to load sessions: {message}' with Retry", async () => {
    let fail = true;
    mockApi({
      'GET /api/admin/sessions': () =>
        fail
          ? { status: 503, body: { statusCode: 503, code: 'DOWN', message: 'Database unavailable' } }
          : { status: 200, body: { sessions: list, total: 3 } },
    });
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load sessions: Database unavailable');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('saves an edit with only the changed fields and the version it started from', async () => {
    const api = mockApi({
      'GET /api/admin/sessions': () => ({ status: 200, body: { sessions: list, total: 3 } }),
      'PATCH /api/admin/sessions/3': (body) => ({
        status: 200,
        body: { ...list[2], ...(body as object), version: 4 },
      }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Eye gaze' }));
    const form = screen.getByRole('form', { name: 'Edit session: Eye gaze' });
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Title')));
    fireEvent.change(within(form).getByLabelText('Level'), { target: { value: 'Advanced' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Session updated successfully')).toBeTruthy();
    const [, init] = api.calls('PATCH /api/admin/sessions/3')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ version: 3, sessionLevel: 'Advanced' });
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('keeps the form open with the conflict message when someone else changed the session', async () => {
    mockApi({
      'GET /api/admin/sessions': () => ({ status: 200, body: { sessions: list, total: 3 } }),
      'PATCH /api/admin/sessions/1': () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'STALE_VERSION',
          message: 'This session was changed by someone else. Reload to see their changes.',
        },
      }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Switch access' }));
    const form = screen.getByRole('form', { name: 'Edit session: Switch access' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Switch access today' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not save: This session was changed by someone else. Reload to see their changes. ' +
        'Reload to start again from their version; your changes here are not kept.',
    );
    expect(screen.getByRole('button', { name: 'Reload session' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Edit session: Switch access' })).toBeTruthy();
  });

  it('creates a session from the same editor: room from the venues, date and times', async () => {
    const api = mockApi({
      'GET /api/admin/sessions': () => ({ status: 200, body: { sessions: list, total: 3 } }),
      'GET /api/venues': () => ({
        status: 200,
        body: { venues: [{ id: 5, name: 'Linden Hall', building: 'Linden Building' }] },
      }),
      'POST /api/admin/sessions': (body) => ({ status: 201, body: { ...list[0], ...(body as object), id: 9 } }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'New session' }));
    const form = screen.getByRole('form', { name: 'New session' });
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Title')));
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Partner modelling' } });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2027-09-14' } });
    fireEvent.change(within(form).getByLabelText('Start time'), { target: { value: '14:00' } });
    fireEvent.change(within(form).getByLabelText('End time'), { target: { value: '13:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create session' }));
    // Checked before sending: the error names the field, which takes focus.
    const end = within(form).getByLabelText('End time');
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('End time must be after the start time (14:00)')).toBeTruthy();
    expect(api.calls('POST /api/admin/sessions')).toHaveLength(0);

    fireEvent.change(end, { target: { value: '14:45' } });
    await within(form).findByRole('option', { name: 'Linden Hall, Linden Building' });
    fireEvent.change(within(form).getByLabelText(/^Room/), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create session' }));
    expect(await screen.findByText('Session created: Partner modelling')).toBeTruthy();
    const [, init] = api.calls('POST /api/admin/sessions')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Partner modelling',
      sessionDate: '2027-09-14',
      startTime: '14:00',
      endTime: '14:45',
      venueId: 5,
    });
  });

  it('cancels with a reason and reinstates from the editor, each with the version it has', async () => {
    const cancelled = { ...list[1], status: 'cancelled', cancellationNotes: 'Flu', version: 4 };
    const api = mockApi({
      'GET /api/admin/sessions': () => ({ status: 200, body: { sessions: list, total: 3 } }),
      'POST /api/admin/sessions/2/cancel': () => ({
        status: 200,
        body: { session: cancelled, announcement: { id: 1, title: 't', summary: 's', content: 'c' } },
      }),
      'POST /api/admin/sessions/2/reinstate': () => ({
        status: 200,
        body: {
          session: { ...cancelled, status: 'active', cancellationNotes: null, version: 5 },
          announcement: { id: 2, title: 't', summary: 's', content: 'c' },
        },
      }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Core words' }));
    fireEvent.change(screen.getByLabelText(/^Reason for cancelling/), { target: { value: 'Flu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('Session cancelled: Core words. Attendees have been told.')).toBeTruthy();
    expect(screen.getByText('Reason given: Flu')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reinstate session' }));
    expect(await screen.findByText('Session reinstated: Core words. Attendees have been told.')).toBeTruthy();
    const [, cancelInit] = api.calls('POST /api/admin/sessions/2/cancel')[0] ?? [];
    expect(JSON.parse(String(cancelInit?.body))).toEqual({ version: 3, reason: 'Flu' });
    const [, reinstateInit] = api.calls('POST /api/admin/sessions/2/reinstate')[0] ?? [];
    expect(JSON.parse(String(reinstateInit?.body))).toEqual({ version: 4 });
  });

  it('says in the delete confirmation how many bookmarks and presenter links go with the session', async () => {
    mockApi({
      'GET /api/admin/sessions': () => ({ status: 200, body: { sessions: list, total: 3 } }),
      'GET /api/admin/sessions/1/delete-impact': () => ({
        status: 200,
        body: { bookmarks: 12, presenterLinks: 1, questions: 0 },
      }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Switch access' }));
    expect(
      await screen.findByText('12 bookmarks and 1 presenter link will be deleted with it. This cannot be undone.'),
    ).toBeTruthy();
  });

  it('asks before a bulk delete, then deletes the selected sessions and clears the selection', async () => {
    const api = mockApi({
      'GET /api/admin/sessions': () => ({ status: 200, body: { sessions: list, total: 3 } }),
      'POST /api/admin/sessions/bulk-delete': () => ({ status: 200, body: { deletedIds: [1, 2], notFoundIds: [] } }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Please select sessions first')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Switch access' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Core words' }));
    expect(screen.getByText('2 session(s) selected')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bulk action'), { target: { value: 'delete' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Are you sure you want to delete 2 sessions?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 sessions deleted successfully')).toBeTruthy();
    const [, init] = api.calls('POST /api/admin/sessions/bulk-delete')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ ids: [1, 2] });
    expect(screen.getByText('0 session(s) selected')).toBeTruthy();
  });

  it('refetches when a session.updated event arrives', async () => {
    let answer = list;
    const api = mockApi({
      'GET /api/admin/sessions': () => ({ status: 200, body: { sessions: answer, total: answer.length } }),
    });
    renderPanel();
    await screen.findByRole('table');
    const socket = FakeWebSocket.latest();
    act(() => socket.open(['sessions']));
    answer = list.slice(0, 2);
    act(() =>
      socket.push({
        kind: 'event',
        topic: 'sessions',
        type: 'session.updated',
        data: { sessionIds: [3], change: 'deleted' },
      }),
    );
    await waitFor(() => expect(screen.getByText('Showing 2 of 2 sessions')).toBeTruthy());
    expect(api.calls('GET /api/admin/sessions').length).toBeGreaterThanOrEqual(2);
  });
});
