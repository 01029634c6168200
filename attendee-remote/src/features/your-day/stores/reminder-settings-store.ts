import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_REMINDER_MINUTES, type Reminder } from '../utils/reminders';

/** Browser storage key of the reminder choice (the spec's keys start with cm-). Off unless the attendee asks. */
export const REMINDER_SETTINGS_KEY = 'cm-session-reminders';
/** Keys of the reminders already given, for this tab's visit (a reload does not repeat them). */
export const REMINDERS_GIVEN_KEY = 'cm-session-reminders-given';

interface ReminderSettingsState {
  enabled: boolean;
  minutes: number;
  setEnabled(enabled: boolean): void;
  setMinutes(minutes: number): void;
}

/** "Remind me before my sessions": stored in this browser only, nothing is sent to the server. */
export const useReminderSettings = create<ReminderSettingsState>()(
  persist(
    (set) => ({
      enabled: false,
      minutes: DEFAULT_REMINDER_MINUTES,
      setEnabled: (enabled) => set({ enabled }),
      setMinutes: (minutes) => set({ minutes }),
    }),
    {
      name: REMINDER_SETTINGS_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ enabled: state.enabled, minutes: state.minutes }),
    },
  ),
);

interface RemindersState {
  /** Keys of the reminders given (dueReminders' `given`). */
  given: string[];
  /** The reminders on screen, until dismissed. */
  shown: Reminder[];
  give(reminders: readonly Reminder[]): void;
  dismiss(key: string): void;
}

export const useReminders = create<RemindersState>()(
  persist(
    (set) => ({
      given: [],
      shown: [],
      give: (reminders) =>
        set((state) => ({
          given: [...state.given, ...reminders.map((r) => r.key)].slice(-200),
          shown: [...state.shown, ...reminders],
        })),
      dismiss: (key) => set((state) => ({ shown: state.shown.filter((r) => r.key !== key) })),
    }),
    {
      name: REMINDERS_GIVEN_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ given: state.given }),
    },
  ),
);
