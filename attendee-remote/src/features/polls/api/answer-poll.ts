import { apiRequest } from '@cc/api/client';
import type { MyPollAnswers, PollAnswerBody, PollAnswerResult } from '@cc/api/contract';
import type { QueryClient } from '@tanstack/react-query';
import { replacePoll } from '../utils/poll-cache';
import { myPollAnswersKey } from './get-my-answers';

/** PUT /api/polls/{pollId}/answer: stores (or replaces) this visitor's answer while the poll is open. */
export function answerPoll(pollId: number, body: PollAnswerBody): Promise<PollAnswerResult> {
  return apiRequest<PollAnswerResult>('PUT', `/api/polls/${pollId}/answer`, body);
}

/** The stored answer and the counts that include it, into every list that shows them. */
export function recordAnswer(queryClient: QueryClient, result: PollAnswerResult): void {
  const { answer, poll } = result;
  queryClient.setQueryData<MyPollAnswers>(myPollAnswersKey(poll.sessionId), (mine) => ({
    answers: [...(mine?.answers ?? []).filter((a) => a.pollId !== answer.pollId), answer],
  }));
  replacePoll(queryClient, poll);
}
