import { CountBadge } from '@cc/design-system';
import { useBookmarks } from '../api/get-bookmarks';
import { usePendingBookmarksSync } from '../hooks/use-pending-bookmarks-sync';

/** The number of sessions in the agenda, for the host's navigation (nothing while unknown or zero). */
export function AgendaCountBadge() {
  // The navigation is drawn on every page from the start, so changes left waiting are sent as soon as the app starts.
  usePendingBookmarksSync();
  const { data } = useBookmarks();
  const count = data?.sessionIds.length ?? 0;
  return <CountBadge count={count} label={count === 1 ? '1 session' : `${count} sessions`} />;
}
