import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Browser storage key of "Let the chair see that someone is writing" (off unless the writer ticks it). */
export const WRITING_OPT_IN_KEY = 'cm-writing-signal';

interface WritingOptInState {
  enabled: boolean;
  setEnabled(enabled: boolean): void;
}

/** Remembered in this browser for every question box; nothing is sent while it is off. */
export const useWritingOptIn = create<WritingOptInState>()(
  persist(
    (set) => ({
      enabled: false,
      setEnabled: (enabled) => set({ enabled }),
    }),
    {
      name: WRITING_OPT_IN_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ enabled: state.enabled }),
    },
  ),
);
