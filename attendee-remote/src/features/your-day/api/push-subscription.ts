/**
 * This browser's Web Push subscription (issue 29): made with the server's VAPID key in the service worker's
 * push manager, kept by the server with the person's choices, and removed from both when every choice is off.
 */
import { ApiRequestError, apiRequest } from '@cc/api/client';
import type { PushPreferences, PushServerKey, PushSubscriptionState } from '@cc/api/contract';

export const PUSH_OFF: PushPreferences = {
  remindMinutes: null,
  changes: false,
  urgent: false,
  quietHours: null,
  vibrate: true,
};

export function wantsAnything(preferences: PushPreferences): boolean {
  return preferences.remindMinutes !== null || preferences.changes || preferences.urgent;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  // Private windows may have no service worker at all, or one that never becomes ready.
  if (!('serviceWorker' in navigator)) throw new PushSetupFailed('no-service-worker');
  const ready = navigator.serviceWorker.ready;
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new PushSetupFailed('no-service-worker')), 15_000),
  );
  return Promise.race([ready, timeout]);
}

/** The browser's current subscription, if any (none while the service worker is not registered yet). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registered = await navigator.serviceWorker.getRegistration();
  return registered ? registered.pushManager.getSubscription() : null;
}

function asBody(subscription: PushSubscription, preferences: PushPreferences) {
  const json = subscription.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    preferences,
  };
}

/**
 * Subscribes this browser when it is not yet (the permission prompt appears now) and saves the choices. Throws
 * PushPermissionRefused when the person did not allow notifications, PushSetupFailed when the browser would not
 * set them up (its own error text is kept only as the cause, never shown), and ApiRequestError from the server.
 */
export async function savePushPreferences(preferences: PushPreferences): Promise<PushPreferences> {
  const permission = await browserStep(() => Notification.requestPermission());
  if (permission !== 'granted') throw new PushPermissionRefused(permission);
  const pushManager = (await registration()).pushManager;
  let subscription = await browserStep(() => pushManager.getSubscription());
  if (!subscription) {
    const { publicKey } = await apiRequest<PushServerKey>('GET', '/api/push');
    subscription = await browserStep(() =>
      pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }),
    );
  }
  const saved = await apiRequest<PushSubscriptionState>(
    'PUT',
    '/api/push/subscription',
    asBody(subscription, preferences),
  );
  return saved.preferences;
}

/** Unsubscribes this browser, at the server and in the browser. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiRequest<void>('DELETE', '/api/push/subscription', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

/**
 * What the server has for this browser: its choices, or PUSH_OFF when it has none any more (signed out there, or
 * the push service said the subscription expired) — then the browser's stale subscription is dropped too.
 */
export async function loadPushPreferences(): Promise<PushPreferences> {
  const subscription = await currentSubscription();
  if (!subscription) return PUSH_OFF;
  try {
    const state = await apiRequest<PushSubscriptionState>('POST', '/api/push/subscription/check', {
      endpoint: subscription.endpoint,
    });
    return state.preferences;
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode === 404) {
      await subscription.unsubscribe().catch(() => false);
      return PUSH_OFF;
    }
    throw error;
  }
}

export class PushPermissionRefused extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(permission === 'denied' ? 'denied' : 'dismissed');
  }
}

/**
 * The browser would not set push up: 'no-service-worker' when the app's background service is missing or never
 * ready (private windows), 'failed' when the browser refused to register (its DOMException is the cause).
 */
export class PushSetupFailed extends Error {
  constructor(
    readonly reason: 'no-service-worker' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}

/** Runs one of the browser's push steps; whatever it throws becomes a PushSetupFailed. */
async function browserStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (cause) {
    throw new PushSetupFailed('failed', { cause });
  }
}
