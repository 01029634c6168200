import { apiRequest } from '@cc/api/client';
import type { AdminQuestion, AdminQuestionList, AdminQuestionUpdateBody } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';
import { questionsQueryKey } from './get-questions';

export interface UpdateQuestionInput {
  id: number;
  body: AdminQuestionUpdateBody;
}

/** PATCH /api/admin/questions/:id: status and/or response (the server applies admin.md §4's rules). */
export function updateQuestion({ id, body }: UpdateQuestionInput): Promise<AdminQuestion> {
  return apiRequest<AdminQuestion>('PATCH', `/api/admin/questions/${id}`, body);
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestion,
    meta: { adminCall: true },
    onSuccess: (question) => {
      // Show the saved question at once, then refetch the counts (and the dashboard's).
      queryClient.setQueryData<AdminQuestionList>(questionsQueryKey, (current) =>
        current
          ? { ...current, questions: current.questions.map((q) => (q.id === question.id ? question : q)) }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: adminQueryRoot });
    },
  });
}
