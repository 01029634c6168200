import { useBookmarks } from '../../features/bookmarks/api/get-bookmarks';
import { HomePage } from '../../features/home/components/home-page';

/** Home, with the agenda count from the bookmarks feature: the app joins the two features. */
export function HomeRoute() {
  const bookmarks = useBookmarks();
  return <HomePage agendaCount={bookmarks.data?.sessionIds.length} agendaError={bookmarks.isError} />;
}
