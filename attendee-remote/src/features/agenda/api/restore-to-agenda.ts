import { apiRequest } from '@cc/api/client';
import type { Agenda, AgendaEntry, BookmarkList } from '@cc/api/contract';
import { announce } from '@cc/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agendaQueryKey } from './get-agenda';

export const RESTORE_ERROR = 'That session could not be put back in your agenda. Try adding it from the programme.';

/** PUT /api/bookmarks/:sessionId (idempotent); answers the bookmark ids. */
export function restoreToAgenda(sessionId: number): Promise<BookmarkList> {
  return apiRequest<BookmarkList>('PUT', `/api/bookmarks/${encodeURIComponent(sessionId)}`);
}

/** Adds a bookmark in place of the plain PUT (e.g. kept to send later when offline; null then). */
export type RestoreBookmark = (session: AgendaEntry['session']) => Promise<BookmarkList | null>;

/**
 * Undo of Remove (issue 18): the bookmark is added again and the entry shown again at once, then the agenda is read
 * again so it is exactly the server's.
 */
export function useRestoreToAgenda(options: {
  onBookmarksChanged?: ((list: BookmarkList) => void) | undefined;
  restoreBookmark?: RestoreBookmark | undefined;
  onRestored: (entry: AgendaEntry) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: AgendaEntry) =>
      options.restoreBookmark ? options.restoreBookmark(entry.session) : restoreToAgenda(entry.session.id),
    networkMode: options.restoreBookmark ? 'always' : 'online',
    onSuccess: (list, entry) => {
      queryClient.setQueryData<Agenda>(agendaQueryKey, (current) =>
        current && !current.entries.some((e) => e.session.id === entry.session.id)
          ? { entries: [...current.entries, entry] }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: agendaQueryKey });
      if (list) options.onBookmarksChanged?.(list);
      announce(`Put ${entry.session.title} back in your agenda`);
      options.onRestored(entry);
    },
    onError: () => announce(RESTORE_ERROR, 'assertive'),
  });
}
