import type { Session, SessionList } from '@cc/api/contract';
import { announce } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveTopics } from '../../../lib/live-client/use-live-topics';
import { programmeLiveMessage, sessionViewOf } from '../utils/programme-live-changes';

/**
 * Live programme (issue 18 "Live everywhere"): while any attendee page is open, a change to sessions (cancelled,
 * moved, retitled, deleted, imported) refetches the programme and every open session at once, whatever their
 * stale times, so the programme, session pages, the timetable and Home's Now and next never show a session as it
 * was. The reader is told politely when the page in front of them shows what changed.
 */
export function useProgrammeLive(pathname: string): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['sessions'] });
    void queryClient.invalidateQueries({ queryKey: ['session'] });
    // A venue renamed or detached in the admin area changes its sessions: venue pages and links read it again.
    void queryClient.invalidateQueries({ queryKey: ['venues'] });
    // Speaker pages list sessions and show presenter names (a speaker's rename arrives as a session change).
    void queryClient.invalidateQueries({ queryKey: ['speakers'] });
    void queryClient.invalidateQueries({ queryKey: ['speaker'] });
  };
  useLiveTopics(['sessions'], {
    onEvents(events) {
      const view = sessionViewOf(pathname);
      // Read before refreshing: the titles as the reader last saw them.
      const sessions = queryClient.getQueryData<SessionList>(['sessions'])?.sessions;
      const open = view.kind === 'session' ? queryClient.getQueryData<Session>(['session', view.key]) : undefined;
      const message = programmeLiveMessage(view, events, sessions, open);
      refresh();
      if (message) announce(message);
    },
    onResync: refresh,
  });
}
