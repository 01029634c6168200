import { ApiRequestError } from '@cc/api/client';
import type { PollAnswerBody } from '@cc/api/contract';
import { announce } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { answerPoll, recordAnswer } from '../api/answer-poll';
import { POLLS_ROOT } from '../api/get-polls';

export type AnswerStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; message: string }
  | { kind: 'failed'; message: string };

export interface AnswerPoll {
  /** The choice shown while presses are being saved (the last press wins, visibly); null: show the stored answer. */
  pendingOptionIds: number[] | null;
  status: AnswerStatus;
  /** Sends an answer; `confirm` says the stored answer in words once it is saved. */
  send(body: PollAnswerBody, confirm: string): void;
  /** Says something beside the poll and in the live region without sending (e.g. "choose at least one"). */
  note(message: string): void;
}

/**
 * Answering one poll without losing a press: one request at a time; a press while one is in flight is kept and
 * sent next (only the newest of several such presses: each press's choice is shown at once, so the last one wins
 * visibly). A failure says what happened and leaves every option pressable.
 */
export function useAnswerPoll(pollId: number): AnswerPoll {
  const queryClient = useQueryClient();
  const [pendingOptionIds, setPending] = useState<number[] | null>(null);
  const [status, setStatus] = useState<AnswerStatus>({ kind: 'idle' });
  const inFlight = useRef(false);
  const queued = useRef<{ body: PollAnswerBody; confirm: string } | null>(null);

  const run = (body: PollAnswerBody, confirm: string) => {
    inFlight.current = true;
    setStatus({ kind: 'saving' });
    answerPoll(pollId, body).then(
      (result) => {
        recordAnswer(queryClient, result);
        const next = queued.current;
        queued.current = null;
        if (next) return run(next.body, next.confirm);
        inFlight.current = false;
        setPending(null);
        setStatus({ kind: 'saved', message: confirm });
        announce(confirm);
      },
      (error: unknown) => {
        const next = queued.current;
        queued.current = null;
        // A later press is a new choice: it is sent, and its own outcome is what the person hears.
        if (next) return run(next.body, next.confirm);
        inFlight.current = false;
        setPending(null);
        const message = failureMessage(error);
        setStatus({ kind: 'failed', message });
        announce(message, 'assertive');
        if (error instanceof ApiRequestError && (error.statusCode === 409 || error.statusCode === 404)) {
          void queryClient.invalidateQueries({ queryKey: [POLLS_ROOT] });
        }
      },
    );
  };

  return {
    pendingOptionIds,
    status,
    send(body, confirm) {
      if (body.optionIds) setPending(body.optionIds);
      if (inFlight.current) {
        queued.current = { body, confirm };
        return;
      }
      run(body, confirm);
    },
    note(message) {
      setStatus({ kind: 'failed', message });
      announce(message);
    },
  };
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.code === 'POLL_NOT_OPEN') {
    return 'This poll has closed, so your answer was not counted.';
  }
  if (error instanceof ApiRequestError && error.statusCode === 404) {
    return 'This poll is no longer there, so your answer was not counted.';
  }
  const reason = error instanceof Error ? error.message : 'Something went wrong.';
  return `Your answer was not saved: ${reason} Press your choice again to try again.`;
}
