// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inNextTask } from './next-task';

afterEach(() => {
  vi.useRealTimers();
});

describe('inNextTask', () => {
  it('resolves only once the current task and its promise callbacks are over', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    inNextTask('module').then(settled);
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledWith('module');
  });
});
