import { apiRequest } from '@cc/api/client';
import type { BookmarkList } from '@cc/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useVisitorQuery } from '../../../lib/use-visitor-query';
import { usePendingBookmarks } from '../stores/pending-bookmarks-store';
import { applyPending } from '../utils/pending-changes';

/** GET /api/bookmarks: the visitor's (or account's) bookmarked session ids, kept by the server. */
export function getBookmarks(): Promise<BookmarkList> {
  return apiRequest<BookmarkList>('GET', '/api/bookmarks');
}

export const bookmarksQueryKey = ['bookmarks'] as const;

export function bookmarksQueryOptions() {
  return queryOptions({ queryKey: bookmarksQueryKey, queryFn: getBookmarks });
}

/**
 * The bookmarks as the attendee made them: the server's list with the changes still waiting to be sent applied,
 * so a change made offline shows at once and stays shown when an older list is read (from the offline cache).
 */
export function useBookmarks() {
  const changes = usePendingBookmarks((state) => state.changes);
  const select = useCallback((list: BookmarkList) => applyPending(list, changes), [changes]);
  return useVisitorQuery({ ...bookmarksQueryOptions(), select });
}
