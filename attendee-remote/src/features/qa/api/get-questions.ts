import { apiRequest } from '@cc/api/client';
import type { QuestionList } from '@cc/api/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/questions: approved and answered questions, newest first, with `voted` for this visitor. */
export function getQuestions(sessionId: number | null): Promise<QuestionList> {
  return apiRequest<QuestionList>(
    'GET',
    sessionId === null ? '/api/questions' : `/api/questions?sessionId=${sessionId}`,
  );
}

export function questionsQueryKey(sessionId: number | null) {
  return ['questions', sessionId === null ? 'all' : sessionId] as const;
}

export function questionsQueryOptions(sessionId: number | null) {
  return queryOptions({
    queryKey: questionsQueryKey(sessionId),
    queryFn: () => getQuestions(sessionId),
    staleTime: 30_000,
  });
}

export function useQuestions(sessionId: number | null, enabled = true) {
  return useQuery({ ...questionsQueryOptions(sessionId), enabled });
}
