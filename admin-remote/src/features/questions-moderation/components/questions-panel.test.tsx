import { useAnnouncer } from '@cc/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAdminQuestion } from '../../../test/admin-question-fixture';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { mockApi } from '../../../test/mock-api';
import QuestionsPanel from './questions-panel';

const question = makeAdminQuestion;

const questions = [
  question(1, { text: 'Is the hall step-free?', sessionId: 7, sessionTitle: 'Switch access', votes: 1 }),
  question(2, { text: 'Where is lunch?', votes: 9, createdAt: '2027-09-13T09:00:00.000Z' }),
  question(3, { text: 'Are slides shared?', sessionId: 7, sessionTitle: 'Switch access', votes: 4 }),
];
const counts = { total: 3, pending: 3, approved: 0, rejected: 0, answered: 0 };

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <QuestionsPanel params={{}} />
    </QueryClientProvider>,
  );
}

const shownTexts = () =>
  within(screen.getByRole('region', { name: 'Questions' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('button').textContent ?? '')
    .map((text) => questions.find((q) => text.includes(q.text))?.id);

beforeEach(() => FakeWebSocket.install());

describe('Q&A tab', () => {
  it('filters by session and sorts by votes', async () => {
    mockApi({ 'GET /api/admin/questions': () => ({ status: 200, body: { questions, counts } }) });
    renderPanel();
    await screen.findByText('3 of 3 questions shown');
    const session = screen.getByRole('combobox', { name: 'Session' });
    expect(
      within(session)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All sessions', 'General questions, no session (1 question)', 'Switch access (2 questions)']);
    fireEvent.change(session, { target: { value: '7' } });
    expect(screen.getByText('2 of 3 questions shown')).toBeTruthy();
    expect(shownTexts()).toEqual([3, 1]);

    fireEvent.change(session, { target: { value: 'all' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'votes' } });
    expect(shownTexts()).toEqual([2, 3, 1]);
    expect(screen.getByRole('button', { name: /Where is lunch/ }).textContent).toContain('9 votes');
  });

  it('lists the sessions in the filter and in "open or close questions" by time, not in track order', async () => {
    const asked = [
      ...questions,
      question(4, { text: 'Which switches?', sessionId: 8, sessionTitle: '1.1 Aided language' }),
      question(5, { text: 'Which app?', sessionId: 9, sessionTitle: 'Keynote: Talking mats' }),
    ];
    // The public list comes in programme (track) order: the keynote, then 1.1, then 2.4.
    const programme = [
      { id: 9, title: 'Keynote: Talking mats', sessionDate: '2027-09-14', startTime: '09:00' },
      { id: 8, title: '1.1 Aided language', sessionDate: '2027-09-13', startTime: '14:00' },
      { id: 7, title: 'Switch access', sessionDate: '2027-09-13', startTime: '11:55' },
    ];
    mockApi({
      'GET /api/admin/questions': () => ({ status: 200, body: { questions: asked, counts } }),
      'GET /api/sessions': () => ({ status: 200, body: { sessions: programme, total: programme.length } }),
    });
    renderPanel();
    const filter = screen.getByRole('combobox', { name: 'Session' });
    await within(filter).findByRole('option', { name: /Monday 13 September, 11:55 · Switch access/ });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All sessions',
      'General questions, no session (1 question)',
      'Monday 13 September, 11:55 · Switch access (2 questions)',
      'Monday 13 September, 14:00 · 1.1 Aided language (1 question)',
      'Tuesday 14 September, 09:00 · Keynote: Talking mats (1 question)',
    ]);
    const control = screen.getByRole('combobox', { name: 'Session to open or close questions for' });
    expect(
      within(control)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a session',
      'Monday 13 September, 11:55 · Switch access',
      'Monday 13 September, 14:00 · 1.1 Aided language',
      'Tuesday 14 September, 09:00 · Keynote: Talking mats',
    ]);
  });

  it('approves the ticked questions in one request and announces a summary', async () => {
    let stored = questions;
    const api = mockApi({
      'GET /api/admin/questions': () => ({ status: 200, body: { questions: stored, counts } }),
      'POST /api/admin/questions/bulk-moderate': (body) => {
        const { ids } = body as { ids: number[] };
        // Another admin deleted question 3 meanwhile.
        stored = stored.filter((q) => q.id !== 3).map((q) => (ids.includes(q.id) ? { ...q, status: 'approved' } : q));
        return {
          status: 200,
          body: {
            updated: stored.filter((q) => ids.includes(q.id)),
            unchangedIds: [],
            notFoundIds: ids.filter((id) => !stored.some((q) => q.id === id)),
          },
        };
      },
    });
    renderPanel();
    await screen.findByText('3 of 3 questions shown');

    // Nothing ticked: say what to do, change nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(
      await screen.findByText('Select one or more questions first, with the tick boxes in the list.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/admin/questions/bulk-moderate')).toHaveLength(0);

    // Only the shown questions are acted on: select all within one session.
    fireEvent.change(screen.getByRole('combobox', { name: 'Session' }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all 2 shown' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Is the hall step-free?' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select all 2 shown' }) as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Is the hall step-free?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));

    const summary = '1 question approved. 1 question could not be found; someone may have deleted it.';
    expect(await screen.findByText(summary)).toBeTruthy();
    expect(api.calls('POST /api/admin/questions/bulk-moderate')[0]?.[1]?.body).toBe(
      JSON.stringify({ ids: [3, 1], status: 'approved' }),
    );
    await waitFor(() => expect(useAnnouncer.getState().polite).toBe(summary));
    // The selection is cleared, and the list shows the approved question.
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /Is the hall step-free/ })).getByText('Approved')).toBeTruthy();
  });
});
