import { useHydrated } from '@cc/design-system';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Cards drawn at once, and how many more the first later task draws. */
export const FIRST_DRAWN = 6;
export const DRAWN_PER_TASK = 3;
/**
 * How long one later task may spend drawing cards, as this hook measures it. Lighthouse counts a task as blocking
 * beyond 50 ms at its 4x slowdown, 12 ms here; in its traces (which slow the page down) a step measured at 2 ms
 * took 5-8 ms with the garbage collection and the style and layout that the new cards need.
 */
export const TASK_BUDGET_MS = 2;
const MOST_PER_TASK = 24;

/**
 * How much of a long list to draw now: the first few at once, the rest a few at a time in later tasks, so that no
 * single task blocks the phone (the whole programme drawn in one go held taps and key presses for half a second).
 * Each task's share follows how long the last one took to draw (nextStep), so a slow phone draws fewer per task.
 * It only grows, so a list once drawn is never taken away while the filters change.
 *
 * A page drawn on the server, and the browser's hydration of it, draw the whole list at once (issue 36): its HTML
 * must hold every item, and hydration must draw what the HTML holds. The parts that hydrate it yield on their own
 * (session-list.tsx).
 */
export function useGrowingLimit(total: number): number {
  const hydrated = useHydrated();
  const [limit, setLimit] = useState(() => (hydrated ? FIRST_DRAWN : Number.POSITIVE_INFINITY));
  const step = useRef(DRAWN_PER_TASK);
  const drawingSince = useRef<number | null>(null);

  // Runs as the drawing of a step is committed, in the same task: how long that step took.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per step drawn, which a new limit marks
  useLayoutEffect(() => {
    if (drawingSince.current === null) return;
    step.current = nextStep(step.current, performance.now() - drawingSince.current);
    drawingSince.current = null;
  }, [limit]);

  useEffect(() => {
    if (limit >= total) return;
    const timer = setTimeout(() => {
      drawingSince.current = performance.now();
      setLimit((current) => Math.max(current, Math.min(total, current + step.current)));
    }, 0);
    return () => clearTimeout(timer);
  }, [limit, total]);
  return limit;
}

/** The next task's share: halved after a step over budget, doubled after one well under it. */
export function nextStep(step: number, tookMs: number): number {
  if (tookMs > TASK_BUDGET_MS) return Math.max(1, Math.floor(step / 2));
  if (tookMs < TASK_BUDGET_MS / 2) return Math.min(MOST_PER_TASK, step * 2);
  return step;
}
