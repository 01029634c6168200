/**
 * A poll's results in words (issue 37): the text that comes first, before any bar, on the attendee pages, the room
 * screen and the chairs' view, and what "Read aloud" speaks. One module so that all three say the same thing.
 * Pure and browser-safe: it imports only types.
 */
import type { Poll, PollOptionResult, PollResults } from './polls.js';

/** What the words need of a poll (a ManagedPoll or an OpenPolls entry will do as well). */
export type PollForWords = Pick<Poll, 'kind' | 'question' | 'scaleLabels' | 'state' | 'answered' | 'results'>;

/** "Nobody has answered yet", "1 person answered", "20 people answered". */
export function pollAnsweredInWords(answered: number): string {
  if (answered <= 0) return 'Nobody has answered yet';
  return answered === 1 ? '1 person answered' : `${answered} people answered`;
}

/** "Yes: 12 of 20 (60%)". */
export function pollOptionInWords(option: Pick<PollOptionResult, 'label' | 'count' | 'percent'>, answered: number) {
  return `${option.label}: ${option.count} of ${answered} (${option.percent}%)`;
}

/** "Average: 3.4 out of 5, where 1 is Not useful and 5 is Very useful"; null without a mean. */
export function pollMeanInWords(mean: number | null, scaleLabels: Poll['scaleLabels']): string | null {
  if (mean === null) return null;
  const shown = Number.isInteger(mean) ? String(mean) : mean.toFixed(1);
  const ends = scaleLabels ? `, where 1 is ${scaleLabels.low} and 5 is ${scaleLabels.high}` : '';
  return `Average: ${shown} out of 5${ends}`;
}

/** Said in place of results while the chair keeps them hidden. */
export const POLL_RESULTS_HIDDEN_WORDS = 'Results will show when the poll closes';

/**
 * The results as lines of text, in the order shown: how many answered, then each option (or the scale's mean, or
 * the approved text answers). While the results are hidden: the hidden note and how many answered.
 */
export function pollResultsInWords(poll: PollForWords): string[] {
  const results: PollResults | null = poll.results;
  if (!results) return [POLL_RESULTS_HIDDEN_WORDS, pollAnsweredInWords(poll.answered)];
  const lines = [pollAnsweredInWords(results.answered)];
  if (poll.kind === 'text') {
    if (results.texts.length === 0) lines.push('No answers shown yet');
    else lines.push(...results.texts.map((answer) => answer.text));
    return lines;
  }
  if (results.answered === 0) return lines;
  lines.push(...results.options.map((option) => pollOptionInWords(option, results.answered)));
  if (poll.kind === 'scale') {
    const mean = pollMeanInWords(results.mean, poll.scaleLabels);
    if (mean) lines.push(mean);
  }
  return lines;
}

/** What "Read aloud" speaks: the question, whether it is still open, then the result lines as sentences. */
export function pollResultsSpoken(poll: PollForWords): string {
  const state = poll.state === 'closed' ? 'Poll closed.' : 'Poll open.';
  const question = /[.?!]$/.test(poll.question.trim()) ? poll.question.trim() : `${poll.question.trim()}.`;
  const lines = pollResultsInWords(poll).map((line) => (/[.?!]$/.test(line) ? line : `${line}.`));
  return [question, state, ...lines].join(' ');
}
