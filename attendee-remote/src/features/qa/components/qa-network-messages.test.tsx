/** What the Q&A page says when the network is missing (offline) or refuses (429 rate limits). */
import type { Question } from '@cc/api/contract';
import { announce } from '@cc/design-system';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftServer } from '../../../test/draft-routes';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { json, mockApi, renderApp } from '../../../test/render-app';
import { OFFLINE_SEND } from '../../question-drafts/draft-texts';
import { OFFLINE_TEXT, VOTE_OFFLINE } from './qa-page';

vi.mock('@cc/design-system', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/design-system')>()),
  announce: vi.fn(),
}));

const question: Question = {
  id: 1,
  text: 'Is there a quiet room?',
  sessionId: null,
  sessionTitle: null,
  anonymous: false,
  authorName: null,
  status: 'approved',
  answered: false,
  votes: 2,
  voted: false,
  response: null,
  respondedBy: null,
  respondedAt: null,
  readOutLoud: false,
  deviceTurn: false,
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
};

const SLOW = { timeout: 5000 };

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/questions': () => json({ questions: [question] }),
    'GET /api/sessions': () => json({ sessions: [], total: 0 }),
    ...extra,
  });
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const posts = (calls: string[]) => calls.filter((call) => call.startsWith('POST /api/questions'));

beforeEach(() => {
  vi.mocked(announce).mockClear();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
// TanStack Query's online manager is global and heard the 'offline' event too: bring everything back online.
afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
});

describe('Q&A offline', () => {
  it('says plainly that asking and voting need a connection, and only while offline', async () => {
    api();
    renderApp('/qa');
    await screen.findByText('Showing 1 question', {}, SLOW);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    setOnline(false);
    expect(screen.getByText('You are offline')).toBeTruthy();
    expect(screen.getByText(OFFLINE_TEXT)).toBeTruthy();
    // Questions already loaded stay readable.
    expect(screen.getByRole('article', { name: 'Is there a quiet room?' })).toBeTruthy();
    setOnline(true);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });

  it('a vote while offline explains at the question instead of waiting silently, and sends nothing', async () => {
    const { calls } = api();
    renderApp('/qa');
    const card = await screen.findByRole('article', { name: 'Is there a quiet room?' }, SLOW);
    setOnline(false);
    const button = within(card).getByRole('button', { name: /^Vote/ });
    fireEvent.click(button);
    expect(within(card).getByText(VOTE_OFFLINE)).toBeTruthy();
    expect(announce).toHaveBeenCalledWith(VOTE_OFFLINE, 'assertive');
    expect(button.getAttribute('aria-describedby')).toContain(within(card).getByText(VOTE_OFFLINE).id);
    expect(posts(calls)).toEqual([]);
  });

  it('asking while offline explains beside the button, sends nothing and keeps the question', async () => {
    const { calls } = api(draftServer().routes);
    renderApp('/qa');
    await screen.findByText('Showing 1 question', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Ask a Question' }));
    const text = (await screen.findByRole('textbox', { name: 'Your question' })) as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Where is lunch?' } });
    setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Question' }));
    expect(screen.getByTestId('draft-message').textContent).toBe(OFFLINE_SEND);
    expect(announce).toHaveBeenCalledWith(OFFLINE_SEND, 'assertive');
    expect(text.value).toBe('Where is lunch?');
    expect(calls.filter((call) => call.endsWith('/send'))).toEqual([]);
  });
});

describe('Q&A rate limits', () => {
  it("shows a refused vote's wait at the question, visibly and announced", async () => {
    const message = 'You are voting too quickly. Please wait 40 seconds and try again.';
    api({
      'POST /api/questions/1/vote': () => json({ statusCode: 429, code: 'RATE_LIMITED', message }, 429),
    });
    renderApp('/qa');
    const card = await screen.findByRole('article', { name: 'Is there a quiet room?' }, SLOW);
    fireEvent.click(within(card).getByRole('button', { name: /^Vote/ }));
    expect(await within(card).findByText(message)).toBeTruthy();
    expect(announce).toHaveBeenCalledWith(message, 'assertive');
    // Not marked as voted: it can be tried again after the wait.
    expect(within(card).getByRole('button', { name: /^Vote/ }).getAttribute('aria-disabled')).toBeNull();
  });

  it("shows a refused question's wait at the form", async () => {
    const message = 'You are sending questions too quickly. Please wait 1 minute and try again.';
    api(draftServer(() => json({ statusCode: 429, code: 'RATE_LIMITED', message }, 429)).routes);
    renderApp('/qa');
    await screen.findByText('Showing 1 question', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Ask a Question' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your question' }), { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Question' }));
    expect(await screen.findByText(`Error submitting question: ${message}`)).toBeTruthy();
  });
});
