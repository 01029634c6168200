import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAWN_PER_TASK, FIRST_DRAWN, useGrowingLimit } from './use-growing-limit';

/** Runs each task in turn: a task's drawing schedules the next one. */
function runTasks(count = 50) {
  for (let i = 0; i < count; i += 1) act(() => vi.runOnlyPendingTimers());
}

describe('useGrowingLimit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the first few at once and a few more in each later task, until the whole list is drawn', () => {
    const total = FIRST_DRAWN + 2 * DRAWN_PER_TASK + 1;
    const { result } = renderHook(() => useGrowingLimit(total));
    expect(result.current).toBe(FIRST_DRAWN);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(FIRST_DRAWN + DRAWN_PER_TASK);
    runTasks();
    expect(result.current).toBeGreaterThanOrEqual(total);
    expect(result.current).toBeLessThan(total + DRAWN_PER_TASK);
  });

  it('never shrinks when the list gets shorter, and grows again when it gets longer', () => {
    const { result, rerender } = renderHook(({ total }) => useGrowingLimit(total), {
      initialProps: { total: FIRST_DRAWN + DRAWN_PER_TASK },
    });
    runTasks();
    const grown = result.current;
    expect(grown).toBe(FIRST_DRAWN + DRAWN_PER_TASK);
    rerender({ total: 1 });
    expect(result.current).toBe(grown);
    rerender({ total: grown + 3 * DRAWN_PER_TASK });
    runTasks();
    expect(result.current).toBe(grown + 3 * DRAWN_PER_TASK);
  });
});
