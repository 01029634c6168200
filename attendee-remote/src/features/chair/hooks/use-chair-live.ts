import { type ChairSessionView, chairTopic, type LiveEvent, sessionQuestionsTopic } from '@cc/api/contract';
import { announce } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveTopics } from '../../../lib/live-client/use-live-topics';
import { chairPollsKey } from '../api/chair-polls';
import { chairViewKey } from '../api/get-chair-view';

/**
 * Keeps the chair's view live: the writing count straight from its event; anything else on the chair's topic
 * (a turn called or answered, questions opened or closed) or on the session's public questions (one approved,
 * edited or removed) refetches the view, which carries the marks the public events do not. 'chair.polls' (coalesced
 * by the server: an answer, a poll opened or closed) refetches the polls instead.
 */
export function useChairLive(sessionId: number): void {
  const queryClient = useQueryClient();
  const key = chairViewKey(sessionId);
  useLiveTopics([chairTopic(sessionId), sessionQuestionsTopic(sessionId)], {
    onEvents(events: LiveEvent[]) {
      let refetch = false;
      let refetchPolls = false;
      for (const event of events) {
        if (event.type === 'chair.polls') {
          refetchPolls = true;
          continue;
        }
        if (event.type === 'chair.writing') {
          const { count } = event.data;
          const view = queryClient.getQueryData<ChairSessionView>(key);
          if (view && view.writing !== count) {
            queryClient.setQueryData<ChairSessionView>(key, { ...view, writing: count });
            if (view.writing === 0) announce('Someone is writing a question.');
            else if (count === 0) announce('Nobody is writing a question now.');
          }
        } else refetch = true;
      }
      if (refetch) void queryClient.invalidateQueries({ queryKey: key });
      if (refetchPolls) void queryClient.invalidateQueries({ queryKey: chairPollsKey(sessionId) });
    },
    onResync() {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: chairPollsKey(sessionId) });
    },
  });
}
