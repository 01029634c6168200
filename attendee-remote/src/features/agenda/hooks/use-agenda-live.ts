import type { Agenda } from '@cc/api/contract';
import { announce } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveTopics } from '../../../lib/live-client/use-live-topics';
import { agendaQueryKey } from '../api/get-agenda';
import { agendaLiveChanges } from '../utils/live-changes';

/**
 * Live flagging (BEYOND "Changes are visible ... live"): when sessions change ('session.updated' on the
 * 'sessions' topic), the agenda is fetched again, so cancellations and new times or rooms show at once with
 * their 'since you added it' flags, and the attendee is told which of their sessions changed.
 */
export function useAgendaLive(enabled: boolean): void {
  const queryClient = useQueryClient();
  useLiveTopics(enabled ? ['sessions'] : [], {
    onEvents(events) {
      const { refetch, message } = agendaLiveChanges(queryClient.getQueryData<Agenda>(agendaQueryKey), events);
      if (refetch) void queryClient.invalidateQueries({ queryKey: agendaQueryKey, exact: true });
      if (message) announce(message);
    },
    onResync() {
      void queryClient.invalidateQueries({ queryKey: agendaQueryKey, exact: true });
    },
  });
}
