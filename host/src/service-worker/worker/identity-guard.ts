/**
 * Whose personal answers the worker holds (issue 30). The API tags every personal answer with `CC-Identity`: an
 * opaque tag of the account session, or `none`, and when that session ends unless used again. The worker remembers
 * the last tag the server sent; an answer with another tag means the previous person's session ended (a sign-out
 * here, or a sign-out everywhere, a password change or a deletion on another device), and every kept personal
 * answer of another identity goes before the new one is stored. A kept answer whose session has expired is never served, even offline.
 */
import { CACHE_NAMES } from './caching-rules';

export const IDENTITY_HEADER = 'cc-identity';

export interface Identity {
  tag: string;
  /** Milliseconds since 1970; null for `none` (an anonymous visitor's answers do not expire with a session). */
  expiresAt: number | null;
}

/** Reads `<tag>; expires=<ms>` or `none`; null when the answer carries no tag (public answers). */
export function parseIdentity(header: string | null): Identity | null {
  if (!header) return null;
  const [tag = '', ...params] = header.split(';').map((part) => part.trim());
  if (!tag) return null;
  const expires = params.map((param) => /^expires=(\d+)$/.exec(param)?.[1]).find(Boolean);
  return { tag, expiresAt: expires ? Number(expires) : null };
}

/** A kept answer made for a session that has ended by now. */
export function expiredForIdentity(response: Pick<Response, 'headers'>, now: number): boolean {
  const identity = parseIdentity(response.headers.get(IDENTITY_HEADER));
  return identity?.expiresAt != null && identity.expiresAt <= now;
}

/** Where the last tag is kept: a tiny answer in the worker's own cache, so it survives the worker's restarts. */
const LAST_IDENTITY_KEY = '/__cc/last-identity';

/**
 * Drops every kept answer made for another identity. Public answers (programme, venues, news) carry no tag and
 * stay, so the app still starts offline for the next person.
 */
async function dropAnswersOfOthers(tag: string): Promise<void> {
  const api = await caches.open(CACHE_NAMES.api);
  for (const request of await api.keys()) {
    const kept = await api.match(request);
    const owner = kept ? parseIdentity(kept.headers.get(IDENTITY_HEADER)) : null;
    if (owner && owner.tag !== tag) await api.delete(request);
  }
}

/** One note at a time: two answers checked together would each see the old tag and drop what the other kept. */
let queue: Promise<void> = Promise.resolve();

/**
 * Notes the identity an answer from the server was made for; when it differs from the last one, every kept API
 * answer is dropped first. Answers without a tag (public reads) change nothing.
 */
export function noteIdentity(response: Pick<Response, 'headers'>): Promise<void> {
  const identity = parseIdentity(response.headers.get(IDENTITY_HEADER));
  if (!identity) return Promise.resolve();
  queue = queue.then(async () => {
    const store = await caches.open(CACHE_NAMES.identity);
    const last = await store.match(LAST_IDENTITY_KEY);
    const lastTag = last ? await last.text() : undefined;
    if (lastTag === identity.tag) return;
    // The first tag ever noted starts the record: the API cache was filled under it (cache names carry a version
    // bumped with this guard, so nothing of an unknown owner from an older worker is left).
    if (lastTag !== undefined) await dropAnswersOfOthers(identity.tag);
    await store.put(LAST_IDENTITY_KEY, new Response(identity.tag));
  });
  return queue;
}

/** The Workbox plugin for every route that reaches the API: note whose answer came back before anything is kept. */
export const identityPlugin = {
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    await noteIdentity(response);
    return response;
  },
};
