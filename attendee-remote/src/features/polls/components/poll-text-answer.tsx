import { type MyPollAnswer, POLL_TEXT_ANSWER_MAX, type Poll } from '@cc/api/contract';
import { Button, TextArea } from '@cc/design-system';
import { type FormEvent, useEffect, useState } from 'react';
import type { AnswerPoll } from '../hooks/use-answer-poll';
import { textAnswerStatus } from '../utils/answer-words';

export interface PollTextAnswerProps {
  poll: Poll;
  answer: MyPollAnswer | null;
  answering: AnswerPoll;
  labelledBy: string;
}

/** A short free-text answer: a labelled box and Send; the sent answer and whether it is approved. */
export function PollTextAnswer({ poll, answer, answering }: PollTextAnswerProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const saving = answering.status.kind === 'saving';
  const saved = answering.status.kind === 'saved';

  // Sent and stored: the box empties, and the line below it says the answer and that it waits for approval.
  useEffect(() => {
    if (saved) setText('');
  }, [saved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (!words) {
      setProblem('Write your answer first.');
      return;
    }
    setProblem(null);
    answering.send({ text: words }, textAnswerStatus({ text: words, textStatus: 'pending' }));
  };

  return (
    <form className="att-poll__text" onSubmit={submit} noValidate>
      <TextArea
        label={answer?.text ? 'Change your answer' : 'Your answer'}
        name={`poll-${poll.id}-text`}
        maxLength={POLL_TEXT_ANSWER_MAX}
        rows={3}
        value={text}
        error={problem ?? undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {/* Never busy-disabled: a second Send while one is on its way is sent after it (use-answer-poll). */}
      <Button type="submit">{saving ? 'Sending…' : 'Send'}</Button>
    </form>
  );
}
