import { apiRequest } from '@cc/api/client';
import type { AdminQuestion, AdminQuestionList, AdminQuestionUpdateBody } from '@cc/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

/** The same list as the Q&A tab: one cache entry for both. */
export const questionsQueryKey = [...adminQueryRoot, 'questions'] as const;

/** GET /api/admin/questions: every question, newest first. */
export function getQuestions(): Promise<AdminQuestionList> {
  return apiRequest<AdminQuestionList>('GET', '/api/admin/questions?status=all');
}

export function useQuestions({ poll }: { poll: boolean }) {
  return useQuery({
    queryKey: questionsQueryKey,
    queryFn: getQuestions,
    meta: { adminCall: true },
    refetchInterval: poll ? 30_000 : false,
  });
}

/** PATCH /api/admin/questions/:id: a non-empty response makes the question answered (server rules). */
export function updateQuestion({ id, body }: { id: number; body: AdminQuestionUpdateBody }): Promise<AdminQuestion> {
  return apiRequest<AdminQuestion>('PATCH', `/api/admin/questions/${id}`, body);
}

/** DELETE /api/admin/questions/:id. */
export function deleteQuestion(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/admin/questions/${id}`);
}

function useQuestionMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { adminCall: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}

export const useUpdateQuestion = () => useQuestionMutation(updateQuestion);
export const useDeleteQuestion = () => useQuestionMutation(deleteQuestion);
