/**
 * Fills the caches so that every offline page works after one visit to any page: the shell, each build's hashed
 * files (from the list each build writes beside its entry), the remotes' entries, and the API reads those pages
 * need. Everything is best effort: what cannot be fetched now is fetched the next time.
 */
import pLimit from 'p-limit';
import {
  type BuildFiles,
  CACHE_NAMES,
  isStorableApiAnswer,
  PLAIN_SHELL_QUERY,
  PRECACHE_LIST,
  parsePrecacheList,
  SHELL_KEY,
  staleBuildFiles,
  WARM_API_PATHS,
  WARM_MEDIA_PATHS,
} from './caching-rules';
import { noteIdentity } from './identity-guard';

/**
 * Past the HTTP cache: the point is to hold what the server has now. Low priority: the page the visitor is looking
 * at asks for its own data at the same time, and its requests go first.
 */
const FRESH: RequestInit = { cache: 'no-cache', credentials: 'same-origin', priority: 'low' };

/**
 * Content-hashed build files: a name stands for one content, so the copy the page has just downloaded is the
 * server's, and the HTTP cache may answer without asking the server again.
 */
const HASHED: RequestInit = { credentials: 'same-origin', priority: 'low' };

/**
 * Build files fetched at once. The three builds list some ninety; asked for all together they took every
 * connection the browser keeps to the server (six), and the page's own API calls queued behind them.
 */
const WARM_CONCURRENCY = 2;

async function fetchOk(url: string, init: RequestInit = FRESH): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

async function fetchJson(url: string): Promise<unknown> {
  return (await fetchOk(url)).json();
}

/** Fetches and stores one file, returning a copy of the answer for the caller to read. */
async function keep(cache: Cache, url: string, key: string = url, init: RequestInit = FRESH): Promise<Response> {
  const response = await fetchOk(url, init);
  await cache.put(key, response.clone());
  return response;
}

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
}

/** A remote's manifest and entry script into the shell cache; the address of its file list back. */
async function warmRemoteEntry(shell: Cache, manifestUrl: string): Promise<string> {
  const manifest = (await (await keep(shell, manifestUrl)).json()) as RemoteManifest;
  const entry = manifest.metaData?.remoteEntry;
  const entryPath = `${entry?.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry?.name ?? 'remoteEntry.js'}`;
  await keep(shell, new URL(entryPath, manifestUrl).href);
  return new URL(PRECACHE_LIST, manifestUrl).href;
}

async function readBuildFiles(listUrl: string): Promise<BuildFiles> {
  try {
    return parsePrecacheList(await fetchJson(listUrl), listUrl);
  } catch {
    return { base: new URL('.', listUrl).href, urls: null };
  }
}

/** The shell, config, remote entries and every build's hashed files; files of replaced builds are dropped. */
export async function warmCode(origin: string): Promise<void> {
  const shell = await caches.open(CACHE_NAMES.shell);
  const code = await caches.open(CACHE_NAMES.code);
  const [, config] = await Promise.all([
    // The page without any route's content (issue 28): one copy serves every route offline.
    keep(shell, `${origin}/?${PLAIN_SHELL_QUERY}`, SHELL_KEY).catch(() => undefined),
    keep(shell, `${origin}/config.json`)
      .then((response) => response.json() as Promise<unknown>)
      .catch(() => null),
  ]);
  const remotes = Object.values((config as { remotes?: Record<string, unknown> } | null)?.remotes ?? {})
    .filter((url): url is string => typeof url === 'string')
    .map((url) => new URL(url, `${origin}/`).href);

  const listUrls = await Promise.all([
    `${origin}/${PRECACHE_LIST}`,
    ...remotes.map((manifestUrl) => warmRemoteEntry(shell, manifestUrl).catch(() => null)),
  ]);
  const builds = await Promise.all(
    listUrls.map((listUrl, index) =>
      listUrl
        ? readBuildFiles(listUrl)
        : // The manifest could not be read: its folder's files are unknown, so none is dropped.
          { base: new URL('.', remotes[index - 1] ?? origin).href, urls: null },
    ),
  );

  const cachedUrls = (await code.keys()).map((request) => request.url);
  const cached = new Set(cachedUrls);
  const missing = builds.flatMap((build) => build.urls ?? []).filter((url) => !cached.has(url));
  const limit = pLimit(WARM_CONCURRENCY);
  await Promise.allSettled(missing.map((url) => limit(() => keep(code, url, url, HASHED))));
  await Promise.all(staleBuildFiles(cachedUrls, builds).map((url) => code.delete(url)));
}

/** The map's files. */
export async function warmMedia(origin: string): Promise<void> {
  const media = await caches.open(CACHE_NAMES.media);
  await Promise.allSettled(WARM_MEDIA_PATHS.map((path) => keep(media, `${origin}${path}`)));
}

/** The API reads of the offline pages, with the visitor's own cookie (their bookmarks and agenda). */
export async function warmApi(origin: string): Promise<void> {
  const answers = await Promise.allSettled(
    WARM_API_PATHS.map(async (path) => {
      const url = `${origin}${path}`;
      const answer = await fetch(url, { ...FRESH, headers: { accept: 'application/json' } });
      // Read to the end now: an unread body holds one of the browser's six connections to the server, and the
      // eight reads waiting for each other below would never let the last ones through.
      const { status, statusText, headers } = answer;
      return { url, response: new Response(await answer.blob(), { status, statusText, headers }) };
    }),
  );
  const fetched = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
  // Whose answers these are is settled before any is kept: a change of identity empties the cache, and would
  // take answers already put with it.
  for (const { response } of fetched) await noteIdentity(response);
  const api = await caches.open(CACHE_NAMES.api);
  await Promise.allSettled(
    fetched
      .filter(({ url, response }) => isStorableApiAnswer(response, new URL(url)))
      .map(({ url, response }) => api.put(url, response)),
  );
}

/**
 * Code first, then data: the API reads go last so that, on a first visit, the page's own first API call has
 * already given the visitor their cookie (two cookie-less calls at once would each mint a different visitor).
 */
export async function warmCaches(origin: string): Promise<void> {
  await Promise.allSettled([warmCode(origin), warmMedia(origin)]);
  await warmApi(origin);
}
