import { apiRequest } from '@cc/api/client';
import type {
  AdminQuestionBulkModerateBody,
  AdminQuestionBulkModerateResult,
  AdminQuestionList,
} from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';
import { questionsQueryKey } from './get-questions';

/** POST /api/admin/questions/bulk-moderate: approve or reject several questions; the server audits each. */
export function bulkModerateQuestions(body: AdminQuestionBulkModerateBody): Promise<AdminQuestionBulkModerateResult> {
  return apiRequest<AdminQuestionBulkModerateResult>('POST', '/api/admin/questions/bulk-moderate', body);
}

export function useBulkModerateQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkModerateQuestions,
    meta: { adminCall: true },
    onSuccess: (result) => {
      // Show the saved questions at once and drop the ones gone, then refetch the counts (and the dashboard's).
      const saved = new Map(result.updated.map((question) => [question.id, question]));
      const gone = new Set(result.notFoundIds);
      queryClient.setQueryData<AdminQuestionList>(questionsQueryKey, (current) =>
        current
          ? {
              ...current,
              questions: current.questions.filter((q) => !gone.has(q.id)).map((q) => saved.get(q.id) ?? q),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: adminQueryRoot });
    },
  });
}
