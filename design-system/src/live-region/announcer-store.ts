import { create } from 'zustand';

export type Politeness = 'polite' | 'assertive';

export interface AnnouncerState {
  polite: string;
  assertive: string;
}

/** Spec §9: announcements vanish from the live region after 1 s. */
export const ANNOUNCEMENT_DURATION_MS = 1000;
/**
 * Gap between emptying a region and writing the new text. Screen readers only speak changes,
 * so the same message twice in a row must be removed first; the gap lets the empty state commit.
 */
export const ANNOUNCEMENT_GAP_MS = 100;

export const useAnnouncer = create<AnnouncerState>()(() => ({ polite: '', assertive: '' }));

const timers: Record<Politeness, ReturnType<typeof setTimeout>[]> = { polite: [], assertive: [] };

/** How many messages have been announced so far; lets a caller tell whether anyone spoke since a moment. */
let announced = 0;

export function announcementCount(): number {
  return announced;
}

function stopTimers(politeness: Politeness): void {
  for (const timer of timers[politeness]) clearTimeout(timer);
  timers[politeness] = [];
}

/**
 * Tells assistive technology something happened. 'polite' waits for the user to be idle;
 * use 'assertive' only for errors that need attention now. A newer message replaces an older one.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const text = message.trim();
  if (!text) return;
  announced += 1;
  stopTimers(politeness);
  useAnnouncer.setState({ [politeness]: '' });
  timers[politeness].push(
    setTimeout(() => {
      useAnnouncer.setState({ [politeness]: text });
      timers[politeness].push(setTimeout(() => useAnnouncer.setState({ [politeness]: '' }), ANNOUNCEMENT_DURATION_MS));
    }, ANNOUNCEMENT_GAP_MS),
  );
}

/** Empties both regions and drops pending messages (route changes, tests). */
export function clearAnnouncements(): void {
  stopTimers('polite');
  stopTimers('assertive');
  useAnnouncer.setState({ polite: '', assertive: '' });
}
