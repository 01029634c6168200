/**
 * Registers /sw.js (worker/sw.ts: the offline copy of the app) in production builds. A failed registration (an
 * old browser, a server without the file) is ignored: the app works without it, only not offline.
 */
export function registerServiceWorker(
  isProduction: boolean = process.env.NODE_ENV === 'production',
  container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
): void {
  if (!isProduction || !container) return;
  const register = () => {
    container.register('/sw.js').catch(() => {});
  };
  // On install the worker fetches every build file, some ninety. Started at `load`, that download ran while
  // the page was still drawing and asking for its own data, and made its start-up slower on a phone; so it waits
  // until the page has gone quiet.
  const registerWhenIdle = () => whenPageIdle(register);
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}

/** An idle period this long means the page has no work queued: no rendering, timers or input in the next frames. */
export const QUIET_MS = 45;
/** Start anyway after this long, so a page that is never quiet (an animation, a busy feed) still gets its worker. */
export const MOST_WAIT_MS = 10_000;

type IdleScheduler = (callback: IdleRequestCallback, options?: IdleRequestOptions) => number;

/**
 * Runs `callback` in the first idle period of at least QUIET_MS, or after MOST_WAIT_MS. Browsers without idle
 * callbacks (Safari) run it after a short delay instead.
 */
export function whenPageIdle(
  callback: () => void,
  requestIdle: IdleScheduler | undefined = typeof requestIdleCallback === 'function' ? requestIdleCallback : undefined,
  now: () => number = () => performance.now(),
): void {
  if (!requestIdle) {
    setTimeout(callback, 2_000);
    return;
  }
  const giveUpAt = now() + MOST_WAIT_MS;
  const check: IdleRequestCallback = (deadline) => {
    if (deadline.didTimeout || deadline.timeRemaining() >= QUIET_MS || now() >= giveUpAt) callback();
    else requestIdle(check, { timeout: Math.max(0, giveUpAt - now()) });
  };
  requestIdle(check, { timeout: MOST_WAIT_MS });
}
