import type { Session } from '@cc/api/contract';
import { useMemo } from 'react';
import { useBookmarks } from '../api/get-bookmarks';
import { useToggleBookmark } from './use-toggle-bookmark';

export interface BookmarkToggles {
  isBookmarked(sessionId: number): boolean;
  /** The last toggle failed for this session (its error shows beside its button). */
  hasFailed(sessionId: number): boolean;
  toggle(session: Pick<Session, 'id' | 'title'>, bookmark: boolean): void;
}

/**
 * The agenda toggles of a whole list of sessions, from one bookmarks query and one mutation. A query and a mutation
 * per card made the programme's 120 cards build 240 observers as it drew, which blocked a phone for about a second.
 */
export function useBookmarkToggles(): BookmarkToggles {
  const bookmarks = useBookmarks();
  const mutation = useToggleBookmark();
  // Keyed on the ids, not on the answer: an answer that changes nothing (none while loading, none loaded) keeps the
  // toggles' context as it is. A context change reaching the programme's cards before they are hydrated makes React
  // hydrate them all at once, in one long task (issue 36, ADR 009 amendment).
  const idList = (bookmarks.data?.sessionIds ?? []).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's text stands for the list
  const ids = useMemo(() => new Set(bookmarks.data?.sessionIds ?? []), [idList]);
  const failedId = mutation.isError ? mutation.variables?.session.id : undefined;
  const { mutate } = mutation;
  return useMemo(
    () => ({
      isBookmarked: (sessionId) => ids.has(sessionId),
      hasFailed: (sessionId) => sessionId === failedId,
      toggle: (session, bookmark) => mutate({ session, bookmark }),
    }),
    [ids, failedId, mutate],
  );
}
