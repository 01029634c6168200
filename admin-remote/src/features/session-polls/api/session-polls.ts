import { chairPollCalls, getChairPolls } from '@cc/api/chair-polls';
import type { PollsAdapter } from '@cc/design-system';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

export const sessionPollsKey = (sessionId: number) => [...adminQueryRoot, 'polls', sessionId] as const;

/**
 * GET /api/chair/sessions/:id/polls: admins may use every chair poll route. `poll`: refetch every 5 s while the
 * live topic is not connected, so the count of answers still moves.
 */
export function useSessionPolls(sessionId: number, { poll }: { poll: boolean }) {
  return useQuery({
    queryKey: sessionPollsKey(sessionId),
    queryFn: () => getChairPolls(sessionId),
    meta: { adminCall: true },
    refetchInterval: poll ? 5_000 : false,
  });
}

export function sessionPollsAdapter(sessionId: number, queryClient: QueryClient): PollsAdapter {
  return {
    ...chairPollCalls(sessionId),
    refresh: () => queryClient.invalidateQueries({ queryKey: sessionPollsKey(sessionId) }),
  };
}
