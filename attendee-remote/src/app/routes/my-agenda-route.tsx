import type { BookmarkList } from '@cc/api/contract';
import { useQueryClient } from '@tanstack/react-query';
import { MyAgendaPage } from '../../features/agenda/components/my-agenda-page';
import { bookmarksQueryKey } from '../../features/bookmarks/api/get-bookmarks';

/** My Agenda, keeping the bookmarks feature's list (the nav's count, the programme's buttons) in step. */
export function MyAgendaRoute() {
  const queryClient = useQueryClient();
  return (
    <MyAgendaPage
      onBookmarksChanged={(list: BookmarkList) => queryClient.setQueryData<BookmarkList>(bookmarksQueryKey, list)}
    />
  );
}
