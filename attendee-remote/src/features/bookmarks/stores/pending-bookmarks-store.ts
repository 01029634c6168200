import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type PendingBookmarkChange, withChange, withoutChange } from '../utils/pending-changes';

/** Browser storage key of the waiting changes (the spec's keys start with cm-). */
export const PENDING_BOOKMARKS_KEY = 'cm-pending-bookmarks';

interface PendingBookmarksState {
  changes: PendingBookmarkChange[];
  queue(change: Omit<PendingBookmarkChange, 'seq'>): void;
  settle(change: PendingBookmarkChange): void;
}

/**
 * Bookmark changes made while the server could not be reached. Kept in localStorage so that closing the tab or
 * reloading offline loses nothing; sent in order by sync-pending-bookmarks.ts when the network returns.
 */
export const usePendingBookmarks = create<PendingBookmarksState>()(
  persist(
    (set) => ({
      changes: [],
      queue: (change) => set((state) => ({ changes: withChange(state.changes, change) })),
      settle: (change) => set((state) => ({ changes: withoutChange(state.changes, change) })),
    }),
    {
      name: PENDING_BOOKMARKS_KEY,
      // Without localStorage (private mode, full quota) changes still wait in memory for this visit.
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ changes: state.changes }),
    },
  ),
);

// Another tab queued or sent changes: read them, so both tabs show and send the same queue.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === PENDING_BOOKMARKS_KEY) void usePendingBookmarks.persist.rehydrate();
  });
}
