import { apiRequest, onAccountChanged } from '@cc/api/client';
import type {
  QuestionDraft,
  QuestionDraftList,
  QuestionDraftSaveBody,
  QuestionDraftSendWhen,
  SessionQuestionsStatus,
} from '@cc/api/contract';
import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';

/** Which drafts a list shows: one session's, those for no session (null), or all of them (Q&A's form). */
export type DraftScope = number | null | 'all';

/** Not under ['questions']: those caches hold the public list. Reset with every other query when the account changes. */
export const draftsQueryKey = (scope: DraftScope) => ['question-drafts', scope ?? 0] as const;

/** GET /api/question-drafts?sessionId=: the caller's drafts for one session (0: those for no session; none: all). */
export function getDrafts(scope: DraftScope): Promise<QuestionDraftList> {
  return apiRequest<QuestionDraftList>(
    'GET',
    `/api/question-drafts${scope === 'all' ? '' : `?sessionId=${scope ?? 0}`}`,
  );
}

/** Whether a draft belongs in a list of that scope. */
export function inScope(scope: DraftScope, sessionId: number | null): boolean {
  return scope === 'all' || scope === sessionId;
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

/**
 * Puts the server's answer to a save or a send into every list kept in the cache (added where it belongs, taken out
 * where it no longer does), unless a list already has a newer copy: coming back to a page shows it at once.
 */
export function rememberDraft(queryClient: QueryClient, saved: QuestionDraft): void {
  useLatestDrafts.getState().remember(saved);
  for (const [key] of queryClient.getQueriesData<QuestionDraftList>({ queryKey: ['question-drafts'] })) {
    const scope = key[1];
    const belongs = scope === 'all' || scope === (saved.sessionId ?? 0);
    queryClient.setQueryData<QuestionDraftList>(key, (old) => {
      // A list not read yet (offline since the page opened) starts with it; the refetch that follows adds the rest.
      if (!old) return belongs ? { drafts: [saved] } : old;
      const known = old.drafts.find((draft) => draft.id === saved.id);
      if (known && known.updatedAt > saved.updatedAt) return old;
      const others = old.drafts.filter((draft) => draft.id !== saved.id);
      return { drafts: belongs ? [saved, ...others] : others };
    });
  }
}

interface LatestDraftsState {
  /** The server's answers to this page's saves and sends, by draft id: the newest copy the page knows of. */
  drafts: Record<string, QuestionDraft>;
  remember(saved: QuestionDraft): void;
}

/**
 * Kept for as long as the page is open, beside the cached lists: a list answer that left the server before a save
 * (slow venue Wi-Fi, or the refetch the browser makes when it is back online) replaces the cached list, but never
 * these, so a draft is never shown with older words nor goes missing for a moment.
 */
export const useLatestDrafts = create<LatestDraftsState>()((set) => ({
  drafts: {},
  remember: (saved) =>
    set((state) => {
      const known = state.drafts[saved.id];
      return known && known.updatedAt > saved.updatedAt ? state : { drafts: { ...state.drafts, [saved.id]: saved } };
    }),
}));

// Someone signed in or out: the copies were the previous person's (the lists are read again for the new one).
onAccountChanged(() => useLatestDrafts.setState({ drafts: {} }));
