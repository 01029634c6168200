import { agendaQueryOptions } from '../../features/agenda/api/get-agenda';
import { useBookmarks } from '../../features/bookmarks/api/get-bookmarks';
import { HomePage } from '../../features/home/components/home-page';
import { YourNextSession } from '../../features/your-day/components/your-next-session';
import { useVisitorQuery } from '../../lib/use-visitor-query';
import { walkingMinutes } from '../../lib/walking-time';

/**
 * Home, with the agenda count from the bookmarks feature and "Your next session" from the agenda (its entries
 * and walking times between buildings): the app joins the features. The agenda is asked for only when there
 * is something in it.
 */
export function HomeRoute() {
  const bookmarks = useBookmarks();
  const count = bookmarks.data?.sessionIds.length;
  const agenda = useVisitorQuery({ ...agendaQueryOptions(), enabled: (count ?? 0) > 0 });
  return (
    <HomePage
      agendaCount={count}
      agendaError={bookmarks.isError}
      yourDay={
        <YourNextSession
          entries={agenda.data?.entries}
          agendaCount={count}
          isError={bookmarks.isError || agenda.isError}
          walkingMinutes={walkingMinutes}
        />
      }
    />
  );
}
