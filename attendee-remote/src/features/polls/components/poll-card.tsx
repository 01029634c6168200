import type { MyPollAnswer, Poll } from '@cc/api/contract';
import { moveFocusTo } from '@cc/design-system';
import { useEffect, useId, useRef } from 'react';
import { PollResults } from '../../../components/poll-results/poll-results';
import { useAnswerPoll } from '../hooks/use-answer-poll';
import { answerConfirmation, CHANGE_UNTIL_CLOSED, textAnswerStatus } from '../utils/answer-words';
import { PollOptions } from './poll-options';
import { PollTextAnswer } from './poll-text-answer';

const OPEN_HINT: Record<Poll['kind'], string> = {
  single: 'Open: choose one answer. One press answers.',
  multiple: 'Open: choose as many as apply. Each press adds or removes one.',
  scale: 'Open: choose a number from 1 to 5. One press answers.',
  text: 'Open: write a short answer. It shows once a chair approves it.',
};

export interface PollCardProps {
  poll: Poll;
  /** The caller's stored answer; undefined while it is loading. */
  answer: MyPollAnswer | null | undefined;
  /** The session's title, where the page lists polls of several sessions (Q&A). */
  sessionTitle?: string;
  headingLevel?: 2 | 3;
}

/**
 * One poll: its question, the options to answer with one press each (or a text box), the answer in words, and the
 * results when the chair shows them or the poll has closed.
 */
export function PollCard({ poll, answer, sessionTitle, headingLevel = 3 }: PollCardProps) {
  const headingId = useId();
  const statusId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusInside = useRef(false);
  const answering = useAnswerPoll(poll.id);
  const open = poll.state === 'open';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // The options go when the poll closes: focus that was on one moves to the line that says so, never to the body.
  useEffect(() => {
    if (!open && focusInside.current) {
      focusInside.current = false;
      moveFocusTo(statusRef.current);
    }
  }, [open]);

  const stored = answer?.optionIds ?? [];
  const chosen = answering.pendingOptionIds ?? stored;
  let answerLine: string | null = null;
  if (answering.status.kind === 'failed') answerLine = answering.status.message;
  else if (answering.status.kind === 'saving') answerLine = 'Saving your answer…';
  // A text answer's line is the stored one, so it follows the chair's approval.
  else if (poll.kind === 'text') answerLine = answer?.text ? textAnswerStatus(answer) : null;
  else if (answering.status.kind === 'saved') answerLine = answering.status.message;
  else if (answer && stored.length > 0) answerLine = answerConfirmation(poll, stored);

  return (
    <section className="att-poll" aria-labelledby={headingId} data-poll-id={poll.id}>
      {sessionTitle && <p className="att-poll__session ds-text-small">{sessionTitle}</p>}
      <Heading id={headingId} className="att-poll__question">
        {poll.question}
      </Heading>
      <p id={statusId} ref={statusRef} tabIndex={-1} className="att-poll__state">
        {open ? OPEN_HINT[poll.kind] : 'This poll is closed.'}
      </p>
      {open && poll.kind !== 'text' && (
        <PollOptions
          poll={poll}
          chosen={chosen}
          labelledBy={headingId}
          describedBy={statusId}
          onChoose={(optionIds) => {
            if (optionIds.length === 0) {
              answering.note(
                `Choose at least one. ${answerConfirmation(poll, chosen)}`.replace(` ${CHANGE_UNTIL_CLOSED}`, ''),
              );
              return;
            }
            answering.send({ optionIds }, answerConfirmation(poll, optionIds));
          }}
          onFocusWithin={(inside) => {
            focusInside.current = inside;
          }}
        />
      )}
      {open && poll.kind === 'text' && (
        <PollTextAnswer poll={poll} answer={answer ?? null} answering={answering} labelledBy={headingId} />
      )}
      {answerLine && (
        <p
          className={
            answering.status.kind === 'failed' ? 'att-poll__answer att-poll__answer--failed' : 'att-poll__answer'
          }
        >
          {answerLine}
        </p>
      )}
      {/* While hidden, this says when the results will show and how many have answered. */}
      <div className="att-poll__results">
        <PollResults poll={poll} />
      </div>
    </section>
  );
}
