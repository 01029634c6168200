import type { Session } from '@cc/api/contract';
import { useHydrated } from '@cc/design-system';
import { GettingThere } from '../../features/agenda/components/getting-there';
import { useBookmarks } from '../../features/bookmarks/api/get-bookmarks';
import { BookmarksLoadError } from '../../features/bookmarks/components/bookmarks-load-error';
import { PendingBookmarksStatus } from '../../features/bookmarks/components/pending-bookmarks-status';
import { useToggleBookmark } from '../../features/bookmarks/hooks/use-toggle-bookmark';
import { SessionPolls } from '../../features/polls/components/session-polls';
import { PresenterResources } from '../../features/presenter-resources/components/presenter-resources';
import { AgendaButton } from '../../features/session-detail/components/agenda-button';
import { SessionDetailPage } from '../../features/session-detail/components/session-detail-page';
import { VenueLink } from '../../features/venue-map/components/venue-link';

/** Add to / Remove from Agenda through the bookmarks feature (which also logs agenda_add / agenda_remove). */
function DetailAgendaButton({ session }: { session: Session }) {
  const bookmarks = useBookmarks();
  const toggle = useToggleBookmark();
  // Pressable in the server's HTML: a press before the page is ready is kept, and made once the agenda has loaded
  // (docs/remote-contract.md); only the live page says it is loading.
  const hydrated = useHydrated();
  const bookmarked = bookmarks.data?.sessionIds.includes(session.id) ?? false;
  return (
    <AgendaButton
      session={session}
      bookmarked={bookmarked}
      loading={hydrated && bookmarks.isPending}
      error={toggle.isError}
      onToggle={() => toggle.mutate({ session, bookmark: !bookmarked })}
    />
  );
}

/**
 * The session page with the agenda button, the presenter resources, the location linked to the venue's access
 * details and the walk from the previous agenda item: the app joins the features.
 */
export function SessionDetailRoute() {
  return (
    <SessionDetailPage
      notices={
        <>
          <BookmarksLoadError />
          <PendingBookmarksStatus />
        </>
      }
      renderAgendaButton={(session) => <DetailAgendaButton session={session} />}
      renderResources={(session) => <PresenterResources session={session} />}
      renderLocation={(session, text) => <VenueLink venueId={session.venueId} text={text} />}
      renderGettingThere={(session) => <GettingThere session={session} />}
      renderPolls={(session) => <SessionPolls sessionId={session.id} />}
    />
  );
}
