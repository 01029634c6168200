import type { ManagedPoll, ManagedPolls } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { mockApi } from '../../../test/mock-api';
import { SessionPollsPanel } from './session-polls-panel';

const poll = (answered: number): ManagedPoll => ({
  id: 7,
  sessionId: 5,
  kind: 'single',
  question: 'Which topic first?',
  options: [
    { id: 1, label: 'Switch access' },
    { id: 2, label: 'Eye gaze' },
  ],
  scaleLabels: null,
  state: 'open',
  openedAt: '2027-03-16T10:00:00Z',
  closedAt: null,
  closesNotBefore: '2027-03-16T10:01:00Z',
  resultsVisible: true,
  answered,
  results: {
    answered,
    options: [
      { id: 1, label: 'Switch access', count: 0, percent: 0 },
      { id: 2, label: 'Eye gaze', count: answered, percent: answered ? 100 : 0 },
    ],
    mean: null,
    texts: [],
  },
  textAnswers: [],
  createdAt: '2027-03-16T09:00:00Z',
  updatedAt: '2027-03-16T10:00:00Z',
});

beforeEach(() => FakeWebSocket.install());

describe("An admin's view of one session's polls (issue 37)", () => {
  it('lists the polls with their results in words and the CSV, and counts answers live from the chair topic', async () => {
    let answered = 1;
    mockApi({
      'GET /api/chair/sessions/5/polls': () => ({
        status: 200,
        body: { polls: [poll(answered)], minOpenSeconds: 60 } satisfies ManagedPolls,
      }),
    });
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionPollsPanel id="polls" session={{ id: 5, title: 'Talking mats' }} onClose={onClose} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Polls: Talking mats' })).toBeTruthy();
    const results = await screen.findByTestId('poll-results');
    expect(results.textContent).toContain('1 person answered');
    expect(results.textContent).toContain('Eye gaze: 1 of 1 (100%)');
    const csv = screen.getByRole('link', { name: "Download every poll's results (CSV spreadsheet)" });
    expect(csv.getAttribute('href')).toBe('/api/chair/sessions/5/polls.csv');

    const socket = FakeWebSocket.latest();
    act(() => socket.open(['chair:5']));
    expect(socket.sent).toContainEqual({ type: 'subscribe', topics: ['chair:5'] });
    answered = 2;
    act(() => socket.push({ kind: 'event', topic: 'chair:5', type: 'chair.polls', data: { sessionId: 5 } }));
    await waitFor(() => expect(screen.getByTestId('poll-results').textContent).toContain('2 people answered'));

    fireEvent.click(screen.getByRole('button', { name: 'Close polls' }));
    expect(onClose).toHaveBeenCalled();
  });
});
