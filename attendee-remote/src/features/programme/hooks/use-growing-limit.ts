import { useEffect, useState } from 'react';

/** Cards drawn at once, then this many more in each later task: each task stays well under 50 ms on a slow phone. */
export const FIRST_DRAWN = 6;
export const DRAWN_PER_TASK = 6;

/**
 * How much of a long list to draw now: the first few at once, the rest a few at a time in later tasks, so that no
 * single task blocks the phone (the whole programme drawn in one go held taps and key presses for half a second).
 * It only grows, so a list once drawn is never taken away while the filters change.
 */
export function useGrowingLimit(total: number): number {
  const [limit, setLimit] = useState(FIRST_DRAWN);
  useEffect(() => {
    if (limit >= total) return;
    const timer = setTimeout(() => setLimit((current) => current + DRAWN_PER_TASK), 0);
    return () => clearTimeout(timer);
  }, [limit, total]);
  return limit;
}
