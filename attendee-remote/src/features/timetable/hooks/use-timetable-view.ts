import { safeStorage } from '@cc/design-system';
import { useCallback, useState, useSyncExternalStore } from 'react';

export type TimetableView = 'grid' | 'list';

/** Browser storage key of the remembered Grid / List choice (listed on the Privacy page). */
export const TIMETABLE_VIEW_KEY = 'cm-timetable-view';

/** Below about 700 px (in em, so large text counts as a small screen too) the list is the default. */
export const NARROW_QUERY = '(max-width: 43.75em)';

function parseView(value: string | null): TimetableView | null {
  return value === 'grid' || value === 'list' ? value : null;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;
}

/** The remembered choice, else List on a narrow screen and Grid otherwise (following the screen until chosen). */
export function useTimetableView(): [TimetableView, (view: TimetableView) => void] {
  const [chosen, setChosen] = useState(() => parseView(safeStorage.get(TIMETABLE_VIEW_KEY)));
  const narrow = useSyncExternalStore(subscribe, isNarrow, () => false);
  const choose = useCallback((view: TimetableView) => {
    safeStorage.set(TIMETABLE_VIEW_KEY, view);
    setChosen(view);
  }, []);
  return [chosen ?? (narrow ? 'list' : 'grid'), choose];
}
