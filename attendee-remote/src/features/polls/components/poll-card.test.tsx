/** Answering one poll: presses while a request is in flight are never lost, the last one wins, failures say so. */
import type { Poll, PollAnswerResult } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/render-app';
import { PollCard } from './poll-card';

const poll: Poll = {
  id: 5,
  sessionId: 3,
  kind: 'single',
  question: 'Was it useful?',
  options: [
    { id: 1, label: 'Yes' },
    { id: 2, label: 'No' },
  ],
  scaleLabels: null,
  state: 'open',
  openedAt: '2027-09-13T10:00:00Z',
  closedAt: null,
  closesNotBefore: '2027-09-13T10:01:00Z',
  resultsVisible: true,
  answered: 0,
  results: { answered: 0, options: [], mean: null, texts: [] },
};

function answerFor(optionIds: number[]): PollAnswerResult {
  return {
    answer: { pollId: 5, optionIds, text: null, textStatus: null, updatedAt: '2027-09-13T10:00:30Z' },
    poll: {
      ...poll,
      answered: 1,
      results: {
        answered: 1,
        options: poll.options.map((o) => ({
          ...o,
          count: optionIds.includes(o.id) ? 1 : 0,
          percent: optionIds.includes(o.id) ? 100 : 0,
        })),
        mean: null,
        texts: [],
      },
    },
  };
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PollCard poll={poll} answer={null} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PollCard', () => {
  it('keeps presses made while an answer is on its way: the last one shows at once and is sent next', async () => {
    const bodies: unknown[] = [];
    const replies: ((response: Response) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return new Promise<Response>((resolve) => replies.push(resolve));
      }),
    );
    renderCard();
    const yes = screen.getByRole('button', { name: 'Yes' });
    const no = screen.getByRole('button', { name: 'No' });
    fireEvent.click(yes);
    fireEvent.click(no);
    no.focus();
    expect(no.getAttribute('aria-pressed')).toBe('true');
    expect(yes.getAttribute('aria-pressed')).toBe('false');
    expect(bodies).toEqual([{ optionIds: [1] }]);

    await act(async () => replies[0]?.(json(answerFor([1]))));
    expect(bodies).toEqual([{ optionIds: [1] }, { optionIds: [2] }]);
    expect(no.getAttribute('aria-pressed')).toBe('true');
    await act(async () => replies[1]?.(json(answerFor([2]))));
    expect(screen.getByText('Your answer: No. You can change it until the poll closes.')).toBeTruthy();
    expect(document.activeElement).toBe(no);
  });

  it('says a failed press failed and leaves the choice pressable again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ statusCode: 503, code: 'UNAVAILABLE', message: 'The server is busy.' }, 503)),
    );
    renderCard();
    const yes = screen.getByRole('button', { name: 'Yes' });
    await act(async () => fireEvent.click(yes));
    expect(await screen.findByText(/^Your answer was not saved: The server is busy\./)).toBeTruthy();
    expect(yes.getAttribute('aria-pressed')).toBe('false');
    expect(yes.hasAttribute('disabled')).toBe(false);
  });

  it('says a closed poll refused the answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ statusCode: 409, code: 'POLL_NOT_OPEN', message: 'This poll is closed.' }, 409)),
    );
    renderCard();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'No' })));
    expect(await screen.findByText('This poll has closed, so your answer was not counted.')).toBeTruthy();
  });
});
