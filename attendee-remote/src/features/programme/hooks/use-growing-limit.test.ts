import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAWN_PER_TASK, FIRST_DRAWN, nextStep, TASK_BUDGET_MS, useGrowingLimit } from './use-growing-limit';

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
    expect(result.current).toBe(total);
  });

  it('draws fewer per task after a slow one', () => {
    // Every step takes 10 ms to draw: the share halves each time, down to one card per task.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => {
      now += 10;
      return now;
    });
    const { result } = renderHook(() => useGrowingLimit(100));
    const limits = [result.current];
    for (let i = 0; i < 5; i += 1) {
      act(() => vi.advanceTimersToNextTimer());
      limits.push(result.current);
    }
    expect(limits).toEqual([
      FIRST_DRAWN,
      FIRST_DRAWN + 3,
      FIRST_DRAWN + 4,
      FIRST_DRAWN + 5,
      FIRST_DRAWN + 6,
      FIRST_DRAWN + 7,
    ]);
    vi.restoreAllMocks();
  });

  it('halves the share over budget, doubles it well under, up to a limit', () => {
    expect(nextStep(6, TASK_BUDGET_MS + 1)).toBe(3);
    expect(nextStep(1, 50)).toBe(1);
    expect(nextStep(6, TASK_BUDGET_MS / 2 - 0.5)).toBe(12);
    expect(nextStep(24, 0)).toBe(24);
    expect(nextStep(6, TASK_BUDGET_MS - 0.5)).toBe(6);
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
