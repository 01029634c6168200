import { useOnlineStatus } from '@cc/design-system';
import { usePendingBookmarksSync } from '../hooks/use-pending-bookmarks-sync';
import { usePendingBookmarks } from '../stores/pending-bookmarks-store';
import { pendingStatusText } from '../utils/pending-changes';
import '../styles/pending-bookmarks.css';

/**
 * Tells the attendee that agenda changes made offline are kept and not yet sent. Not a live region: each change
 * is announced once when it is made (change-bookmark.ts), and again when all are sent.
 */
export function PendingBookmarksStatus() {
  usePendingBookmarksSync();
  const count = usePendingBookmarks((state) => state.changes.length);
  const online = useOnlineStatus();
  if (count === 0) return null;
  return (
    <div className="att-pending-bookmarks">
      <span aria-hidden="true" className="att-pending-bookmarks__icon">
        ⟳
      </span>
      <p className="att-pending-bookmarks__text">{pendingStatusText(count, online)}</p>
    </div>
  );
}
