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
 * answers in the block may be older than the database, so each part marks them stale and asks again on use.
 */
export function pageWasStale(): boolean {
  return serverData('stale') === true;
}
