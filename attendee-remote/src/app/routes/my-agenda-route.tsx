import type { BookmarkList } from '@cc/api/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MyAgendaPage } from '../../features/agenda/components/my-agenda-page';
import { changeBookmark } from '../../features/bookmarks/api/change-bookmark';
import { bookmarksQueryKey } from '../../features/bookmarks/api/get-bookmarks';
import { PendingBookmarksStatus } from '../../features/bookmarks/components/pending-bookmarks-status';
import { usePendingBookmarks } from '../../features/bookmarks/stores/pending-bookmarks-store';
import { pendingRemovals } from '../../features/bookmarks/utils/pending-changes';

/**
 * My Agenda, keeping the bookmarks feature's list (the nav's count, the programme's buttons) in step; removals go
 * and their undoing go through the bookmarks feature, which keeps them to send later when offline.
 */
export function MyAgendaRoute() {
  const queryClient = useQueryClient();
  const changes = usePendingBookmarks((state) => state.changes);
  const hiddenSessionIds = useMemo(() => pendingRemovals(changes), [changes]);
  return (
    <MyAgendaPage
      onBookmarksChanged={(list: BookmarkList) => queryClient.setQueryData<BookmarkList>(bookmarksQueryKey, list)}
      removeBookmark={(session) => changeBookmark(session, false)}
      restoreBookmark={(session) => changeBookmark(session, true)}
      hiddenSessionIds={hiddenSessionIds}
      notices={<PendingBookmarksStatus />}
    />
  );
}
