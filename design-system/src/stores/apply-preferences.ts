import type { StoreApi } from 'zustand';
import { type PreferencesState, usePreferences } from './preferences-store';

/** The browser's own bars (theme-color) in the page's colours: black beside the high-contrast theme. */
const THEME_COLOUR = { normal: '#1d3b6f', high: '#000000' } as const;

/**
 * Mirrors the preferences onto <html> data attributes, which the stylesheet keys on:
 * data-contrast="high|normal", data-font-size="small|off|large|xl",
 * data-reduced-motion="true|false", data-large-targets="true|false".
 * Call once at start-up, as early as possible to avoid a flash; returns the unsubscribe.
 */
export function applyPreferences(
  doc: Document = document,
  store: StoreApi<PreferencesState> = usePreferences,
): () => void {
  const write = (state: PreferencesState) => {
    const { dataset } = doc.documentElement;
    dataset.contrast = state.highContrast ? 'high' : 'normal';
    dataset.fontSize = state.fontSize;
    dataset.reducedMotion = String(state.reducedMotion);
    dataset.largeTargets = String(state.largeTargets);
    doc
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', THEME_COLOUR[state.highContrast ? 'high' : 'normal']);
  };
  write(store.getState());
  return store.subscribe(write);
}
