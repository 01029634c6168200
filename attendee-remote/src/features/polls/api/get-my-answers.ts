import { apiRequest } from '@cc/api/client';
import type { MyPollAnswer, MyPollAnswers } from '@cc/api/contract';
import { useHydrated } from '@cc/design-system';
import { useQueries } from '@tanstack/react-query';

/** This visitor's own answers: never read by the server's rendering (lib/public-queries.ts). */
export const MY_POLL_ANSWERS_ROOT = 'my-poll-answers';

export function myPollAnswersKey(sessionId: number) {
  return [MY_POLL_ANSWERS_ROOT, sessionId] as const;
}

/** GET /api/sessions/{sessionId}/polls/mine */
export function getMyPollAnswers(sessionId: number): Promise<MyPollAnswers> {
  return apiRequest<MyPollAnswers>('GET', `/api/sessions/${sessionId}/polls/mine`);
}

/**
 * The caller's answers in the given sessions, by poll id; `loading` until every session's have come. Asked once
 * the page is this browser's (the server's HTML has none, so the first draw matches it).
 */
export function useMyPollAnswers(sessionIds: readonly number[]): {
  byPoll: Map<number, MyPollAnswer>;
  loading: boolean;
} {
  const hydrated = useHydrated();
  const unique = [...new Set(sessionIds)].sort((a, b) => a - b);
  return useQueries({
    queries: unique.map((sessionId) => ({
      queryKey: myPollAnswersKey(sessionId),
      queryFn: () => getMyPollAnswers(sessionId),
      enabled: hydrated,
      staleTime: 60_000,
    })),
    combine: (results) => {
      const byPoll = new Map<number, MyPollAnswer>();
      for (const result of results) for (const answer of result.data?.answers ?? []) byPoll.set(answer.pollId, answer);
      return {
        byPoll,
        loading: !hydrated || results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
      };
    },
  });
}
