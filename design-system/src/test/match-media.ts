/**
 * A controllable window.matchMedia for tests: `set(query, matches)` flips a query and
 * notifies its listeners, like the OS changing a setting.
 */
export function createMatchMedia(initial: Record<string, boolean> = {}) {
  const state = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<(event: MediaQueryListEvent) => void>>();

  const matchMedia = (query: string): MediaQueryList => {
    const set = listeners.get(query) ?? new Set();
    listeners.set(query, set);
    return {
      media: query,
      get matches() {
        return state.get(query) ?? false;
      },
      onchange: null,
      addEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => set.add(fn),
      removeEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => set.delete(fn),
      addListener: (fn: (event: MediaQueryListEvent) => void) => set.add(fn),
      removeListener: (fn: (event: MediaQueryListEvent) => void) => set.delete(fn),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };

  return {
    matchMedia,
    set(query: string, matches: boolean) {
      state.set(query, matches);
      for (const fn of listeners.get(query) ?? []) {
        fn({ matches, media: query } as MediaQueryListEvent);
      }
    },
    listenerCount: (query: string) => listeners.get(query)?.size ?? 0,
  };
}
