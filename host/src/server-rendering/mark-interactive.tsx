import { useEffect } from 'react';

/**
 * Says on <html data-cc-interactive> that the page's content is running (a remote's page, or the account pages): drawn in the browser, or its server-drawn
 * HTML hydrated (an effect runs only once its boundary has), or replaced by the message that it could not load,
 * whose Retry works. Before that, a server-drawn page reads but its controls do not respond yet; browser tests wait
 * for it, as a person waits for a page to finish loading.
 */
export function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.ccInteractive = 'true';
  }, []);
  return null;
}
