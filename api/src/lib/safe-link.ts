/**
 * Links that the app stores and later puts into an href: an absolute http(s) URL, or a path of this app.
 * Anything else (javascript:, data:, vbscript:, file:, ftp:, '//host', relative text) is refused.
 */

/** The link as it will be stored (absolute URLs normalised), or null when it is not a safe link. */
export function webUrlOrAppPath(value: string): string | null {
  const url = value.trim();
  // Browsers read '\' as '/' and drop tabs and newlines, so '/\evil.example' or '/<tab>/evil.example' would
  // leave the app: a path of this app has no backslash, whitespace or control character.
  if (url.startsWith('/')) return url.startsWith('//') || /[\\\s\p{Cc}]/u.test(url) ? null : url;
  try {
    const parsed = new URL(url);
    const web = parsed.protocol === 'http:' || parsed.protocol === 'https:';
    return web && !parsed.username && !parsed.password ? parsed.toString() : null;
  } catch {
    return null;
  }
}
