import { announce } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveTopics } from '../../../lib/live-client/use-live-topics';
import { pollEventsOf, pollsTopic } from '../../../lib/polls-live/poll-events';
import { MY_POLL_ANSWERS_ROOT, myPollAnswersKey } from '../api/get-my-answers';
import { POLLS_ROOT } from '../api/get-polls';
import { applyToCaches } from '../utils/poll-cache';

/**
 * Live polls: one session's ('polls:{sessionId}') or every session's ('polls'). Opened and closed polls are
 * announced; new counts are not (they come several times a second while people answer).
 */
export function usePollsLive(sessionId: number | null, enabled = true): void {
  const queryClient = useQueryClient();
  useLiveTopics(enabled ? [pollsTopic(sessionId)] : [], {
    onEvents(events) {
      const pollEvents = pollEventsOf(events);
      if (pollEvents.length === 0) return;
      const changes = applyToCaches(queryClient, pollEvents);
      // Approved text answers came with these counts: one may be this visitor's, whose status then changes.
      for (const event of pollEvents) {
        if (event.type === 'poll.results' && (event.data.results?.texts.length ?? 0) > 0) {
          void queryClient.invalidateQueries({ queryKey: myPollAnswersKey(event.data.sessionId) });
        }
      }
      const messages: string[] = [];
      for (const event of pollEvents) {
        if (event.type !== 'poll.updated') continue;
        const kind = changes.get(event.data.id);
        if (kind === 'opened') messages.push(`Poll open: ${event.data.question}`);
        if (kind === 'closed') messages.push(`Poll closed: ${event.data.question}. The results are shown.`);
      }
      if (messages.length > 0) announce(messages.join('. '));
    },
    onResync() {
      void queryClient.invalidateQueries({ queryKey: [POLLS_ROOT] });
      void queryClient.invalidateQueries({ queryKey: [MY_POLL_ANSWERS_ROOT] });
    },
  });
}
