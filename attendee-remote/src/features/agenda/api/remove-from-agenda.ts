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

/**
 * Removes a bookmark in place of the plain DELETE, e.g. keeping it to send later when offline; null then means
 * "waiting to be sent" (already announced by it). It logs the user actions itself.
 */
export type RemoveBookmark = (session: AgendaEntry['session']) => Promise<BookmarkList | null>;

export interface UseRemoveFromAgendaOptions {
  /** The bookmark list after a removal, for the rest of the app (the navigation's agenda count). */
  onBookmarksChanged?: (list: BookmarkList) => void;
  removeBookmark?: RemoveBookmark | undefined;
  onRemoved?: (entry: AgendaEntry, remaining: number) => void;
}

/** Remove one entry: announced, logged as agenda_remove, and 'Error removing session from agenda' on failure. */
export function useRemoveFromAgenda({
  onBookmarksChanged,
  onRemoved,
  removeBookmark,
}: UseRemoveFromAgendaOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: AgendaEntry) =>
      removeBookmark ? removeBookmark(entry.session) : removeFromAgenda(entry.session.id),
    // A removal made offline is kept by removeBookmark, not paused by the query library.
    networkMode: removeBookmark ? 'always' : 'online',
    onSuccess: (list, entry) => {
      const agenda = queryClient.setQueryData<Agenda>(agendaQueryKey, (current) =>
        current ? { entries: current.entries.filter((e) => e.session.id !== entry.session.id) } : current,
      );
      if (list === null) {
        // Waiting to be sent (and announced so): gone from the page all the same.
        onRemoved?.(entry, agenda?.entries.length ?? 0);
        return;
      }
      onBookmarksChanged?.(list);
      announce(`Removed ${entry.session.title} from your agenda`);
      // A given removeBookmark logs the removal itself.
      if (!removeBookmark) {
        recordUserAction('agenda_remove', {
          session_id: entry.session.id,
          session_title: entry.session.title,
          timestamp: new Date().toISOString(),
        });
      }
      onRemoved?.(entry, agenda?.entries.length ?? list.sessionIds.length);
    },
    onError: () => {
      announce(REMOVE_ERROR, 'assertive');
    },
  });
}
