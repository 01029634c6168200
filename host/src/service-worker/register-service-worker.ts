/**
 * Registers /sw.js in production builds. The worker may not exist yet (or the server may answer with the app's
 * HTML), so a failed registration is ignored: the app works without it.
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
