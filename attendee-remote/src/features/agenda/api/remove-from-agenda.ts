import { apiRequest } from '@cc/api/client';
import type { Agenda, AgendaEntry, BookmarkList } from '@cc/api/contract';
import { announce } from '@cc/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordUserAction } from '../../../lib/record-user-action';
import { agendaQueryKey } from './get-agenda';

export const REMOVE_ERROR = 'Error removing session from agenda';

/** DELETE /api/bookmarks/:sessionId (idempotent); answers the remaining bookmark ids. */
export function removeFromAgenda(sessionId: number): Promise<BookmarkList> {
  return apiRequest<BookmarkList>('DELETE', `/api/bookmarks/${encodeURIComponent(sessionId)}`);
}

export interface UseRemoveFromAgendaOptions {
  /** The bookmark list after a removal, for the rest of the app (the navigation's agenda count). */
  onBookmarksChanged?: (list: BookmarkList) => void;
  onRemoved?: (entry: AgendaEntry, remaining: number) => void;
}

/** Remove one entry: announced, logged as agenda_remove, and 'Error removing session from agenda' on failure. */
export function useRemoveFromAgenda({ onBookmarksChanged, onRemoved }: UseRemoveFromAgendaOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: AgendaEntry) => removeFromAgenda(entry.session.id),
    onSuccess: (list, entry) => {
      const agenda = queryClient.setQueryData<Agenda>(agendaQueryKey, (current) =>
        current ? { entries: current.entries.filter((e) => e.session.id !== entry.session.id) } : current,
      );
      onBookmarksChanged?.(list);
      announce(`Removed ${entry.session.title} from your agenda`);
      recordUserAction('agenda_remove', {
        session_id: entry.session.id,
        session_title: entry.session.title,
        timestamp: new Date().toISOString(),
      });
      onRemoved?.(entry, agenda?.entries.length ?? list.sessionIds.length);
    },
    onError: () => {
      announce(REMOVE_ERROR, 'assertive');
    },
  });
}
