import { type RoomView, sessionQuestionsTopic } from '@cc/api/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveTopics } from '../../../lib/live-client/use-live-topics';
import {
  applyPollEvents,
  pollEventsOf,
  pollsTopic,
  roomTopic,
  writingCountOf,
} from '../../../lib/polls-live/poll-events';
import { roomQueryKey } from '../api/get-room';

/**
 * The room screen live: its session's polls (applied as they come), the writing count, and its questions (which
 * the server orders for the chair, so any change to them asks for the room view again).
 */
export function useRoomLive(sessionId: number, enabled: boolean): void {
  const queryClient = useQueryClient();
  const key = roomQueryKey(sessionId);
  const topics = enabled ? [sessionQuestionsTopic(sessionId), pollsTopic(sessionId), roomTopic(sessionId)] : [];
  useLiveTopics(topics, {
    onEvents(events) {
      const room = queryClient.getQueryData<RoomView>(key);
      if (!room) {
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      const pollEvents = pollEventsOf(events);
      const writing = writingCountOf(events, sessionId);
      const polls =
        pollEvents.length > 0
          ? applyPollEvents(room.polls, pollEvents, (poll) =>
              poll.sessionId === sessionId && poll.state !== 'draft' ? poll : null,
            ).polls
          : room.polls;
      if (polls !== room.polls || writing !== null) {
        queryClient.setQueryData<RoomView>(key, { ...room, polls, writing: writing ?? room.writing });
      }
      if (events.some((event) => event.type.startsWith('question'))) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    onResync() {
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
