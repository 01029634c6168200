import { serverData } from './server-data';

let serverClock: number | null = null;

/** Set by the host's server build around each page it renders: "now" is one instant for the whole page. */
export function setServerRenderTime(ms: number | null): void {
  serverClock = ms;
}

/**
 * The instant a server-rendered page was drawn at: on the server while it renders, in the browser from the page's
 * data block. Null in a page that started in the browser. A part that shows "now" (relative times, "Now and next")
 * draws this instant while it hydrates, so its first draw matches the HTML, then the browser's own clock.
 */
export function pageRenderTime(): number | null {
  if (typeof document === 'undefined') return serverClock;
  const sent = serverData('renderedAt');
  return typeof sent === 'number' ? sent : null;
}
