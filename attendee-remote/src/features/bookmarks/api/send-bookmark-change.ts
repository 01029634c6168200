import type { BookmarkList } from '@cc/api/contract';
import { addBookmark } from './add-bookmark';
import { removeBookmark } from './remove-bookmark';

/** PUT or DELETE /api/bookmarks/:sessionId; both idempotent, so a change sent twice does no harm. */
export function sendBookmarkChange(sessionId: number, bookmark: boolean): Promise<BookmarkList> {
  return bookmark ? addBookmark(sessionId) : removeBookmark(sessionId);
}
