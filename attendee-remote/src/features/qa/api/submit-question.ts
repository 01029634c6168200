import { apiRequest } from '@cc/api/client';
import type { SubmitQuestionBody, SubmitQuestionResult } from '@cc/api/contract';
import { useMutation } from '@tanstack/react-query';

/** POST /api/questions: stored pending until an admin approves it. */
export function submitQuestion(body: SubmitQuestionBody): Promise<SubmitQuestionResult> {
  return apiRequest<SubmitQuestionResult>('POST', '/api/questions', body);
}

export function useSubmitQuestion() {
  return useMutation({ mutationFn: submitQuestion });
}
