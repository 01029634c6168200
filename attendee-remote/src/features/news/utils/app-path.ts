/**
 * The app's own address inside a link an admin typed (e.g. "/session/12" or "https://this-site/programme"), or
 * null when it leads to another site. The app's pages open in the same tab, through the router; only other sites
 * open a new one (issue 18), so a reader is not left with two copies of the app and a Back button that does nothing.
 */
export function appPathOf(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  // The API and the remotes' files are not pages of the app.
  if (/^\/(api|remotes|static)(\/|$)/.test(parsed.pathname)) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
