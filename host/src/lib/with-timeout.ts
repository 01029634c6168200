/** Thrown when something we wait for takes longer than we are willing to wait. */
export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not finish within ${Math.round(ms / 1000)} s`);
    this.name = 'TimeoutError';
  }
}

/**
 * Settles like `promise`, or rejects with a TimeoutError after `ms`. The late result, if any, is dropped:
 * callers retry with a fresh attempt rather than waiting on a stuck one.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
