import { apiRequest } from '@cc/api/client';
import type { OpenPolls, SessionPolls } from '@cc/api/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every poll list this browser holds sits under this root, so a live change or a resync reaches them all. */
export const POLLS_ROOT = 'polls';

export function sessionPollsKey(sessionId: number) {
  return [POLLS_ROOT, 'session', sessionId] as const;
}

export const OPEN_POLLS_KEY = [POLLS_ROOT, 'open'] as const;

/** GET /api/sessions/{sessionId}/polls: the session's open and closed polls, open first. */
export function sessionPollsQueryOptions(sessionId: number) {
  return queryOptions({
    queryKey: sessionPollsKey(sessionId),
    queryFn: () => apiRequest<SessionPolls>('GET', `/api/sessions/${sessionId}/polls`),
    // Live events keep the list current; a resync asks again.
    staleTime: 60_000,
  });
}

/** GET /api/polls/open: every open poll with its session's title, for Q&A across all sessions. */
export function openPollsQueryOptions() {
  return queryOptions({
    queryKey: OPEN_POLLS_KEY,
    queryFn: () => apiRequest<OpenPolls>('GET', '/api/polls/open'),
    staleTime: 60_000,
  });
}

export function useSessionPolls(sessionId: number) {
  return useQuery(sessionPollsQueryOptions(sessionId));
}

export function useOpenPolls() {
  return useQuery(openPollsQueryOptions());
}
