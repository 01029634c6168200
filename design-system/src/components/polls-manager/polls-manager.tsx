import { type FocusEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { announce } from '../../live-region/announcer-store';
import { moveFocusTo } from '../../utils/focus';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { actionKey, type PollAction, PollCard, type PollCardIds } from './poll-card';
import { PollForm } from './poll-form';
import type { ManagedPollView, PollDraftBody, PollsAdapter } from './poll-types';
import { closeWaitInWords, durationInWords } from './poll-words';

export interface PollsManagerProps {
  /** The session's polls (ManagedPolls.polls), or undefined while loading. */
  polls: ManagedPollView[] | undefined;
  /** The organisers' minimum time open, seconds (ManagedPolls.minOpenSeconds). */
  minOpenSeconds: number | undefined;
  /** A sentence when the polls could not be loaded. */
  loadError?: string | null;
  adapter: PollsAdapter;
  /** GET …/polls.csv: every poll's results as a spreadsheet. */
  csvHref: string;
  /** Level of the heading; each poll's question is one below. */
  headingLevel?: 2 | 3 | 4;
  /** The heading's words ("Polls" unless given, e.g. "Polls: Talking mats" where sessions are listed). */
  title?: string;
  /** Beside the heading, e.g. the admin's button that closes the panel. */
  headerAction?: ReactNode;
  /** The results as lines of words (the contract's pollResultsInWords: the same words attendees and the room see). */
  resultsInWords: (poll: ManagedPollView) => string[];
}

type Writing = { kind: 'new' } | { kind: 'edit'; pollId: number } | null;

/**
 * Polls of one session for the people who run them (issue 37): written ahead, opened and closed live, results
 * shown or hidden, text answers approved or rejected, results downloaded. One component for the chair's phone view
 * (attendee remote) and the admin's sessions tab (admin remote), so both get the same words, targets and focus
 * order; each remote gives it the calls through `adapter` (the design system does not know the API).
 */
export function PollsManager({
  polls,
  minOpenSeconds,
  loadError,
  adapter,
  csvHref,
  headingLevel = 2,
  title = 'Polls',
  headerAction,
  resultsInWords,
}: PollsManagerProps) {
  const id = useId();
  const [writing, setWriting] = useState<Writing>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [tooEarly, setTooEarly] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ManagedPollView | null>(null);
  // Where the keyboard goes once the list is drawn again: the next thing to do, never the page's body.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const itemLevel = (headingLevel + 1) as 3 | 4 | 5;
  // The same for the manager's life, so effects may depend on them.
  const ids = useMemo(
    () => ({ heading: `${id}-heading`, write: `${id}-write`, problem: `${id}-problem`, list: `${id}-list` }),
    [id],
  );
  const cardIds = useMemo<PollCardIds>(
    () => ({
      heading: (pollId) => `${id}-poll-${pollId}`,
      button: (pollId, name) => `${id}-poll-${pollId}-${name}`,
      pending: (pollId) => `${id}-poll-${pollId}-pending`,
      approve: (pollId, answerId) => `${id}-poll-${pollId}-approve-${answerId}`,
    }),
    [id],
  );

  useEffect(() => {
    if (focusNext && polls && moveFocusTo(focusNext)) setFocusNext(null);
  }, [focusNext, polls]);

  // The poll that holds the keyboard, and the list it was in: if someone else deletes it (another chair, an admin),
  // its card goes and focus would fall to the page's body; it goes to the poll that took its place instead.
  const focusedPoll = useRef<{ id: number; question: string; order: readonly number[] } | null>(null);
  useEffect(() => {
    const held = focusedPoll.current;
    if (!held || !polls || polls.some((poll) => poll.id === held.id)) return;
    focusedPoll.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const at = held.order.indexOf(held.id);
    const remaining = new Set(polls.map((poll) => poll.id));
    const next =
      held.order.slice(at + 1).find((id) => remaining.has(id)) ??
      [...held.order.slice(0, at)].reverse().find((id) => remaining.has(id));
    announce(`The poll "${held.question}" was deleted by someone else.`);
    if (!moveFocusTo(next === undefined ? ids.write : cardIds.heading(next))) moveFocusTo(ids.heading);
  }, [polls, ids, cardIds]);
  const noteFocus = (event: FocusEvent<HTMLElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-poll-id]');
    const list = polls ?? [];
    const poll = item && list.find((entry) => String(entry.id) === item.dataset.pollId);
    focusedPoll.current = poll ? { id: poll.id, question: poll.question, order: list.map((entry) => entry.id) } : null;
  };

  const fail = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    setProblem(message);
    announce(message, 'assertive');
  };

  /** Runs one call; the same button is ignored while its call is in flight, other buttons still work. */
  const run = async (action: PollAction, call: () => Promise<unknown>, done: () => void) => {
    const key = actionKey(action);
    if (busy.has(key)) return;
    setBusy((current) => new Set(current).add(key));
    setProblem(null);
    try {
      await call();
      await adapter.refresh();
      done();
    } catch (error) {
      fail(error);
      void adapter.refresh();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  const onAction = (action: PollAction) => {
    const poll = polls?.find((item) => item.id === action.pollId);
    if (!poll) return;
    switch (action.kind) {
      case 'edit':
        setWriting({ kind: 'edit', pollId: poll.id });
        return;
      case 'delete':
        setDeleting(poll);
        return;
      case 'open':
        setTooEarly(null);
        return void run(
          action,
          () => adapter.open(poll.id),
          () => {
            const wait = minOpenSeconds ? ` It stays open at least ${durationInWords(minOpenSeconds)}.` : '';
            announce(`Poll open. Attendees can answer now.${wait}`);
            setFocusNext(cardIds.button(poll.id, 'close'));
          },
        );
      case 'close': {
        const left = poll.closesNotBefore ? (Date.parse(poll.closesNotBefore) - Date.now()) / 1000 : 0;
        const wait = closeWaitInWords(left);
        if (wait) {
          // Said here, once, where the chair pressed; the server would refuse it too (POLL_MIN_OPEN).
          setTooEarly(poll.id);
          announce(`Not closed yet. ${wait}`);
          return;
        }
        setTooEarly(null);
        return void run(
          action,
          () => adapter.close(poll.id),
          () => {
            announce('Poll closed. Attendees see its results.');
            setFocusNext(cardIds.heading(poll.id));
          },
        );
      }
      case 'results':
        return void run(
          action,
          () => adapter.setResultsVisible(poll.id, action.visible),
          () => {
            announce(action.visible ? 'Attendees see the results now.' : 'Results are hidden from attendees.');
            setFocusNext(cardIds.button(poll.id, 'results'));
          },
        );
      case 'moderate': {
        const pending = poll.textAnswers.filter((answer) => answer.status === 'pending');
        const index = pending.findIndex((answer) => answer.id === action.answerId);
        const next = pending[index + 1] ?? pending[index - 1];
        return void run(
          action,
          () => adapter.moderate(poll.id, action.answerId, action.decision),
          () => {
            announce(action.decision === 'approve' ? 'Approved: it shows to everyone.' : 'Rejected: it is not shown.');
            setFocusNext(next ? cardIds.approve(poll.id, next.id) : cardIds.pending(poll.id));
          },
        );
      }
    }
  };

  const save = async (body: PollDraftBody) => {
    if (writing?.kind === 'edit') {
      const pollId = writing.pollId;
      await adapter.update(pollId, body);
      await adapter.refresh();
      setWriting(null);
      announce('Changes saved.');
      setFocusNext(cardIds.heading(pollId));
      return;
    }
    const created = await adapter.create(body);
    await adapter.refresh();
    setWriting(null);
    announce('Poll saved as a draft. Open it when the room is ready.');
    setFocusNext(cardIds.heading(created.id));
  };

  const cancelWriting = () => {
    const from = writing?.kind === 'edit' ? cardIds.button(writing.pollId, 'edit') : ids.write;
    setWriting(null);
    setFocusNext(from);
  };

  const confirmDelete = () => {
    const poll = deleting;
    setDeleting(null);
    if (!poll || !polls) return;
    const index = polls.findIndex((item) => item.id === poll.id);
    const next = polls[index + 1] ?? polls[index - 1];
    void run(
      { kind: 'delete', pollId: poll.id },
      () => adapter.remove(poll.id),
      () => {
        announce('Poll deleted.');
        setFocusNext(next ? cardIds.heading(next.id) : ids.write);
      },
    );
  };

  const editing = writing?.kind === 'edit' ? (polls?.find((poll) => poll.id === writing.pollId) ?? null) : null;
  const Heading = `h${headingLevel}` as const;

  return (
    <section className="ds-polls" aria-labelledby={ids.heading} onFocus={noteFocus}>
      <div className="ds-polls__header">
        <Heading id={ids.heading}>{title}</Heading>
        {headerAction}
      </div>
      {minOpenSeconds !== undefined && (
        <p className="ds-field__hint">
          Write polls ahead and open one when the room is ready. Only one poll is open at a time, and it stays open at
          least {durationInWords(minOpenSeconds)} so everyone has time to answer.
        </p>
      )}
      {problem && (
        <Alert tone="error" title="Not done">
          <span id={ids.problem}>{problem}</span>
        </Alert>
      )}
      {loadError ? (
        <Alert tone="error">{loadError}</Alert>
      ) : !polls ? (
        <LoadingIndicator message="Loading the polls..." />
      ) : (
        <>
          {writing?.kind === 'new' ? (
            <PollForm poll={null} headingLevel={itemLevel} onSave={save} onCancel={cancelWriting} />
          ) : (
            <Button id={ids.write} variant="secondary" onClick={() => setWriting({ kind: 'new' })}>
              Write a poll
            </Button>
          )}
          {polls.length === 0 ? (
            <p>No polls yet.</p>
          ) : (
            <ul id={ids.list} className="ds-polls__list">
              {polls.map((poll) => (
                <li key={poll.id} data-poll-id={poll.id}>
                  {editing?.id === poll.id && poll.state === 'draft' ? (
                    <PollForm poll={poll} headingLevel={itemLevel} onSave={save} onCancel={cancelWriting} />
                  ) : (
                    <PollCard
                      poll={poll}
                      headingLevel={itemLevel}
                      ids={cardIds}
                      busy={busy}
                      onAction={onAction}
                      resultsInWords={resultsInWords}
                      tooEarly={tooEarly === poll.id}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
          {polls.some((poll) => poll.state !== 'draft') && (
            <p>
              <a href={csvHref} download className="ds-target">
                Download every poll's results (CSV spreadsheet)
              </a>
            </p>
          )}
        </>
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this poll?"
        headingLevel={itemLevel}
        actions={
          <>
            <Button variant="danger" onClick={confirmDelete}>
              Delete the poll
            </Button>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
          </>
        }
      >
        <p>
          <strong>{deleting?.question}</strong>
        </p>
        <p>
          {deleting && deleting.answered > 0
            ? `Its ${deleting.answered === 1 ? 'answer is' : `${deleting.answered} answers are`} deleted too. This cannot be undone.`
            : 'This cannot be undone.'}
        </p>
      </Dialog>
    </section>
  );
}
