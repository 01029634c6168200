import type { BookmarkList } from '@cc/api/contract';

/**
 * The list with one session added or removed. Used both for the optimistic change and to undo
 * exactly that change on failure, so a failed toggle never reverts another toggle made meanwhile.
 */
export function withBookmark(
  list: BookmarkList | undefined,
  sessionId: number,
  bookmarked: boolean,
): BookmarkList | undefined {
  if (!list) return list;
  const others = list.sessionIds.filter((id) => id !== sessionId);
  return { sessionIds: bookmarked ? [...others, sessionId] : others };
}
