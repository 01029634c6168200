import { useEffect, useRef } from 'react';
import { announce } from '../../live-region/announcer-store';
import { Badge, type BadgeTone } from '../badge/badge';
import { Button } from '../button/button';
import type { ManagedPollView } from './poll-types';
import { closeWaitInWords, POLL_KIND_WORDS, POLL_STATE_WORDS } from './poll-words';
import { useSecondsLeft } from './use-seconds-left';

const STATE_TONES: Record<ManagedPollView['state'], BadgeTone> = { draft: 'neutral', open: 'success', closed: 'info' };

export type PollAction =
  | { kind: 'open' | 'close' | 'edit' | 'delete'; pollId: number }
  | { kind: 'results'; pollId: number; visible: boolean }
  | { kind: 'moderate'; pollId: number; answerId: number; decision: 'approve' | 'reject' };

export interface PollCardIds {
  heading: (pollId: number) => string;
  button: (pollId: number, name: string) => string;
  pending: (pollId: number) => string;
  approve: (pollId: number, answerId: number) => string;
}

export interface PollCardProps {
  poll: ManagedPollView;
  headingLevel: 3 | 4 | 5;
  ids: PollCardIds;
  /** The key of the action in flight for this poll, if any: its button says so and ignores repeat presses. */
  busy: ReadonlySet<string>;
  onAction: (action: PollAction) => void;
  /** The results as lines of words, counts first (the contract's pollResultsInWords, shared with attendees). */
  resultsInWords: (poll: ManagedPollView) => string[];
  /** Close was pressed before the minimum time: the wait is shown as the reason. */
  tooEarly: boolean;
}

export const actionKey = (action: PollAction): string =>
  action.kind === 'moderate' ? `moderate-${action.answerId}` : `${action.kind}-${action.pollId}`;

/** One poll as its chairs see it: state, kind, how many answered, results in words and bars, and what can be done. */
export function PollCard({ poll, headingLevel, ids, busy, onAction, resultsInWords, tooEarly }: PollCardProps) {
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${Math.min(headingLevel + 1, 6)}` as 'h4' | 'h5' | 'h6';
  const secondsLeft = useSecondsLeft(poll.state === 'open' ? poll.closesNotBefore : null);
  const wait = closeWaitInWords(secondsLeft);
  const lines = resultsInWords(poll);
  const bars = poll.kind === 'text' || poll.results.answered === 0 ? [] : poll.results.options;
  const pending = poll.textAnswers.filter((answer) => answer.status === 'pending');
  const act = (action: PollAction) => {
    if (!busy.has(actionKey(action))) onAction(action);
  };
  const loading = (action: PollAction) => busy.has(actionKey(action));

  // Said once when the wait ends, not every second: the countdown itself is only shown.
  const waited = useRef(secondsLeft > 0);
  useEffect(() => {
    if (secondsLeft > 0) waited.current = true;
    else if (waited.current && poll.state === 'open') {
      waited.current = false;
      announce(`You can close the poll now: ${poll.question}`);
    }
  }, [secondsLeft, poll.state, poll.question]);

  return (
    <article className="ds-polls__poll" aria-labelledby={ids.heading(poll.id)} data-poll-state={poll.state}>
      <Heading id={ids.heading(poll.id)} className="ds-polls__question" tabIndex={-1}>
        {poll.question}
      </Heading>
      <p className="ds-polls__facts">
        <Badge tone={STATE_TONES[poll.state]}>{POLL_STATE_WORDS[poll.state]}</Badge>{' '}
        <span>{POLL_KIND_WORDS[poll.kind]}</span>
        {poll.state !== 'draft' && (
          <>
            {' · '}
            <span>
              {poll.resultsVisible || poll.state === 'closed'
                ? 'Attendees see the results'
                : 'Results hidden from attendees'}
            </span>
          </>
        )}
      </p>
      {poll.state === 'draft' ? (
        <DraftSummary poll={poll} />
      ) : (
        <>
          <ul className="ds-polls__results" aria-label={`Results: ${poll.question}`} data-testid="poll-results">
            {keyedLines(lines).map((line) => (
              <li key={line.key}>{line.text}</li>
            ))}
          </ul>
          {bars.length > 0 && (
            // Bars second, for a glance: the same counts as the words above, so hidden from screen readers.
            <div className="ds-polls__bars" aria-hidden="true">
              {bars.map((option) => (
                <div key={option.id} className="ds-polls__bar-row">
                  <span>{option.label}</span>
                  <span className="ds-polls__bar">
                    <span style={{ inlineSize: `${Math.min(100, option.percent)}%` }} />
                  </span>
                </div>
              ))}
            </div>
          )}
        </>
      )}

      {poll.state === 'open' && wait && (
        <p className={tooEarly ? 'ds-polls__wait ds-field__error' : 'ds-polls__wait'} data-testid="poll-close-wait">
          {tooEarly && 'Not closed yet. '}
          {wait}
        </p>
      )}

      <div className="ds-cluster">
        {poll.state !== 'open' && (
          <Button
            id={ids.button(poll.id, 'open')}
            variant={poll.state === 'draft' ? 'primary' : 'secondary'}
            loading={loading({ kind: 'open', pollId: poll.id })}
            loadingLabel="Opening..."
            onClick={() => act({ kind: 'open', pollId: poll.id })}
          >
            {poll.state === 'draft' ? 'Open the poll' : 'Open it again'}
          </Button>
        )}
        {poll.state === 'draft' && (
          <Button
            id={ids.button(poll.id, 'edit')}
            variant="secondary"
            onClick={() => act({ kind: 'edit', pollId: poll.id })}
          >
            Edit
          </Button>
        )}
        {poll.state === 'open' && (
          <>
            <Button
              id={ids.button(poll.id, 'close')}
              loading={loading({ kind: 'close', pollId: poll.id })}
              loadingLabel="Closing..."
              onClick={() => act({ kind: 'close', pollId: poll.id })}
            >
              Close the poll
            </Button>
            <Button
              id={ids.button(poll.id, 'results')}
              variant="secondary"
              loading={loading({ kind: 'results', pollId: poll.id, visible: !poll.resultsVisible })}
              onClick={() => act({ kind: 'results', pollId: poll.id, visible: !poll.resultsVisible })}
            >
              {poll.resultsVisible ? 'Hide results from attendees' : 'Show results to attendees'}
            </Button>
          </>
        )}
        {poll.state !== 'open' && (
          <Button
            id={ids.button(poll.id, 'delete')}
            variant="danger"
            aria-label={`Delete the poll: ${poll.question}`}
            onClick={() => act({ kind: 'delete', pollId: poll.id })}
          >
            Delete
          </Button>
        )}
      </div>

      {poll.kind === 'text' && poll.state !== 'draft' && (
        <section className="ds-polls__moderation" aria-labelledby={ids.pending(poll.id)}>
          <Sub id={ids.pending(poll.id)} tabIndex={-1}>
            {pending.length === 0 ? 'No answers waiting for you' : `Answers waiting for you (${pending.length})`}
          </Sub>
          {pending.length > 0 && (
            <ul className="ds-polls__pending">
              {pending.map((answer) => (
                <li key={answer.id} className="ds-polls__pending-item">
                  <p className="ds-polls__pending-text">{answer.text}</p>
                  <div className="ds-cluster">
                    <Button
                      id={ids.approve(poll.id, answer.id)}
                      aria-label={`Approve: ${answer.text}`}
                      loading={loading({ kind: 'moderate', pollId: poll.id, answerId: answer.id, decision: 'approve' })}
                      onClick={() =>
                        act({ kind: 'moderate', pollId: poll.id, answerId: answer.id, decision: 'approve' })
                      }
                    >
                      Approve
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`Reject: ${answer.text}`}
                      loading={loading({ kind: 'moderate', pollId: poll.id, answerId: answer.id, decision: 'reject' })}
                      onClick={() =>
                        act({ kind: 'moderate', pollId: poll.id, answerId: answer.id, decision: 'reject' })
                      }
                    >
                      Reject
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </article>
  );
}

function DraftSummary({ poll }: { poll: ManagedPollView }) {
  if (poll.kind === 'text') return <p>Attendees write a short answer; you approve each one before it shows.</p>;
  if (poll.kind === 'scale') {
    const ends = poll.scaleLabels
      ? ` 1 means ${poll.scaleLabels.low || '(not given)'}, 5 means ${poll.scaleLabels.high || '(not given)'}.`
      : '';
    return <p>Attendees pick a number from 1 to 5.{ends}</p>;
  }
  return (
    <ul className="ds-polls__draft-options" aria-label={`Options: ${poll.question}`}>
      {poll.options.map((option) => (
        <li key={option.id}>{option.label}</li>
      ))}
    </ul>
  );
}

/** Lines keyed by their text and how often it came before (two people may write the same answer). */
function keyedLines(lines: string[]): { key: string; text: string }[] {
  const seen = new Map<string, number>();
  return lines.map((text) => {
    const count = (seen.get(text) ?? 0) + 1;
    seen.set(text, count);
    return { key: `${count}:${text}`, text };
  });
}
