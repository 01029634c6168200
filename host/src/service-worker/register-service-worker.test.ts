// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOST_WAIT_MS, QUIET_MS, whenPageIdle } from './register-service-worker';

/** A stand-in for requestIdleCallback whose idle periods the test hands out one at a time. */
function idleScheduler() {
  const waiting: IdleRequestCallback[] = [];
  const requestIdle = vi.fn((callback: IdleRequestCallback) => waiting.push(callback));
  const idlePeriod = (remainingMs: number, didTimeout = false) => {
    const callback = waiting.shift();
    if (!callback) throw new Error('nothing is waiting for an idle period');
    callback({ didTimeout, timeRemaining: () => remainingMs });
  };
  return { requestIdle, idlePeriod, waiting };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('whenPageIdle', () => {
  it('waits through short gaps between tasks and runs in the first quiet period', () => {
    const { requestIdle, idlePeriod, waiting } = idleScheduler();
    const callback = vi.fn();
    whenPageIdle(callback, requestIdle, () => 0);

    idlePeriod(4);
    idlePeriod(QUIET_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    idlePeriod(QUIET_MS);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(waiting).toHaveLength(0);
  });

  it('runs once the longest wait has passed on a page that never goes quiet', () => {
    const { requestIdle, idlePeriod } = idleScheduler();
    const callback = vi.fn();
    let clock = 0;
    whenPageIdle(callback, requestIdle, () => clock);

    idlePeriod(2);
    expect(callback).not.toHaveBeenCalled();
    // Each new request carries what is left of the longest wait, and a busy gap after it ends the wait too.
    expect(requestIdle).toHaveBeenLastCalledWith(expect.any(Function), { timeout: MOST_WAIT_MS });
    clock = MOST_WAIT_MS;
    idlePeriod(2);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs when the browser reports that the timeout passed', () => {
    const { requestIdle, idlePeriod } = idleScheduler();
    const callback = vi.fn();
    whenPageIdle(callback, requestIdle, () => 0);
    idlePeriod(0, true);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('falls back to a short delay where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    whenPageIdle(callback, undefined);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
