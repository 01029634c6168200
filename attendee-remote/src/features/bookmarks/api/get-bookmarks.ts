import { apiRequest } from '@cc/api/client';
import type { BookmarkList } from '@cc/api/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/bookmarks: the visitor's (or account's) bookmarked session ids, kept by the server. */
export function getBookmarks(): Promise<BookmarkList> {
  return apiRequest<BookmarkList>('GET', '/api/bookmarks');
}

export const bookmarksQueryKey = ['bookmarks'] as const;

export function bookmarksQueryOptions() {
  return queryOptions({ queryKey: bookmarksQueryKey, queryFn: getBookmarks });
}

export function useBookmarks() {
  return useQuery(bookmarksQueryOptions());
}
