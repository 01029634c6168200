/**
 * Push in the browser for end-to-end tests (issue 29). A real subscription needs the browser maker's push service,
 * which CI cannot reach; so the browser's side is stood in for by a push manager that makes a subscription with
 * real P-256 keys and a random auth secret (as a browser does) to an address at push.example.net. Everything from
 * there on is real: the page's opt-in, its request to the API, what the server keeps. The server's actual sending
 * and the service worker's handlers are tested in api/test/push-notifications.test.ts and the host's unit tests.
 */
import type { Page } from '@playwright/test';

/** Grants notifications and puts the stand-in push manager behind navigator.serviceWorker for every page load. */
export async function fakePushService(page: Page): Promise<void> {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const KEY = 'e2e-push-subscription';
    const base64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    type Stored = { endpoint: string; keys: { p256dh: string; auth: string } };
    const subscriptionOf = (stored: Stored) => ({
      endpoint: stored.endpoint,
      toJSON: () => stored,
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    const pushManager = {
      async getSubscription() {
        const stored = localStorage.getItem(KEY);
        return stored ? subscriptionOf(JSON.parse(stored) as Stored) : null;
      },
      async subscribe(options: { applicationServerKey: string }) {
        if (!options.applicationServerKey) throw new Error('no applicationServerKey');
        const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
        const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
        const stored: Stored = {
          endpoint: `https://push.example.net/e2e/${crypto.randomUUID()}`,
          keys: { p256dh: base64url(raw), auth: base64url(crypto.getRandomValues(new Uint8Array(16))) },
        };
        localStorage.setItem(KEY, JSON.stringify(stored));
        return subscriptionOf(stored);
      },
    };
    const registration = { pushManager };
    Object.defineProperty(ServiceWorkerContainer.prototype, 'ready', {
      configurable: true,
      get: () => Promise.resolve(registration),
    });
    ServiceWorkerContainer.prototype.getRegistration = async () => registration as unknown as ServiceWorkerRegistration;
  });
}

/** A browser without push: no PushManager, as in browsers that lack it. */
export async function withoutPush(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
}
