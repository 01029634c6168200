import type { QuestionDraftSaveBody } from '@cc/api/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Browser storage key (the spec's keys start with cm-). */
export const UNSYNCED_DRAFTS_KEY = 'cm-unsynced-question-drafts';

export interface UnsyncedDraft extends QuestionDraftSaveBody {
  id: string;
  /** When it was last changed here (ms), to show the newest first. */
  changedAt: number;
}

interface UnsyncedDraftsState {
  drafts: Record<string, UnsyncedDraft>;
  keep(draft: UnsyncedDraft): void;
  /** The server has this version (or the draft is gone): nothing left to sync. */
  settle(id: string, changedAt: number): void;
}

/**
 * What was written but the server has not stored yet (offline, or the save is still on its way): kept in
 * localStorage so a closed tab, a reload offline or a restart loses nothing; sent again when the network returns.
 * Only unsynced text is kept on the device; what the server has comes from the server.
 */
export const useUnsyncedDrafts = create<UnsyncedDraftsState>()(
  persist(
    (set) => ({
      drafts: {},
      keep: (draft) => set((state) => ({ drafts: { ...state.drafts, [draft.id]: draft } })),
      settle: (id, changedAt) =>
        set((state) => {
          const current = state.drafts[id];
          // A newer change made while this one was saving still needs sending.
          if (!current || current.changedAt > changedAt) return state;
          const { [id]: _settled, ...rest } = state.drafts;
          return { drafts: rest };
        }),
    }),
    {
      name: UNSYNCED_DRAFTS_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ drafts: state.drafts }),
    },
  ),
);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === UNSYNCED_DRAFTS_KEY) void useUnsyncedDrafts.persist.rehydrate();
  });
}
