import type { Question } from '@cc/api/contract';
import { announce } from '@cc/design-system';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { draftServer } from '../../../test/draft-routes';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { json, mockApi, renderApp } from '../../../test/render-app';
import { makeSession } from '../../../test/session-fixture';

vi.mock('@cc/design-system', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/design-system')>()),
  announce: vi.fn(),
}));

const q = (id: number, extra: Partial<Question> = {}): Question => ({
  id,
  text: `Question ${id}?`,
  sessionId: null,
  sessionTitle: null,
  anonymous: false,
  authorName: null,
  status: 'approved',
  answered: false,
  votes: 0,
  voted: false,
  response: null,
  respondedBy: null,
  respondedAt: null,
  readOutLoud: false,
  deviceTurn: false,
  createdAt: new Date(Date.now() - id * 3_600_000).toISOString(),
  ...extra,
});

const questions = [
  q(1, { text: 'Is there a quiet room?', votes: 6, authorName: 'Jonah' }),
  q(2, { status: 'answered', answered: true, response: 'Yes, in Linden Hall.', votes: 3 }),
  q(3, { text: 'x'.repeat(200), sessionId: 7, sessionTitle: 'Eye gaze basics' }),
];
const sessions = [makeSession({ id: 7, title: 'Eye gaze basics', sessionNumber: '1.1' })];

beforeEach(() => {
  vi.mocked(announce).mockClear();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

function api(list: Question[] = questions, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...draftServer().routes,
    'GET /api/questions': () => json({ questions: list }),
    'GET /api/sessions': () => json({ sessions, total: 1 }),
    'GET /api/sessions/7': () => json(sessions[0]),
    'POST /api/questions/1/vote': () => json({ success: true, newVoteCount: 7, message: 'Vote recorded' }),
    ...extra,
  });
}

describe('Q&A page', () => {
  it('lists questions with their state, answer, votes and tags', async () => {
    api();
    renderApp('/qa');
    await screen.findByText('Showing 3 questions', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Questions & Answers' })).toBeTruthy();
    expect(
      screen.getByText(
        'Ask questions about sessions, get answers from speakers, and engage with the conference community.',
      ),
    ).toBeTruthy();
    const quiet = screen.getByRole('article', { name: 'Is there a quiet room?' });
    expect(within(quiet).getByText('Pending')).toBeTruthy();
    expect(within(quiet).getByText('Popular')).toBeTruthy();
    expect(within(quiet).getByText('6 votes')).toBeTruthy();
    expect(within(quiet).getByText('1 hour ago')).toBeTruthy();
    const answered = screen.getByRole('article', { name: 'Question 2?' });
    expect(within(answered).getByText('Answer from Conference Team')).toBeTruthy();
    expect(within(answered).getByText('Yes, in Linden Hall.')).toBeTruthy();
    const long = screen.getAllByRole('article')[2]!;
    expect(within(long).getByRole('link', { name: 'Eye gaze basics' }).getAttribute('href')).toBe('/qa/7');
    fireEvent.click(within(long).getByRole('button', { name: 'Show more' }));
    expect(within(long).getByText('x'.repeat(200))).toBeTruthy();
    expect(within(long).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('filters, searches and sorts, and resets with Show All Questions', async () => {
    api();
    renderApp('/qa');
    await screen.findByText('Showing 3 questions', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Answered' }));
    expect(screen.getByText('Showing 1 question')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Popular' }));
    expect(screen.getByText('Showing 2 questions')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'popular' } });
    expect(screen.getAllByRole('article')[0]!.textContent).toContain('quiet room');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search questions' }), { target: { value: 'nothing' } });
    expect(screen.getByText('No questions match your current filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show All Questions' }));
    expect(screen.getByText('Showing 3 questions')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search questions' }) as HTMLInputElement).value).toBe('');
  });

  it('records a vote once and says so', async () => {
    api();
    renderApp('/qa');
    const quiet = await screen.findByRole('article', { name: 'Is there a quiet room?' }, { timeout: 5000 });
    fireEvent.click(within(quiet).getByRole('button', { name: /^Vote/ }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Vote recorded'));
    const voted = within(quiet).getByRole('button', { name: 'You already voted' });
    expect(voted.getAttribute('aria-disabled')).toBe('true');
    expect(within(quiet).getByText('7 votes')).toBeTruthy();
    fireEvent.click(voted);
    expect(announce).toHaveBeenCalledWith('You already voted');
  });

  it('asks a question: blank is refused, a sent one is pending until reviewed, with focus on what it became', async () => {
    const drafts = draftServer();
    const { calls } = api(questions, drafts.routes);
    renderApp('/qa');
    await screen.findByText('Showing 3 questions', {}, { timeout: 5000 });
    const toggle = screen.getByRole('button', { name: 'Ask a Question' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = await screen.findByRole('region', { name: 'Submit Your Question' });
    const text = within(form).getByRole('textbox', { name: 'Your question' });
    expect(within(form).getByText('0/500 characters')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Question' }));
    expect(announce).toHaveBeenCalledWith('Please enter a question', 'assertive');
    expect(within(form).getByText('Please enter a question')).toBeTruthy();
    fireEvent.change(text, { target: { value: '  Where?  ' } });
    expect(within(form).getByText('10/500 characters')).toBeTruthy();
    await within(form).findByRole('option', { name: '1.1: Eye gaze basics' });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Question' }));
    const status = await within(form).findByText(
      'Thank you! Your question has been sent. It will appear here once an admin has reviewed it.',
    );
    // The box it was written in is gone: focus is on what the send became, not dropped to the page.
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(calls.filter((call) => call.endsWith('/send'))).toHaveLength(1);
    expect(drafts.saved.at(-1)).toMatchObject({ text: '  Where?  ', sessionId: null });
    expect((within(form).getByRole('textbox', { name: 'Your question' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('asks anonymously unless a name is chosen, and lists my questions with their status', async () => {
    const drafts = draftServer();
    const mine = {
      questions: [
        {
          id: 99,
          text: 'Where?',
          sessionId: null,
          sessionTitle: null,
          status: 'waiting for review',
          shownName: 'Robin',
          response: null,
          createdAt: new Date().toISOString(),
        },
      ],
    };
    api(questions, {
      ...drafts.routes,
      'GET /api/questions/mine': () => json(drafts.sends.length === 0 ? { questions: [] } : mine),
    });
    renderApp('/qa');
    await screen.findByText('Showing 3 questions', {}, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'My questions' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ask a Question' }));
    const show = (await screen.findByRole('checkbox', { name: 'Show my name with my question' })) as HTMLInputElement;
    expect(show.checked).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), { target: { value: 'Where?' } });
    fireEvent.click(show);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Question' }));
    expect(announce).toHaveBeenCalledWith(
      'Type the name to show, or untick "Show my name with my question".',
      'assertive',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Name to show' }), { target: { value: ' Robin ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Question' }));
    const region = await screen.findByRole('region', { name: 'My questions' });
    expect(drafts.saved.at(-1)).toMatchObject({ text: 'Where?', sessionId: null, shownName: ' Robin ' });
    expect(within(region).getByText('waiting for review')).toBeTruthy();
    expect(within(region).getByText('Robin')).toBeTruthy();
  });

  it('reports a failed submission beside the button pressed, which keeps the focus', async () => {
    const refused = () =>
      json({ statusCode: 429, code: 'RATE_LIMITED', message: 'You are sending questions too quickly.' }, 429);
    api(questions, draftServer(refused).routes);
    renderApp('/qa');
    await screen.findByText('Showing 3 questions', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Ask a Question' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your question' }), { target: { value: 'Hello?' } });
    const submit = screen.getByRole('button', { name: 'Submit Question' });
    submit.focus();
    fireEvent.click(submit);
    const message = await screen.findByTestId('draft-message');
    expect(message.textContent).toBe('Error submitting question: You are sending questions too quickly.');
    // Beside the button, after it: not on the text box above.
    expect(submit.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(announce).toHaveBeenCalledWith(
      'Error submitting question: You are sending questions too quickly.',
      'assertive',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit Question' }));
  });

  it('deleting a question moves focus to a new empty box, not to the page', async () => {
    api(questions, draftServer().routes);
    renderApp('/qa');
    await screen.findByText('Showing 3 questions', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Ask a Question' }));
    const form = await screen.findByRole('region', { name: 'Submit Your Question' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Your question' }), { target: { value: 'Gone soon' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Draft deleted.'));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: 'Your question' })),
    );
    expect((document.activeElement as HTMLTextAreaElement).value).toBe('');
  });

  it('invites the first question when there are none', async () => {
    api([]);
    renderApp('/qa');
    await screen.findByText('Be the first to ask a question!', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'No questions found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask the First Question' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your question' })));
  });

  it("shows one session's questions with its title and a way back, live on that session's topic", async () => {
    const { calls } = api([questions[2]!]);
    renderApp('/qa/7');
    await screen.findByText('Showing 1 question', {}, { timeout: 5000 });
    expect(screen.getByText('Eye gaze basics', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all questions' }).getAttribute('href')).toBe('/qa');
    expect(calls).toContain('GET /api/questions');
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    // The app also follows 'sessions' (the live programme); the page adds its session's questions.
    expect(socket.sent).toContainEqual({ type: 'subscribe', topics: expect.arrayContaining(['questions:7']) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    act(() =>
      socket.frame({
        kind: 'event',
        topic: 'questions:7',
        type: 'question.created',
        data: q(8, { text: 'Is it recorded?', sessionId: 7, sessionTitle: 'Eye gaze basics' }),
      }),
    );
    await screen.findByText('Showing 2 questions');
    expect(announce).toHaveBeenCalledWith('New question: Is it recorded?');
  });
});
