import type { MyPollAnswer, Poll } from '@cc/api/contract';

export const CHANGE_UNTIL_CLOSED = 'You can change it until the poll closes.';

/** "A", "A and B", "A, B and C". */
function listInWords(labels: string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** The chosen options' labels in words; a scale's number with its end's meaning ("5 (Very useful)"). */
export function choiceInWords(poll: Pick<Poll, 'kind' | 'options' | 'scaleLabels'>, optionIds: readonly number[]) {
  const labels = poll.options
    .map((option, index) => {
      if (!optionIds.includes(option.id)) return null;
      if (poll.kind === 'scale' && poll.scaleLabels && index === 0) return `${option.label} (${poll.scaleLabels.low})`;
      if (poll.kind === 'scale' && poll.scaleLabels && index === poll.options.length - 1) {
        return `${option.label} (${poll.scaleLabels.high})`;
      }
      return option.label;
    })
    .filter((label): label is string => label !== null);
  return listInWords(labels);
}

/** "Your answer: Yes. You can change it until the poll closes." (without the second sentence once closed). */
export function answerConfirmation(
  poll: Pick<Poll, 'kind' | 'options' | 'scaleLabels' | 'state'>,
  optionIds: readonly number[],
): string {
  const words = `Your answer: ${choiceInWords(poll, optionIds)}.`;
  return poll.state === 'open' ? `${words} ${CHANGE_UNTIL_CLOSED}` : words;
}

const TEXT_STATUS_WORDS = {
  pending: 'Waiting for approval: it shows in the results once a chair approves it.',
  approved: 'Approved: it shows in the results.',
  rejected: 'Not approved, so it is not shown.',
} as const;

/** A text answer and where it stands: "Your answer: “More breaks”. Waiting for approval: …". */
export function textAnswerStatus(answer: Pick<MyPollAnswer, 'text' | 'textStatus'>): string {
  const status = TEXT_STATUS_WORDS[answer.textStatus ?? 'pending'];
  return `Your answer: “${answer.text ?? ''}”. ${status}`;
}
