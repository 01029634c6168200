import type { BookmarkList, Session } from '@cc/api/contract';
import { announce } from '@cc/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordUserAction } from '../../../lib/record-user-action';
import { addBookmark } from '../api/add-bookmark';
import { bookmarksQueryKey } from '../api/get-bookmarks';
import { removeBookmark } from '../api/remove-bookmark';
import { withBookmark } from '../utils/bookmark-list';

export const BOOKMARK_ERROR = 'Error updating bookmark. Please try again.';

const bookmarkMutationKey = ['bookmarks', 'toggle'] as const;

interface ToggleBookmark {
  session: Pick<Session, 'id' | 'title'>;
  /** true adds the session to the agenda, false removes it. */
  bookmark: boolean;
}

/**
 * Adds or removes one session, showing the change at once and undoing it if the server refuses.
 * Each caller gets its own mutation state, so an error shows beside the button that caused it.
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bookmarkMutationKey,
    mutationFn: ({ session, bookmark }: ToggleBookmark) =>
      bookmark ? addBookmark(session.id) : removeBookmark(session.id),
    onMutate: async ({ session, bookmark }) => {
      // A refetch landing now would overwrite the optimistic change with older data.
      await queryClient.cancelQueries({ queryKey: bookmarksQueryKey, exact: true });
      queryClient.setQueryData<BookmarkList>(bookmarksQueryKey, (list) => withBookmark(list, session.id, bookmark));
    },
    onError: (_error, { session, bookmark }) => {
      queryClient.setQueryData<BookmarkList>(bookmarksQueryKey, (list) => withBookmark(list, session.id, !bookmark));
      announce(BOOKMARK_ERROR, 'assertive');
      // What the server now holds is unknown; ask once the last pending toggle has finished.
      if (queryClient.isMutating({ mutationKey: bookmarkMutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: bookmarksQueryKey, exact: true });
      }
    },
    onSuccess: (list, { session, bookmark }) => {
      // Only the last of several quick toggles may replace the list, or an earlier answer would
      // briefly undo a later optimistic change.
      if (queryClient.isMutating({ mutationKey: bookmarkMutationKey }) === 1) {
        queryClient.setQueryData<BookmarkList>(bookmarksQueryKey, list);
      }
      announce(bookmark ? `Added ${session.title} to your agenda` : `Removed ${session.title} from your agenda`);
      const content = { content_id: session.id, content_type: 'session' };
      const agenda = { session_id: session.id, session_title: session.title, timestamp: new Date().toISOString() };
      recordUserAction(bookmark ? 'bookmark_add' : 'bookmark_remove', content);
      recordUserAction(bookmark ? 'agenda_add' : 'agenda_remove', agenda);
    },
  });
}
