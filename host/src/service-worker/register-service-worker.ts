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
  // Registering after load keeps the worker's first download from competing with the app's own start-up.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
