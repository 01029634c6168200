export type MatchMedia = (query: string) => MediaQueryList;

/** window.matchMedia when the browser has it (old engines, jsdom and SSR do not). */
export function defaultMatchMedia(): MatchMedia | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia.bind(window)
    : undefined;
}

/** Subscribes to a media query; returns the unsubscribe. Falls back to the pre-2020 Safari API. */
export function watchMediaQuery(list: MediaQueryList, onChange: (matches: boolean) => void): () => void {
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  if (typeof list.addEventListener === 'function') {
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  }
  list.addListener?.(listener);
  return () => list.removeListener?.(listener);
}
