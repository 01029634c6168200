/**
 * Resolves with `value` in a later task. Code loaded on demand is evaluated in the task in which its script
 * arrived; handing it over in the next one lets the page draw it in a task of its own, so that neither holds the
 * main thread long enough to delay a tap (Lighthouse counted such pairs as one 40 ms task, 100 ms of blocking at
 * its 4x slowdown).
 */
export function inNextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}
