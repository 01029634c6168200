import { usePreferences } from '@cc/design-system';
import { type FocusEvent, useCallback, useEffect, useReducer, useState } from 'react';
import { initialSlideshow, SLIDE_INTERVAL_MS, slideshowReducer } from '../utils/slideshow-state';

/**
 * The slideshow's state and timer. It moves on every 5 s while playing, but holds still while it has keyboard
 * focus or the pointer is over it (WCAG 2.2.2), and starts paused when reduced motion is on; the visitor's
 * Play or Pause choice is kept through both.
 */
export function useSlideshow(count: number) {
  const reducedMotion = usePreferences((preferences) => preferences.reducedMotion);
  const [state, dispatch] = useReducer(slideshowReducer, count, (n) => initialSlideshow(n, !reducedMotion));
  const [hasFocus, setHasFocus] = useState(false);
  const [hovered, setHovered] = useState(false);
  const held = hasFocus || hovered;
  const rotating = state.playing && !held && state.count > 1;

  useEffect(() => {
    if (count !== state.count) dispatch({ type: 'setCount', count });
  }, [count, state.count]);

  // Switching reduced motion on stops the slideshow; the visitor may still press Play on purpose.
  useEffect(() => {
    if (reducedMotion) dispatch({ type: 'pause' });
  }, [reducedMotion]);

  // A fresh 5 s for every slide, so a slide the visitor just chose is not replaced at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: state.index restarts the timer on every slide change
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, state.index]);

  const holdHandlers = {
    onFocus: useCallback(() => setHasFocus(true), []),
    onBlur: useCallback((event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
    }, []),
    onMouseEnter: useCallback(() => setHovered(true), []),
    onMouseLeave: useCallback(() => setHovered(false), []),
  };

  return { state, dispatch, held, rotating, reducedMotion, holdHandlers };
}
