import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is drawn on the server and while the browser hydrates that HTML, true from then on (and at
 * once where the page was not server-rendered). Parts that depend on this browser or person (stored choices,
 * badges, "now") draw their server form first, so the first draw matches the HTML, and then their own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
