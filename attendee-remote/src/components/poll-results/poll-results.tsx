import {
  POLL_RESULTS_HIDDEN_WORDS,
  type Poll,
  pollAnsweredInWords,
  pollMeanInWords,
  pollOptionInWords,
  pollResultsSpoken,
} from '@cc/api/contract';
import { ReadAloudButton } from '../read-aloud/read-aloud-button';
import './poll-results.css';

export interface PollResultsProps {
  poll: Pick<Poll, 'kind' | 'question' | 'scaleLabels' | 'state' | 'answered' | 'results'>;
  /** The room screen's larger type. */
  large?: boolean;
  /** Whether to offer "Read aloud" (the room screen has its own way of being heard). */
  readAloud?: boolean;
}

/**
 * A poll's results: each option in words first ("Yes: 12 of 20 (60%)"), its bar after it, drawn for the eye only
 * (aria-hidden, so nothing is read twice); the scale's mean in words; approved text answers as a list. The words
 * are the contract's (pollResultsInWords), so the chairs' view and the room screen say the same.
 */
export function PollResults({ poll, large = false, readAloud = true }: PollResultsProps) {
  const results = poll.results;
  const className = large ? 'att-poll-results att-poll-results--large' : 'att-poll-results';
  if (!results) {
    return (
      <div className={className}>
        <p className="att-poll-results__hidden">{POLL_RESULTS_HIDDEN_WORDS}.</p>
        <p className="att-poll-results__answered">{pollAnsweredInWords(poll.answered)}.</p>
      </div>
    );
  }
  const mean = poll.kind === 'scale' ? pollMeanInWords(results.mean, poll.scaleLabels) : null;
  return (
    <div className={className}>
      <p className="att-poll-results__answered">{pollAnsweredInWords(results.answered)}.</p>
      {poll.kind === 'text' ? (
        results.texts.length === 0 ? (
          <p>No answers shown yet.</p>
        ) : (
          <ul className="att-poll-results__texts" aria-label="Answers">
            {results.texts.map((answer) => (
              <li key={answer.id}>{answer.text}</li>
            ))}
          </ul>
        )
      ) : (
        results.answered > 0 && (
          <ul className="att-poll-results__options" aria-label="Results">
            {results.options.map((option) => (
              <li key={option.id}>
                <span className="att-poll-results__words">{pollOptionInWords(option, results.answered)}</span>
                <span className="att-poll-results__bar" aria-hidden="true">
                  <span style={{ inlineSize: `${Math.min(100, Math.max(0, option.percent))}%` }} />
                </span>
              </li>
            ))}
          </ul>
        )
      )}
      {mean && <p className="att-poll-results__mean">{mean}.</p>}
      {readAloud && <ReadAloudButton text={() => pollResultsSpoken(poll)} what="the results" />}
    </div>
  );
}
