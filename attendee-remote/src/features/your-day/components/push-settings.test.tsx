import type { PushPreferences } from '@cc/api/contract';
import { LiveRegion } from '@cc/design-system';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPushPreferences, PUSH_OFF, savePushPreferences } from '../api/push-subscription';
import { PushSettings } from './push-settings';

// jsdom has no push manager: the browser's side is exercised end to end (e2e push tests). Here: what the form does
// with choices made while a save is still on its way, and what it says when the browser will not set push up
// (the real savePushPreferences over a stand-in for the browser's Notification and push manager).
vi.mock('../utils/push-support', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../utils/push-support')>()),
  pushSupport: () => 'supported',
}));
vi.mock('../api/push-subscription', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/push-subscription')>()),
  loadPushPreferences: vi.fn(),
  savePushPreferences: vi.fn(),
  turnPushOff: vi.fn(),
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const actual = await vi.importActual<typeof import('../api/push-subscription')>('../api/push-subscription');

/** The raw text Chromium gives when registering for push fails: never to be shown to people. */
const RAW_ERROR = 'Registration failed - permission denied';

/** The browser's side: Notification's permission answer and a push manager whose subscribe fails as Chromium's. */
function standInBrowser(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => permission) });
  const pushManager = {
    getSubscription: vi.fn(async () => null),
    subscribe: vi.fn(async () => {
      throw new DOMException(RAW_ERROR, 'NotAllowedError');
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => undefined },
  });
  // GET /api/push: the server's key, asked for just before subscribing.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ publicKey: 'BExampleServerKey' }, { headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.mocked(loadPushPreferences).mockResolvedValue(PUSH_OFF);
  vi.mocked(savePushPreferences).mockImplementation(actual.savePushPreferences);
  return pushManager;
}

afterEach(() => {
  vi.mocked(savePushPreferences).mockReset();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const WHAT_STILL_WORKS =
  /What still works: reminders on this page while it is open, and alarms in your calendar app from the calendar file or calendar address in My Agenda\./;

async function pressNotifyBeforeSessions() {
  render(
    <>
      <LiveRegion />
      <PushSettings />
    </>,
  );
  const box = await screen.findByRole(
    'checkbox',
    { name: /Notify this device before each session in my agenda/ },
    { timeout: 10_000 },
  );
  box.focus();
  fireEvent.click(box);
  return box;
}

describe('push settings', () => {
  it('keeps a choice made while the previous one is still being saved, and saves it next', async () => {
    vi.mocked(loadPushPreferences).mockResolvedValue(PUSH_OFF);
    const first = deferred<PushPreferences>();
    const sent: PushPreferences[] = [];
    vi.mocked(savePushPreferences).mockImplementation((preferences) => {
      sent.push(preferences);
      return sent.length === 1 ? first.promise : Promise.resolve(preferences);
    });
    render(<PushSettings />);

    fireEvent.click(
      await screen.findByRole('checkbox', { name: /Notify this device before each session/ }, { timeout: 10_000 }),
    );
    // The first save has not answered yet; the person goes on to quiet hours.
    fireEvent.click(screen.getByRole('checkbox', { name: /Quiet hours/ }));
    expect(screen.getByRole('checkbox', { name: /Quiet hours/ })).toHaveProperty('checked', true);

    // The first answer (without quiet hours) arrives late: it must not untick the box.
    await act(async () => first.resolve(sent[0] as PushPreferences));
    expect(screen.getByRole('checkbox', { name: /Quiet hours/ })).toHaveProperty('checked', true);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.quietHours).toEqual({ from: '22:00', until: '07:00' });
    expect(sent[1]?.remindMinutes).toBe(10);
    expect(screen.getByRole('combobox', { name: /Notify me this long before/ })).toHaveProperty('value', '10');
  }, 20_000);

  it('is a group named as notifications on this device, apart from the reminders on the page', async () => {
    vi.mocked(loadPushPreferences).mockResolvedValue(PUSH_OFF);
    render(<PushSettings />);
    const group = await screen.findByRole(
      'group',
      { name: 'Notifications on this device (even when the app is closed)' },
      { timeout: 10_000 },
    );
    expect(group.querySelector('h4')?.textContent).toBe('Notifications on this device (even when the app is closed)');
    expect(screen.getByRole('checkbox', { name: /Notify this device before each session/ }).closest('fieldset')).toBe(
      group,
    );
  }, 20_000);
});

describe('push settings, where the browser will not set push up', () => {
  it('when notifications are refused, says they are blocked and what still works, with focus on those words', async () => {
    standInBrowser('denied');
    await pressNotifyBeforeSessions();

    const message = await screen.findByText(/Notifications are blocked for this site in your browser's settings/);
    expect(message.textContent).toMatch(WHAT_STILL_WORKS);
    // The switches are gone (none can work): focus is on the message rather than lost to the page.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.activeElement).toBe(message);
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Notifications are blocked/));
    expect(screen.getByRole('status').textContent).toMatch(WHAT_STILL_WORKS);
  }, 20_000);

  it('when registering fails, says so in plain words, never the browser’s own error text, and keeps focus', async () => {
    const pushManager = standInBrowser('granted');
    const box = await pressNotifyBeforeSessions();

    const message = await screen.findByText(/Notifications could not be set up: this browser would not register/);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(message.textContent).toMatch(WHAT_STILL_WORKS);
    expect(document.body.textContent).not.toContain(RAW_ERROR);
    expect(document.body.textContent).not.toMatch(/DOMException|NotAllowedError/);
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/could not be set up/));
    expect(screen.getByRole('status').textContent).not.toContain(RAW_ERROR);
    // The switch stays, unticked as the server has it, with focus still on it to try again.
    const again = screen.getByRole('checkbox', { name: /Notify this device before each session/ });
    expect(again).toBe(box);
    expect(again).toHaveProperty('checked', false);
    expect(document.activeElement).toBe(box);
  }, 20_000);

  it('when the browser’s question is closed without an answer, says how to be asked again and what still works', async () => {
    standInBrowser('default');
    await pressNotifyBeforeSessions();

    const message = await screen.findByText(/Notifications were not turned on/);
    expect(message.textContent).toContain('Choose again to be asked again.');
    expect(message.textContent).toMatch(WHAT_STILL_WORKS);
  }, 20_000);

  it('when the app’s background service is missing (a private window), says so and what still works', async () => {
    standInBrowser('granted');
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await pressNotifyBeforeSessions();

    const message = await screen.findByText(/the app's background service is not running in this browser/);
    expect(message.textContent).toMatch(WHAT_STILL_WORKS);
  }, 20_000);
});
