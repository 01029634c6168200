import { apiRequest } from '@cc/api/client';
import type { AdminQuestionList } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';
import { questionsQueryKey } from './get-questions';

/** DELETE /api/admin/questions/:id (the question and its votes). */
export function deleteQuestion(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/admin/questions/${id}`);
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    meta: { adminCall: true },
    onSuccess: (_result, id) => {
      queryClient.setQueryData<AdminQuestionList>(questionsQueryKey, (current) =>
        current ? { ...current, questions: current.questions.filter((q) => q.id !== id) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: adminQueryRoot });
    },
  });
}
