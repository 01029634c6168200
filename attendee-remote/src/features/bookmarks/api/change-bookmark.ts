import type { BookmarkList, Session } from '@cc/api/contract';
import { announce } from '@cc/design-system';
import { flushPendingBookmarks } from '../hooks/use-pending-bookmarks-sync';
import { usePendingBookmarks } from '../stores/pending-bookmarks-store';
import { isNetworkFailure, pendingStatusText } from '../utils/pending-changes';
import { recordBookmarkActions } from '../utils/record-bookmark-actions';
import { sendBookmarkChange } from './send-bookmark-change';

/** What was done, as the attendee would say it: 'Added X to your agenda'. */
export function changeText(title: string, bookmark: boolean): string {
  return bookmark ? `Added ${title} to your agenda` : `Removed ${title} from your agenda`;
}

function queue(session: Pick<Session, 'id' | 'title'>, bookmark: boolean): null {
  const pending = usePendingBookmarks.getState();
  pending.queue({ sessionId: session.id, bookmark, title: session.title });
  const count = usePendingBookmarks.getState().changes.length;
  announce(`${changeText(session.title, bookmark)}. ${pendingStatusText(count, navigator.onLine)}`);
  if (navigator.onLine) void flushPendingBookmarks();
  return null;
}

/**
 * Adds or removes a bookmark on the server, or, when the server cannot be reached, keeps the change to send later
 * and answers null. A change made while others still wait joins the queue behind them, so the server receives
 * every change in the order the attendee made it.
 */
export async function changeBookmark(
  session: Pick<Session, 'id' | 'title'>,
  bookmark: boolean,
): Promise<BookmarkList | null> {
  if (!navigator.onLine || usePendingBookmarks.getState().changes.length > 0) return queue(session, bookmark);
  try {
    const list = await sendBookmarkChange(session.id, bookmark);
    recordBookmarkActions(session, bookmark);
    return list;
  } catch (error) {
    if (isNetworkFailure(error)) return queue(session, bookmark);
    throw error;
  }
}
