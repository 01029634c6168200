import { apiRequest } from '@cc/api/client';
import type { MyQuestionList } from '@cc/api/contract';
import { useVisitorQuery } from '../../../lib/use-visitor-query';

/** Not under ['questions']: those caches hold the public list, which votes and live events rewrite in place. */
export const MY_QUESTIONS_KEY = ['my-questions'] as const;

/** GET /api/questions/mine: this browser's questions, or the signed-in account's from every device. */
export function getMyQuestions(): Promise<MyQuestionList> {
  return apiRequest<MyQuestionList>('GET', '/api/questions/mine');
}

export function useMyQuestions() {
  return useVisitorQuery({ queryKey: MY_QUESTIONS_KEY, queryFn: getMyQuestions, staleTime: 15_000 });
}
