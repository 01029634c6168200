import { apiRequest } from '@cc/api/client';
import type {
  QuestionDraft,
  QuestionDraftList,
  QuestionDraftSaveBody,
  QuestionDraftSendWhen,
  SessionQuestionsStatus,
} from '@cc/api/contract';

/** Not under ['questions']: those caches hold the public list. Reset with every other query when the account changes. */
export const draftsQueryKey = (sessionId: number | null) => ['question-drafts', sessionId ?? 0] as const;

/** GET /api/question-drafts?sessionId=: the caller's drafts for one session (0: those for no session). */
export function getDrafts(sessionId: number | null): Promise<QuestionDraftList> {
  return apiRequest<QuestionDraftList>('GET', `/api/question-drafts?sessionId=${sessionId ?? 0}`);
}

export function saveDraft(id: string, body: QuestionDraftSaveBody): Promise<QuestionDraft> {
  return apiRequest<QuestionDraft>('PUT', `/api/question-drafts/${id}`, body);
}

export function sendDraft(id: string, when: QuestionDraftSendWhen): Promise<QuestionDraft> {
  return apiRequest<QuestionDraft>('POST', `/api/question-drafts/${id}/send`, { when });
}

export function unscheduleDraft(id: string): Promise<QuestionDraft> {
  return apiRequest<QuestionDraft>('POST', `/api/question-drafts/${id}/unschedule`);
}

export function deleteDraft(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/question-drafts/${id}`);
}

export function getQuestionsStatus(sessionId: number): Promise<SessionQuestionsStatus> {
  return apiRequest<SessionQuestionsStatus>('GET', `/api/sessions/${sessionId}/questions-status`);
}
