import { CONSENT_DECIDED_COOKIE } from '../stores/consent-store';
import { serverData } from './server-data';

/** What the host's server build knows of the page it is rendering (set around each page). */
let onServer: { time: number; consentDecided: boolean } | null = null;

export function setServerRenderState(state: { time: number; consentDecided: boolean } | null): void {
  onServer = state;
}

/**
 * The instant a server-rendered page was drawn at: on the server while it renders, in the browser from the page's
 * data block. Null in a page that started in the browser. A part that shows "now" (relative times, "Now and next")
 * draws this instant while it hydrates, so its first draw matches the HTML, then the browser's own clock.
 */
export function pageRenderTime(): number | null {
  if (typeof document === 'undefined') return onServer?.time ?? null;
  const sent = serverData('renderedAt');
  return typeof sent === 'number' ? sent : null;
}

/**
 * Whether the page was rendered for a visitor who has answered the cookie banner: the cookie that says so, read by
 * the server and, the same cookie, by the browser while it hydrates that page.
 */
export function consentDecidedForPage(): boolean {
  if (typeof document === 'undefined') return onServer?.consentDecided ?? false;
  return document.cookie.split(/;\s*/).includes(`${CONSENT_DECIDED_COOKIE}=decided`);
}
