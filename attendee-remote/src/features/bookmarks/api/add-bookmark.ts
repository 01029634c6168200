import { apiRequest } from '@cc/api/client';
import type { BookmarkList } from '@cc/api/contract';

/** PUT /api/bookmarks/:sessionId: idempotent add; answers the whole new list. */
export function addBookmark(sessionId: number): Promise<BookmarkList> {
  return apiRequest<BookmarkList>('PUT', `/api/bookmarks/${encodeURIComponent(sessionId)}`);
}
