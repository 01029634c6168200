/**
 * What the service worker keeps and how it answers, as plain functions of a URL, so they are unit-tested
 * without a browser. The worker (sw.ts) wires them to Workbox strategies.
 */

/** Bump when the caches' layout changes: on activation every `cc-` cache of another version is dropped. */
// v2 (issue 30): API answers carry the identity they were made for; a v1 cache's owner is unknown, so it goes.
export const CACHE_VERSION = 'v2';
export const CACHE_PREFIX = 'cc-';
export const CACHE_NAMES = {
  /** The shell's HTML and the files that name other files: config, remote manifests and entries. */
  shell: `${CACHE_PREFIX}shell-${CACHE_VERSION}`,
  /** Content-hashed build files of the host and the remotes: never change, so cache first. */
  code: `${CACHE_PREFIX}code-${CACHE_VERSION}`,
  /** API reads, network first. */
  api: `${CACHE_PREFIX}api-${CACHE_VERSION}`,
  /** Map, sponsor logos and other files under /static/. */
  media: `${CACHE_PREFIX}media-${CACHE_VERSION}`,
  /** Whose personal answers the API cache holds (identity-guard.ts). */
  identity: `${CACHE_PREFIX}identity-${CACHE_VERSION}`,
} as const;

/** Every app route answers with the same index.html, so one copy serves them all offline. */
export const SHELL_KEY = '/';

/**
 * A public page arrives with its own content rendered (issue 28), which must not stand for every other route
 * offline: the worker keeps the page the server sends for `/?shell`, without content, and never a rendered one
 * (marked by SERVER_RENDERED_HEADER).
 */
export const PLAIN_SHELL_QUERY = 'shell';
export const SERVER_RENDERED_HEADER = 'CC-Server-Rendered';

/** Each build's list of its own hashed files, beside its index.html or mf-manifest.json. */
export const PRECACHE_LIST = 'precache-manifest.json';

/**
 * The API reads behind the pages that must work offline (programme, session pages, agenda, timetable,
 * map and venues, home), fetched when the worker installs so a first visit to any page is enough.
 * Session pages read one session, which the worker can answer from the cached programme (session-fallback.ts).
 */
export const WARM_API_PATHS = [
  '/api/health',
  '/api/conference',
  '/api/sessions',
  '/api/venues',
  '/api/bookmarks',
  '/api/agenda',
  '/api/announcements',
  '/api/announcements/read',
] as const;

/** Files the map page shows or offers. */
export const WARM_MEDIA_PATHS = ['/static/campus-map.svg', '/static/campus-map.pdf'] as const;

/** Paths served by the API or as files, never by the single-page app's index.html. */
const NOT_APP_ROUTE = /^\/(api|remotes|static)(\/|$)/;

/**
 * API answers never kept: anything of the admin area, sign-in state and identity, and addresses that are
 * secrets themselves (the private calendar feed and its token).
 */
const NEVER_CACHED_API = /^\/api\/(admin|auth|me|calendar)(\/|$)|^\/api\/agenda\/(feed-token|my-agenda\.ics)/;

export function isAppNavigation(url: URL, selfOrigin: string, mode: RequestMode): boolean {
  return mode === 'navigate' && url.origin === selfOrigin && !NOT_APP_ROUTE.test(url.pathname);
}

/**
 * Files that name other files: a stale copy would load an old build, so the network is asked first. The early-input
 * script has a fixed address too, and the offline shell names it.
 */
export function isEntryFile(url: URL): boolean {
  return (
    /\/(config\.json|mf-manifest\.json|remoteEntry\.js|early-input\.js)$/.test(url.pathname) &&
    !url.pathname.startsWith('/api/')
  );
}

/** Build output named by its content hash (`[name].[contenthash:8].ext`): a new build means a new name. */
export function isHashedBuildFile(url: URL): boolean {
  return (
    !url.pathname.startsWith('/api/') && /\.[0-9a-f]{8}\.(js|css|png|jpe?g|gif|webp|svg|woff2?)$/.test(url.pathname)
  );
}

export function isMediaFile(url: URL, selfOrigin: string): boolean {
  return url.origin === selfOrigin && url.pathname.startsWith('/static/');
}

export function isCacheableApiRead(url: URL, selfOrigin: string): boolean {
  return url.origin === selfOrigin && url.pathname.startsWith('/api/') && !NEVER_CACHED_API.test(url.pathname);
}

/** A sign-in, sign-up or sign-out: what was cached for the previous identity must go. */
export function isIdentityChange(url: URL, selfOrigin: string, method: string): boolean {
  return method === 'POST' && url.origin === selfOrigin && url.pathname.startsWith('/api/auth/');
}

/** A bookmark added or removed: the stored agenda and bookmark list no longer say what the server holds. */
export function isBookmarkChange(url: URL, selfOrigin: string, method: string): boolean {
  return (
    (method === 'PUT' || method === 'DELETE') &&
    url.origin === selfOrigin &&
    /^\/api\/bookmarks\/[^/]+$/.test(url.pathname)
  );
}

/** The stored answers a bookmark change makes out of date. */
export const BOOKMARK_READS = ['/api/agenda', '/api/bookmarks'] as const;

/**
 * Only complete answers, and `no-store` ones only for the offline pages' own reads (WARM_API_PATHS). The API marks
 * every personal answer `no-store` so that no HTTP cache or shared proxy keeps it; the worker's cache is this
 * visitor's offline copy in their own browser, dropped at every sign-in and sign-out, and My Agenda must work offline.
 */
export function isStorableApiAnswer(response: Pick<Response, 'status' | 'headers'>, url: URL): boolean {
  if (response.status !== 200) return false;
  if (!/no-store/i.test(response.headers.get('cache-control') ?? '')) return true;
  return (WARM_API_PATHS as readonly string[]).includes(url.pathname);
}

/** One build's files: where its list was found and the absolute URLs it names (null: the list could not be read). */
export interface BuildFiles {
  base: string;
  urls: string[] | null;
}

/** Reads a precache list (`{ "files": [...] }`, names relative to the list); malformed entries are skipped. */
export function parsePrecacheList(data: unknown, listUrl: string): { base: string; urls: string[] } {
  const base = new URL('.', listUrl).href;
  const files = (data as { files?: unknown } | null)?.files;
  const urls = Array.isArray(files)
    ? files
        .filter((file): file is string => typeof file === 'string' && file !== '')
        .map((file) => new URL(file, base).href)
    : [];
  return { base, urls };
}

/**
 * Cached build files that no current build names any more (an old deployment's). A file belongs to the build
 * with the longest matching base (the host's '/' also prefixes every remote's folder); files of builds whose list
 * could not be read are kept.
 */
export function staleBuildFiles(cachedUrls: readonly string[], builds: readonly BuildFiles[]): string[] {
  const byLongestBase = [...builds].sort((a, b) => b.base.length - a.base.length);
  return cachedUrls.filter((url) => {
    const owner = byLongestBase.find((build) => url.startsWith(build.base));
    return owner?.urls != null && !owner.urls.includes(url);
  });
}

/**
 * Marks an API answer read from the store, not the network (offline honesty, issue 18): the header carries when the
 * server first sent it (its Date header), and the page's API client tells the shell. The name is @cc/api/contract's
 * STORED_AT_HEADER (caching-rules.test.ts checks it); only the type is imported here, to keep the worker small.
 */
export const STORED_AT_HEADER = 'CC-Stored-At';

export function markedAsStored(stored: Response, storedAt = stored.headers.get('date')): Response {
  const headers = new Headers(stored.headers);
  headers.set(STORED_AT_HEADER, new Date(storedAt ?? Date.now()).toISOString());
  return new Response(stored.body, { status: stored.status, statusText: stored.statusText, headers });
}
