import type { Session } from '@cc/api/contract';
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useBookmarks } from '../api/get-bookmarks';
import { useToggleBookmark } from './use-toggle-bookmark';

type ToggleSession = Pick<Session, 'id' | 'title'>;

/**
 * The agenda toggles of a whole list of sessions, from one bookmarks query and one mutation. A query and a mutation
 * per card made the programme's 120 cards build 240 observers as it drew, which blocked a phone for about a second.
 *
 * One object for the provider's whole life, which each toggle subscribes to for its own session (issue 36): a
 * change of bookmarks (the visitor's list arriving, a press) reaches only the toggles already on the page. Passed as
 * a changing context value, it reached the programme's parts still waiting to be hydrated, and React hydrates such
 * a part at once, in the task of the update: the visitor's list arriving hydrated all 132 cards in one long task.
 */
export interface BookmarkToggles {
  subscribe(onChange: () => void): () => void;
  isBookmarked(sessionId: number): boolean;
  /** The last toggle failed for this session (its error shows beside its button). */
  hasFailed(sessionId: number): boolean;
  toggle(session: ToggleSession, bookmark: boolean): void;
}

interface TogglesState {
  ids: ReadonlySet<number>;
  /** The ids as text, to tell a new answer that changes nothing from a change. */
  idList: string;
  failedId: number | undefined;
  mutate: (change: { session: ToggleSession; bookmark: boolean }) => void;
}

function createToggles(initial: TogglesState): BookmarkToggles & { update(next: TogglesState): void } {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    isBookmarked: (sessionId) => state.ids.has(sessionId),
    hasFailed: (sessionId) => sessionId === state.failedId,
    toggle: (session, bookmark) => state.mutate({ session, bookmark }),
    update(next) {
      const changed = next.idList !== state.idList || next.failedId !== state.failedId;
      state = changed ? next : { ...state, mutate: next.mutate };
      if (changed) for (const listener of listeners) listener();
    },
  };
}

export function useBookmarkToggles(): BookmarkToggles {
  const bookmarks = useBookmarks();
  const mutation = useToggleBookmark();
  const sessionIds = bookmarks.data?.sessionIds ?? [];
  const next: TogglesState = {
    ids: new Set(sessionIds),
    idList: sessionIds.join(','),
    failedId: mutation.isError ? mutation.variables?.session.id : undefined,
    mutate: mutation.mutate,
  };
  const [toggles] = useState(() => createToggles(next));
  // After the commit: each subscribed toggle then draws its own change.
  useLayoutEffect(() => toggles.update(next));
  return toggles;
}

/** One session's toggle state; as the server drew it (not in the agenda, no error) while its part hydrates. */
export function useToggleState(toggles: BookmarkToggles, sessionId: number): { bookmarked: boolean; failed: boolean } {
  const bookmarked = useSyncExternalStore(
    toggles.subscribe,
    () => toggles.isBookmarked(sessionId),
    () => false,
  );
  const failed = useSyncExternalStore(
    toggles.subscribe,
    () => toggles.hasFailed(sessionId),
    () => false,
  );
  return { bookmarked, failed };
}
