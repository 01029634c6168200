import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAnnouncer } from '../../live-region/announcer-store';
import { describeExamples } from '../../test/render-examples';
import { draftBody, draftErrors, draftOf } from './poll-draft';
import type { ManagedPollView, PollDraftBody, PollsAdapter } from './poll-types';
import { closeWaitInWords, durationInWords } from './poll-words';
import { PollsManager } from './polls-manager';
import { examplePolls, linesOf, pollsManagerExamples } from './polls-manager.examples';

describeExamples('PollsManager', pollsManagerExamples);

/** A session's polls held in the test, changed by the calls as the server would. */
function Harness({ initial, sent }: { initial: ManagedPollView[]; sent: PollDraftBody[] }) {
  const [stored, setStored] = useState(initial);
  const [shown, setShown] = useState(initial);
  let polls = stored;
  const change = (next: ManagedPollView[]) => {
    polls = next;
    setStored(next);
  };
  const adapter: PollsAdapter = {
    create: async (body) => {
      sent.push(body);
      const poll: ManagedPollView = {
        ...(examplePolls[0] as ManagedPollView),
        id: 99,
        question: body.question,
        options: (body.options ?? []).map((label, index) => ({ id: 990 + index, label })),
      };
      change([poll, ...polls]);
      return { id: 99 };
    },
    update: async (pollId, body) => {
      sent.push(body);
      change(polls.map((poll) => (poll.id === pollId ? { ...poll, question: body.question } : poll)));
    },
    remove: async (pollId) => change(polls.filter((poll) => poll.id !== pollId)),
    open: async (pollId) =>
      change(
        polls.map((poll) =>
          poll.id === pollId
            ? { ...poll, state: 'open', closesNotBefore: new Date(Date.now() + 65_000).toISOString() }
            : poll,
        ),
      ),
    close: async () => undefined,
    setResultsVisible: async () => undefined,
    moderate: async (pollId, answerId, decision) =>
      change(
        polls.map((poll) =>
          poll.id === pollId
            ? {
                ...poll,
                textAnswers: poll.textAnswers.map((answer) =>
                  answer.id === answerId
                    ? { ...answer, status: decision === 'approve' ? 'approved' : 'rejected' }
                    : answer,
                ),
              }
            : poll,
        ),
      ),
    refresh: async () => setShown(polls),
  };
  return <PollsManager polls={shown} minOpenSeconds={60} adapter={adapter} csvHref="/x.csv" resultsInWords={linesOf} />;
}

beforeEach(() => useAnnouncer.setState({ polite: '', assertive: '' }));

describe('PollsManager', () => {
  it('writes a poll: problems beside the fields, options added and removed with focus kept, then the draft focused', async () => {
    const sent: PollDraftBody[] = [];
    render(<Harness initial={[]} sent={sent} />);
    fireEvent.click(screen.getByRole('button', { name: 'Write a poll' }));
    const question = screen.getByLabelText('Question');
    expect(document.activeElement).toBe(question);

    fireEvent.click(screen.getByRole('button', { name: 'Save poll' }));
    expect(await screen.findByText('Write the question')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(question));

    fireEvent.change(question, { target: { value: 'Which topic first?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Option 3')));
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 3' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Option 2')));
    expect(screen.queryByRole('button', { name: /Remove option/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Option 1'), { target: { value: 'Switches' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save poll' }));
    expect(await screen.findByText('Write option 2, or remove it')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Option 2')));
    fireEvent.change(screen.getByLabelText('Option 2'), { target: { value: 'Eye gaze' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save poll' }));

    const heading = await screen.findByRole('heading', { name: 'Which topic first?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(sent).toEqual([
      { kind: 'single', question: 'Which topic first?', options: ['Switches', 'Eye gaze'], resultsVisible: true },
    ]);
  });

  it('edits a draft in place, its values filled in, and takes focus back to it after saving or cancelling', async () => {
    const sent: PollDraftBody[] = [];
    const draft = examplePolls[0] as ManagedPollView;
    render(<Harness initial={[draft]} sent={sent} />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    fireEvent.click(edit);
    const question = screen.getByLabelText('Question') as HTMLInputElement;
    expect(question.value).toBe(draft.question);
    expect((screen.getByLabelText('Option 2') as HTMLInputElement).value).toBe('Eye gaze');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' })));

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Which topic next?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const heading = await screen.findByRole('heading', { name: 'Which topic next?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(sent[0]).toMatchObject({
      kind: 'single',
      question: 'Which topic next?',
      options: ['Switch access', 'Eye gaze'],
    });
  });

  it('opens a draft with focus on Close, and says in words when it can close instead of closing early', async () => {
    render(<Harness initial={[examplePolls[0] as ManagedPollView]} sent={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the poll' }));
    const close = await screen.findByRole('button', { name: 'Close the poll' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    expect(screen.getByTestId('poll-close-wait').textContent).toMatch(/^You can close it in 1 minute [45] seconds\./);
    act(() => close.click());
    expect(screen.getByTestId('poll-close-wait').textContent).toMatch(/^Not closed yet\. You can close it in/);
    expect(document.activeElement).toBe(close);
  });

  it('moves focus to the next waiting answer after approving, and to the waiting list heading after the last', async () => {
    const open = examplePolls[1] as ManagedPollView;
    const poll: ManagedPollView = {
      ...open,
      textAnswers: [
        { id: 1, text: 'Clear', status: 'pending', createdAt: '' },
        { id: 2, text: 'Slow', status: 'pending', createdAt: '' },
      ],
    };
    render(<Harness initial={[poll]} sent={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve: Clear' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve: Slow' })));
    fireEvent.click(screen.getByRole('button', { name: 'Reject: Slow' }));
    const none = await screen.findByRole('heading', { name: 'No answers waiting for you' });
    await waitFor(() => expect(document.activeElement).toBe(none));
  });

  it('deletes only after a confirmation naming the poll', async () => {
    const [draft, , closed] = examplePolls as [ManagedPollView, ManagedPollView, ManagedPollView];
    render(<Harness initial={[draft, closed]} sent={[]} />);
    fireEvent.click(screen.getByRole('button', { name: `Delete the poll: ${draft.question}` }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByText(draft.question)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the poll', hidden: true }));
    const next = await screen.findByRole('heading', { name: closed.question });
    await waitFor(() => expect(screen.queryByRole('heading', { name: draft.question })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(next));
  });

  it('moves focus to the next poll, and says why, when someone else deletes the poll that has it', async () => {
    const [draft, , closed] = examplePolls as [ManagedPollView, ManagedPollView, ManagedPollView];
    const view = (polls: ManagedPollView[]) => (
      <PollsManager
        polls={polls}
        minOpenSeconds={60}
        adapter={{} as PollsAdapter}
        csvHref="/x.csv"
        resultsInWords={linesOf}
      />
    );
    const { rerender } = render(view([draft, closed]));
    const remove = screen.getByRole('button', { name: `Delete the poll: ${draft.question}` });
    act(() => remove.focus());
    // Another chair deleted it: the list arrives without it.
    rerender(view([closed]));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: closed.question })));
    await waitFor(() =>
      expect(useAnnouncer.getState().polite).toBe(`The poll "${draft.question}" was deleted by someone else.`),
    );

    // The last one goes too: focus goes to Write a poll.
    act(() => screen.getByRole('heading', { name: closed.question }).focus());
    rerender(view([]));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Write a poll' })));
  });
});

describe('poll words', () => {
  it('says waits in words', () => {
    expect(durationInWords(65)).toBe('1 minute 5 seconds');
    expect(durationInWords(60)).toBe('1 minute');
    expect(durationInWords(1)).toBe('1 second');
    expect(closeWaitInWords(0)).toBeNull();
  });

  it('asks for both ends of a scale or neither, as the server takes them', () => {
    const scale = { ...draftOf(null), kind: 'scale' as const, question: 'How useful?' };
    expect(draftErrors({ ...scale, low: 'Not useful' })).toEqual({ high: 'Say what 5 means too, or leave both empty' });
    expect(draftErrors(scale)).toEqual({});
    expect(draftBody({ ...scale, low: 'Not useful', high: 'Very useful' }).scaleLabels).toEqual({
      low: 'Not useful',
      high: 'Very useful',
    });
    expect(draftBody(scale).scaleLabels).toBeNull();
  });
});
