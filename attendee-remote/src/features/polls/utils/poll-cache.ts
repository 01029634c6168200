import type { OpenPolls, Poll, SessionPolls } from '@cc/api/contract';
import type { QueryClient } from '@tanstack/react-query';
import { applyPollEvents, type PollEvent } from '../../../lib/polls-live/poll-events';
import { OPEN_POLLS_KEY, POLLS_ROOT } from '../api/get-polls';

type OpenPoll = OpenPolls['polls'][number];

/** A poll as it is now (an answer's result or a live update), into the session's list and the open list. */
export function replacePoll(queryClient: QueryClient, poll: Poll): void {
  applyToCaches(queryClient, [{ type: 'poll.updated', data: poll }]);
}

/**
 * Live poll events into every cached list. A poll that opens in a session whose title the open list does not know
 * makes that list be asked again. Returns what opened or closed, for the live region.
 */
export function applyToCaches(queryClient: QueryClient, events: readonly PollEvent[]) {
  const changes = new Map<number, string>();
  for (const [key, data] of queryClient.getQueriesData<SessionPolls>({ queryKey: [POLLS_ROOT, 'session'] })) {
    if (!data) continue;
    const sessionId = key[2];
    const result = applyPollEvents(data.polls, events, (poll) =>
      poll.sessionId === sessionId && poll.state !== 'draft' ? poll : null,
    );
    queryClient.setQueryData<SessionPolls>(key, { polls: result.polls });
    for (const change of result.changes) changes.set(change.poll.id, change.kind);
  }
  const open = queryClient.getQueryData<OpenPolls>(OPEN_POLLS_KEY);
  if (open) {
    let unknownSession = false;
    const result = applyPollEvents<OpenPoll>(open.polls, events, (poll) => {
      // One that closes while shown stays, closed with its results; only open ones are added.
      const shown = open.polls.find((p) => p.id === poll.id);
      if (shown) return poll.state === 'draft' ? null : { ...poll, sessionTitle: shown.sessionTitle };
      if (poll.state !== 'open') return null;
      const sessionTitle = open.polls.find((p) => p.sessionId === poll.sessionId)?.sessionTitle;
      if (sessionTitle === undefined) {
        unknownSession = true;
        return null;
      }
      return { ...poll, sessionTitle };
    });
    queryClient.setQueryData<OpenPolls>(OPEN_POLLS_KEY, { polls: result.polls });
    for (const change of result.changes) changes.set(change.poll.id, change.kind);
    if (unknownSession) void queryClient.invalidateQueries({ queryKey: OPEN_POLLS_KEY });
  }
  return changes;
}
