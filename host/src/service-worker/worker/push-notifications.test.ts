// @vitest-environment node
import type { PushMessage } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import {
  listenForPushes,
  notificationForPush,
  openNotificationTarget,
  type PushWorkerScope,
  safeAppPath,
} from './push-notifications';

const ORIGIN = 'https://conf.example';
const data = (value: unknown) => ({ json: () => value });
const message = (fields: Partial<PushMessage> = {}): PushMessage => ({
  kind: 'reminder',
  title: 'Starts in 10 minutes: Core vocabulary',
  body: 'At 10:00 in Rowan Auditorium. Leave by 09:53.',
  url: '/session/42',
  tag: 'reminder-42',
  vibrate: true,
  silent: false,
  ...fields,
});

describe('a push', () => {
  it('is shown with its title and text, linked to the session, vibrating when allowed', () => {
    const { title, options } = notificationForPush(data(message()));
    expect(title).toBe('Starts in 10 minutes: Core vocabulary');
    expect(options).toMatchObject({
      body: 'At 10:00 in Rowan Auditorium. Leave by 09:53.',
      tag: 'reminder-42',
      data: { url: '/session/42' },
      silent: false,
      vibrate: [200, 100, 200],
    });
  });

  it('does not vibrate under reduced motion, nor in quiet hours, where it is silent', () => {
    expect(notificationForPush(data(message({ vibrate: false }))).options.vibrate).toBeUndefined();
    const quiet = notificationForPush(data(message({ vibrate: true, silent: true }))).options;
    expect(quiet.vibrate).toBeUndefined();
    expect(quiet.silent).toBe(true);
  });

  it('that cannot be read still shows a notification that opens the app', () => {
    const broken = notificationForPush({
      json: () => {
        throw new SyntaxError('not JSON');
      },
    });
    expect(broken.title).toBe('Conference Companion');
    expect(broken.options.body).toMatch(/Open the app/);
    expect(broken.options.data).toEqual({ url: '/' });
    expect(notificationForPush(null).title).toBe('Conference Companion');
  });

  it('never links outside the app', () => {
    expect(notificationForPush(data(message({ url: 'https://evil.example/' }))).options.data).toEqual({ url: '/' });
    expect(safeAppPath('//evil.example/x')).toBe('/');
    expect(safeAppPath('/\\evil.example')).toBe('/');
    expect(safeAppPath('/session/7')).toBe('/session/7');
  });
});

function fakeClients(urls: string[]) {
  const calls: string[] = [];
  const windows = urls.map((url) => ({
    url,
    focus: async () => {
      calls.push(`focus ${url}`);
    },
    navigate: async (to: string) => {
      calls.push(`navigate ${url} → ${to}`);
    },
  }));
  return {
    calls,
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => {
        calls.push(`open ${url}`);
      },
    },
  };
}

describe('a click on the notification', () => {
  it("focuses the app's window already on that page", async () => {
    const { calls, clients } = fakeClients([`${ORIGIN}/programme`, `${ORIGIN}/session/42`]);
    await openNotificationTarget({ url: '/session/42' }, clients, ORIGIN);
    expect(calls).toEqual([`focus ${ORIGIN}/session/42`]);
  });

  it("takes an open window of the app to the session's page and brings it to the front", async () => {
    const { calls, clients } = fakeClients(['https://other.example/', `${ORIGIN}/programme`]);
    await openNotificationTarget({ url: '/session/42' }, clients, ORIGIN);
    expect(calls).toEqual([`navigate ${ORIGIN}/programme → ${ORIGIN}/session/42`, `focus ${ORIGIN}/programme`]);
  });

  it('opens a new window when the app is not open', async () => {
    const { calls, clients } = fakeClients([]);
    await openNotificationTarget({ url: '/session/42' }, clients, ORIGIN);
    expect(calls).toEqual([`open ${ORIGIN}/session/42`]);
  });
});

describe('the worker', () => {
  it('shows each push and answers a click through its own event handlers', async () => {
    const listeners = new Map<string, (event: unknown) => void>();
    const shown: { title: string; options: NotificationOptions }[] = [];
    const opened: string[] = [];
    const waits: Promise<unknown>[] = [];
    let closed = false;
    const worker = {
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      registration: {
        showNotification: async (title: string, options: NotificationOptions) => {
          shown.push({ title, options });
        },
      },
      clients: { matchAll: async () => [], openWindow: async (url: string) => opened.push(url) },
      location: { origin: ORIGIN },
    };
    listenForPushes(worker as unknown as PushWorkerScope);

    listeners.get('push')?.({ data: data(message()), waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
    expect(shown.map((n) => n.title)).toEqual(['Starts in 10 minutes: Core vocabulary']);

    listeners.get('notificationclick')?.({
      notification: {
        data: shown[0]?.options.data,
        close: () => {
          closed = true;
        },
      },
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    await Promise.all(waits);
    expect(closed).toBe(true);
    expect(opened).toEqual([`${ORIGIN}/session/42`]);
  });
});
