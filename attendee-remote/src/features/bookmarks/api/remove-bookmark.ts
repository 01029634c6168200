import { apiRequest } from '@cc/api/client';
import type { BookmarkList } from '@cc/api/contract';

/** DELETE /api/bookmarks/:sessionId: idempotent remove; answers the whole new list. */
export function removeBookmark(sessionId: number): Promise<BookmarkList> {
  return apiRequest<BookmarkList>('DELETE', `/api/bookmarks/${encodeURIComponent(sessionId)}`);
}
