import { BookmarkToggle } from '../../features/bookmarks/components/bookmark-toggle';
import { BookmarksLoadError } from '../../features/bookmarks/components/bookmarks-load-error';
import { PendingBookmarksStatus } from '../../features/bookmarks/components/pending-bookmarks-status';
import { ProgrammePage } from '../../features/programme/components/programme-page';

/** The programme with the agenda toggle on each card: the app joins the two features. */
export function ProgrammeRoute() {
  return (
    <ProgrammePage
      notices={
        <>
          <BookmarksLoadError />
          <PendingBookmarksStatus />
        </>
      }
      renderSessionActions={(session) => <BookmarkToggle session={session} />}
    />
  );
}
