import type { Session } from '@cc/api/contract';
import { BookmarkToggle } from '../../features/bookmarks/components/bookmark-toggle';
import { BookmarkTogglesProvider } from '../../features/bookmarks/components/bookmark-toggles-provider';
import { BookmarksLoadError } from '../../features/bookmarks/components/bookmarks-load-error';
import { PendingBookmarksStatus } from '../../features/bookmarks/components/pending-bookmarks-status';
import { ProgrammePage } from '../../features/programme/components/programme-page';

/** One function for every render, so that the programme's cards can skip redrawing (session-card.tsx). */
const renderAgendaToggle = (session: Session) => <BookmarkToggle session={session} />;

/** The programme with the agenda toggle on each card: the app joins the two features. */
export function ProgrammeRoute() {
  return (
    <BookmarkTogglesProvider>
      <ProgrammePage
        notices={
          <>
            <BookmarksLoadError />
            <PendingBookmarksStatus />
          </>
        }
        renderSessionActions={renderAgendaToggle}
      />
    </BookmarkTogglesProvider>
  );
}
