// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from './with-timeout';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('rejects a promise that never settles once the time is up, not before', async () => {
    const result = withTimeout(new Promise<never>(() => {}), 10_000, 'attendee/routes');
    const settled = vi.fn();
    result.then(settled, settled);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(TimeoutError);
    await expect(result).rejects.toThrow('attendee/routes did not finish within 10 s');
  });

  it('passes a value or an error through when it comes in time', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 10_000, 'x')).resolves.toBe('ok');
    await expect(withTimeout(Promise.reject(new Error('boom')), 10_000, 'x')).rejects.toThrow('boom');
  });
});
