/**
 * The answers a server-rendered page was drawn with (issue 28): a JSON block the server writes after #root, one
 * entry per part ("host", "attendee"; docs/remote-contract.md "Server build"). Each part starts its query cache
 * from its own entry, so the browser's first draw is the server's, without asking again first.
 */
export const SERVER_DATA_ELEMENT_ID = 'cc-ssr-data';

let parsed: Record<string, unknown> | null | undefined;

/** This part's entry, or undefined when the page was not rendered on the server (or its block is unreadable). */
export function serverData(part: string): unknown {
  if (parsed === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      parsed = null;
    }
  }
  return parsed?.[part];
}

/**
 * True when the server sent a page it was drawing again after a change (stale while revalidate, issue 36): the
 * answers in the block may be older than the database, so each part asks again once the page is live.
 */
export function pageWasStale(): boolean {
  return serverData('stale') === true;
}

/**
 * Runs `then` once the page is live (`<html data-cc-interactive>`, set by the host after hydrating): work that would
 * change what the page draws waits for it, so hydration still meets the server's HTML exactly.
 */
export function whenInteractive(then: () => void): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (root.dataset.ccInteractive) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.dataset.ccInteractive) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-cc-interactive'] });
}
