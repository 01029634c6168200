import { apiRequest } from '@cc/api/client';
import type { AdminQuestionList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

export const questionsQueryKey = [...adminQueryRoot, 'questions'] as const;

/** GET /api/admin/questions: every question, newest first, with the counts of each status. */
export function getQuestions(): Promise<AdminQuestionList> {
  return apiRequest<AdminQuestionList>('GET', '/api/admin/questions?status=all');
}

/** `poll`: refetch every 30 s while live updates are not connected. */
export function useQuestions({ poll }: { poll: boolean }) {
  return useQuery({
    queryKey: questionsQueryKey,
    queryFn: getQuestions,
    meta: { adminCall: true },
    refetchInterval: poll ? 30_000 : false,
  });
}
