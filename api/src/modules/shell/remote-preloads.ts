/**
 * Preload hints for the attendee remote, written into the host page as it is sent. Every page needs that remote
 * (its pages, or the navigation's badges), but the host learns where it is only from /config.json, after its own
 * scripts have run: without the hints, its manifest and entry script would start two round trips late on a phone.
 * The server knows the configured address, so the page names it from the start.
 */

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The remote's entry script sits beside its manifest (the builds name it remoteEntry.js, scripts/rspack). A relative
 * manifest address stays relative, so the hints work behind any host name.
 */
function entryBeside(manifestUrl: string): string {
  const base = 'http://relative.invalid';
  const entry = new URL('remoteEntry.js', new URL(manifestUrl, `${base}/`));
  return entry.origin === base ? `${entry.pathname}${entry.search}` : entry.href;
}

export function remotePreloadLinks(manifestUrl: string): string {
  const manifest = escapeAttribute(manifestUrl);
  const entry = escapeAttribute(entryBeside(manifestUrl));
  // crossorigin on the manifest: the federation runtime fetches it in cors mode, and a hint must match to be used.
  // The entry is a plain <script> (remote-registry.ts), so its hint has no crossorigin.
  return `<link rel="preload" href="${manifest}" as="fetch" crossorigin><link rel="preload" href="${entry}" as="script">`;
}

/** The host page with the hints at the end of its <head>, so they start before any script is fetched. */
export function withRemotePreloads(page: string, manifestUrl: string): string {
  const links = remotePreloadLinks(manifestUrl);
  return page.includes('</head>') ? page.replace('</head>', `${links}</head>`) : `${links}${page}`;
}
