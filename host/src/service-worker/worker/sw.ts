/**
 * The service worker at /sw.js (built by host/rspack.config.mjs as its own unhashed file). It keeps the app usable
 * with no network after one visit:
 * - HTML, /config.json and each remote's mf-manifest.json and remoteEntry.js: network first, so a new deployment
 *   is picked up on the next visit, and the cached copy only when the network fails;
 * - content-hashed build files: cache first (a new build has new names; old ones are dropped when no build lists
 *   them any more);
 * - API reads: network first with the cached answer as fallback; never anything but GET, never the admin area,
 *   sign-in state or secret addresses;
 * - Web Push: notifications the server pushes, and opening their page on a click (push-notifications.ts).
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  BOOKMARK_READS,
  CACHE_NAMES,
  CACHE_PREFIX,
  isAppNavigation,
  isBookmarkChange,
  isCacheableApiRead,
  isEntryFile,
  isHashedBuildFile,
  isIdentityChange,
  isMediaFile,
  isStorableApiAnswer,
  markedAsStored,
  SERVER_RENDERED_HEADER,
  SHELL_KEY,
} from './caching-rules';
import { expiredForIdentity, identityPlugin } from './identity-guard';
import { listenForPushes, type PushWorkerScope } from './push-notifications';
import { sessionFromList, sessionKeyOf } from './session-fallback';
import { warmApi, warmCaches } from './warm-caches';

declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;

// Reminders and changes pushed by the server reach a locked phone (issue 29).
listenForPushes(self as unknown as PushWorkerScope);
const current = new Set<string>(Object.values(CACHE_NAMES));

/** Caches answers with status 200 only: an error page must never stand in for the real file offline. */
const okOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 ? response : null),
};

/** A page with one route's content is not kept as the shell of all (caching-rules.ts, PLAIN_SHELL_QUERY). */
const plainShellOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.headers.has(SERVER_RENDERED_HEADER) ? null : response,
};

self.addEventListener('install', (event) => {
  // This worker only routes and caches; taking over at once never mixes two versions of the app's own code.
  void self.skipWaiting();
  event.waitUntil(warmCaches(origin));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name)).map((name) => caches.delete(name)),
      );
      // The page that registered the worker is served by it from now on, so its later requests are cached too.
      await self.clients.claim();
    })(),
  );
});

// A new deployment is noticed on a visit; its files are fetched then, not only when first used.
const REWARM_AFTER_MS = 5 * 60_000;
let lastWarm = Date.now();
const rewarmAfterVisit = {
  fetchDidSucceed: async ({ response, event }: { response: Response; event: ExtendableEvent }) => {
    if (response.ok && Date.now() - lastWarm > REWARM_AFTER_MS) {
      lastWarm = Date.now();
      event.waitUntil(warmCaches(origin));
    }
    return response;
  },
};

registerRoute(
  ({ request, url }) => isAppNavigation(url, origin, request.mode),
  new NetworkFirst({
    cacheName: CACHE_NAMES.shell,
    // Patchy Wi-Fi: after a few seconds the cached shell is better than a blank page.
    networkTimeoutSeconds: 4,
    plugins: [okOnly, plainShellOnly, { cacheKeyWillBeUsed: async () => SHELL_KEY }, rewarmAfterVisit],
  }),
);

registerRoute(
  ({ url }) => isEntryFile(url),
  // No timeout: a manifest and an entry script from two different deployments must never be mixed.
  new NetworkFirst({ cacheName: CACHE_NAMES.shell, matchOptions: { ignoreSearch: true }, plugins: [okOnly] }),
);

registerRoute(
  ({ url }) => isHashedBuildFile(url),
  new CacheFirst({ cacheName: CACHE_NAMES.code, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 500 })] }),
);

registerRoute(
  ({ url }) => isMediaFile(url, origin),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.media,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 80 })],
  }),
);

/** Offline, a session not fetched before is answered from the cached programme. */
async function sessionFromCachedProgramme(request: Request): Promise<Response | undefined> {
  const key = sessionKeyOf(new URL(request.url).pathname);
  if (key === null) return undefined;
  const programme = await caches.match(`${origin}/api/sessions`, { cacheName: CACHE_NAMES.api, ignoreVary: true });
  if (!programme) return undefined;
  const storedAt = programme.headers.get('date');
  const session = sessionFromList(await programme.json(), key);
  return session ? markedAsStored(Response.json(session), storedAt) : undefined;
}

registerRoute(
  ({ url }) => isCacheableApiRead(url, origin),
  new NetworkFirst({
    cacheName: CACHE_NAMES.api,
    networkTimeoutSeconds: 5,
    matchOptions: { ignoreVary: true },
    plugins: [
      identityPlugin,
      {
        cacheWillUpdate: async ({ request, response }) =>
          isStorableApiAnswer(response, new URL(request.url)) ? response : null,
      },
      // Read from the store only when the network failed or was too slow: say so to the page. Never an answer made
      // for a session that has ended by now (a shared browser left offline).
      {
        cachedResponseWillBeUsed: async ({ cachedResponse }) =>
          cachedResponse && !expiredForIdentity(cachedResponse, Date.now()) ? markedAsStored(cachedResponse) : null,
      },
      { handlerDidError: async ({ request }) => sessionFromCachedProgramme(request) },
      new ExpirationPlugin({ maxEntries: 300 }),
    ],
  }),
);

// A bookmark added or removed: the stored agenda and bookmark list are dropped before the page hears of the change.
// The page then reads them again; when that read cannot reach the network (a connection just coming back), it fails
// and is retried, instead of showing the agenda as it was before the change.
const dropStoredBookmarkReads = {
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    if (response.ok) {
      const cache = await caches.open(CACHE_NAMES.api);
      await Promise.all(BOOKMARK_READS.map((path) => cache.delete(`${origin}${path}`, { ignoreVary: true })));
    }
    return response;
  },
};
for (const method of ['PUT', 'DELETE'] as const) {
  registerRoute(
    ({ url, request }) => isBookmarkChange(url, origin, request.method),
    new NetworkOnly({ plugins: [identityPlugin, dropStoredBookmarkReads] }),
    method,
  );
}

// After a sign-in, sign-up or sign-out the cached agenda, bookmarks and read news were someone else's.
registerRoute(
  ({ url, request }) => isIdentityChange(url, origin, request.method),
  new NetworkOnly({
    plugins: [
      identityPlugin,
      {
        fetchDidSucceed: async ({ response, event }) => {
          if (response.ok) event.waitUntil(caches.delete(CACHE_NAMES.api).then(() => warmApi(origin)));
          return response;
        },
      },
    ],
  }),
  'POST',
);

// Every other API call (account, admin, sign-in state) passes through untouched, but its answer may be the first to
// say that the session ended elsewhere: noted, so the kept answers of the previous person go at once.
for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  registerRoute(
    ({ url }) => url.origin === origin && url.pathname.startsWith('/api/'),
    new NetworkOnly({ plugins: [identityPlugin] }),
    method,
  );
}
