import type { AgendaEntry, BookmarkList } from '@cc/api/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MyAgendaPage } from '../../features/agenda/components/my-agenda-page';
import { changeBookmark } from '../../features/bookmarks/api/change-bookmark';
import { bookmarksQueryKey } from '../../features/bookmarks/api/get-bookmarks';
import { PendingBookmarksStatus } from '../../features/bookmarks/components/pending-bookmarks-status';
import { usePendingBookmarks } from '../../features/bookmarks/stores/pending-bookmarks-store';
import { pendingAdditions, pendingRemovals } from '../../features/bookmarks/utils/pending-changes';
import { sessionsQueryOptions } from '../../features/programme/api/get-sessions';

/**
 * My Agenda, keeping the bookmarks feature's list (the nav's count, the programme's buttons) in step; removals go
 * and their undoing go through the bookmarks feature, which keeps them to send later when offline.
 */
export function MyAgendaRoute() {
  const queryClient = useQueryClient();
  const changes = usePendingBookmarks((state) => state.changes);
  const hiddenSessionIds = useMemo(() => pendingRemovals(changes), [changes]);
  // A session added offline is shown at once, from the stored programme, marked as waiting to be sent.
  const adding = useMemo(() => pendingAdditions(changes), [changes]);
  // Read only while something waits (the service worker answers from its store when offline).
  const sessions = useQuery({ ...sessionsQueryOptions(), enabled: adding.size > 0 });
  const waitingEntries = useMemo<AgendaEntry[]>(() => {
    if (adding.size === 0) return [];
    const bookmarkedAt = new Date().toISOString();
    const noChanges = { cancelled: false, timeChanged: false, roomChanged: false };
    return (sessions.data?.sessions ?? [])
      .filter((session) => adding.has(session.id))
      .map((session) => ({ session, bookmarkedAt, changes: noChanges }));
  }, [adding, sessions.data]);
  return (
    <MyAgendaPage
      onBookmarksChanged={(list: BookmarkList) => queryClient.setQueryData<BookmarkList>(bookmarksQueryKey, list)}
      removeBookmark={(session) => changeBookmark(session, false)}
      restoreBookmark={(session) => changeBookmark(session, true)}
      hiddenSessionIds={hiddenSessionIds}
      waitingEntries={waitingEntries}
      notices={<PendingBookmarksStatus />}
    />
  );
}
