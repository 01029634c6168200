import { apiRequest } from '@cc/api/client';
import type { QuestionList, VoteResult } from '@cc/api/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/questions/:id/vote: one vote per visitor (or account) per question. */
export function voteForQuestion(questionId: number): Promise<VoteResult> {
  return apiRequest<VoteResult>('POST', `/api/questions/${questionId}/vote`);
}

/** Every cached list holding the question shows the new count and that this visitor voted. */
function recordVote(queryClient: QueryClient, questionId: number, result: VoteResult): void {
  queryClient.setQueriesData<QuestionList>({ queryKey: ['questions'] }, (list) =>
    list
      ? {
          questions: list.questions.map((q) =>
            q.id === questionId ? { ...q, voted: true, votes: Math.max(q.votes, result.newVoteCount) } : q,
          ),
        }
      : list,
  );
}

export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteForQuestion,
    onSuccess: (result, questionId) => {
      // 'You already voted' also means this visitor has voted: the button says so from now on.
      recordVote(queryClient, questionId, result);
    },
  });
}
