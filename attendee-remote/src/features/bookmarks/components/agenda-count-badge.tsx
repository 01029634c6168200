import { CountBadge } from '@cc/design-system';
import { useBookmarks } from '../api/get-bookmarks';

/** The number of sessions in the agenda, for the host's navigation (nothing while unknown or zero). */
export function AgendaCountBadge() {
  const { data } = useBookmarks();
  const count = data?.sessionIds.length ?? 0;
  return <CountBadge count={count} label={count === 1 ? '1 session' : `${count} sessions`} />;
}
