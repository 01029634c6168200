import { chairPollCalls, getChairPolls } from '@cc/api/chair-polls';
import type { PollsAdapter } from '@cc/design-system';
import { type QueryClient, useQuery } from '@tanstack/react-query';

export const chairPollsKey = (sessionId: number) => ['chair', 'polls', sessionId] as const;

/** GET /api/chair/sessions/:id/polls: drafts too, results always, every text answer (chairs and admins). */
export function useChairPolls(sessionId: number) {
  return useQuery({
    queryKey: chairPollsKey(sessionId),
    queryFn: () => getChairPolls(sessionId),
    retry: false,
    enabled: sessionId > 0,
  });
}

/** The poll routes for the polls manager; after each the list is fetched again before focus moves on. */
export function chairPollsAdapter(sessionId: number, queryClient: QueryClient): PollsAdapter {
  return {
    ...chairPollCalls(sessionId),
    refresh: () => queryClient.invalidateQueries({ queryKey: chairPollsKey(sessionId) }),
  };
}
