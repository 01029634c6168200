import type { BookmarkList, Session } from '@cc/api/contract';
import { announce } from '@cc/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeBookmark, changeText } from '../api/change-bookmark';
import { bookmarksQueryKey } from '../api/get-bookmarks';
import { withBookmark } from '../utils/bookmark-list';

export const BOOKMARK_ERROR = 'Error updating bookmark. Please try again.';

const bookmarkMutationKey = ['bookmarks', 'toggle'] as const;

interface ToggleBookmark {
  session: Pick<Session, 'id' | 'title'>;
  /** true adds the session to the agenda, false removes it. */
  bookmark: boolean;
}

/**
 * Adds or removes one session, showing the change at once and undoing it if the server refuses. Offline the
 * change waits to be sent (change-bookmark.ts) and stays shown. Each caller gets its own mutation state, so an
 * error shows beside the button that caused it.
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bookmarkMutationKey,
    mutationFn: ({ session, bookmark }: ToggleBookmark) => changeBookmark(session, bookmark),
    // Run offline too: the change is then kept for later instead of the mutation pausing unseen.
    networkMode: 'always',
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
      // Waiting to be sent: already announced, and shown through the pending changes.
      if (list === null) return;
      // Only the last of several quick toggles may replace the list, or an earlier answer would
      // briefly undo a later optimistic change.
      if (queryClient.isMutating({ mutationKey: bookmarkMutationKey }) === 1) {
        queryClient.setQueryData<BookmarkList>(bookmarksQueryKey, list);
      }
      announce(changeText(session.title, bookmark));
    },
  });
}
