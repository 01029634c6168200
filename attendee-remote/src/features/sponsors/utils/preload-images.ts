/** A logo that neither loads nor fails within this time does not hold the page back any longer. */
export const PRELOAD_TIMEOUT_MS = 4000;

/**
 * Loads images into the browser cache before the slideshow shows, so each logo appears at once.
 * Never rejects: a logo that fails to load is ignored (attendee.md §8), and the page shows anyway.
 */
export function preloadImages(urls: readonly string[], timeoutMs = PRELOAD_TIMEOUT_MS): Promise<void> {
  if (urls.length === 0 || typeof Image === 'undefined') return Promise.resolve();
  const loads = urls.map(
    (url) =>
      new Promise<void>((resolve) => {
        const image = new Image();
        image.onload = () => resolve();
        image.onerror = () => resolve();
        image.src = url;
      }),
  );
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    void Promise.all(loads).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
