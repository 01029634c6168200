/**
 * Web Push in the service worker (issue 29, ADR 007): a push from the server is shown as a notification, and a
 * click on it opens the session's page, in a window of the app that is already open when there is one. The
 * payload carries only what the notification shows (api/src/contract/push.ts); the server has chosen silence in
 * quiet hours and no vibration under reduced motion.
 */
import type { PushMessage } from '@cc/api/contract';

/** What `showNotification` is called with. */
export interface NotificationToShow {
  title: string;
  options: NotificationOptions & { vibrate?: number[]; renotify?: boolean };
}

const FALLBACK: PushMessage = {
  kind: 'change',
  title: 'Conference Companion',
  body: 'Open the app for the latest news about your sessions.',
  url: '/',
  tag: 'update',
  vibrate: false,
  silent: false,
};

/** A path inside the app, never another site: a push cannot send the person elsewhere. */
export function safeAppPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : '/';
}

const text = (value: unknown, fallback: string, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : fallback;

/** The notification for a push's data; a payload that cannot be read still shows something (browsers require it). */
export function notificationForPush(data: { json(): unknown } | null | undefined): NotificationToShow {
  let message: Partial<PushMessage> = FALLBACK;
  try {
    const parsed = data?.json();
    if (parsed && typeof parsed === 'object') message = parsed as Partial<PushMessage>;
  } catch {
    // Not JSON: the fallback says to open the app.
  }
  const silent = message.silent === true;
  const title = text(message.title, FALLBACK.title, 120);
  const options: NotificationToShow['options'] = {
    body: text(message.body, message === FALLBACK ? FALLBACK.body : '', 300),
    tag: text(message.tag, FALLBACK.tag, 80),
    data: { url: safeAppPath(message.url) },
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    silent,
    // A newer reminder or change of the same session replaces the older one, and is announced again.
    renotify: true,
  };
  if (message.vibrate === true && !silent) options.vibrate = [200, 100, 200];
  return { title, options };
}

interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** On a click: the app's open window goes to the page and comes to the front; with none open, a new one opens. */
export async function openNotificationTarget(data: unknown, clients: ClientsLike, origin: string): Promise<void> {
  const path = safeAppPath((data as { url?: unknown } | null)?.url);
  const target = new URL(path, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === target);
  if (same) {
    await same.focus();
    return;
  }
  const open = windows.find((client) => client.url.startsWith(`${origin}/`) && client.navigate);
  if (open?.navigate) {
    await open.navigate(target);
    await open.focus();
    return;
  }
  await clients.openWindow(target);
}

interface ExtendableLike {
  waitUntil(promise: Promise<unknown>): void;
}

/** The parts of the worker's global scope the handlers use (typed here so both tsconfigs read this file). */
export interface PushWorkerScope {
  addEventListener(
    type: 'push',
    listener: (event: ExtendableLike & { data: { json(): unknown } | null }) => void,
  ): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: ExtendableLike & { notification: { data: unknown; close(): void } }) => void,
  ): void;
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: unknown;
  location: { origin: string };
}

/** Wires both handlers into the worker (sw.ts). */
export function listenForPushes(worker: PushWorkerScope): void {
  worker.addEventListener('push', (event) => {
    const { title, options } = notificationForPush(event.data);
    event.waitUntil(worker.registration.showNotification(title, options));
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(
      openNotificationTarget(event.notification.data, worker.clients as ClientsLike, worker.location.origin),
    );
  });
}
