/**
 * Notifications on a locked phone (issue 29), in the browser: the person turns each kind on by itself on Home,
 * the server keeps this browser's subscription with those choices (read back after a reload) and drops it when
 * everything is off; where push is not possible (no push support, iPhone outside the Home Screen app, refused)
 * the page says so plainly and the in-page reminders stay. The browser's push service is stood in for
 * (push-support.ts): CI cannot reach the real ones.
 */
import type { Page } from '@playwright/test';
import { dismissCookieBanner } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { fakePushService, withoutPush } from './push-support';

const KEEP =
  /What still works: reminders on this page while it is open, and alarms in your calendar app from the calendar file or calendar address in My Agenda/;

async function openHomeWithAgenda(page: Page, sessionId: number) {
  await dismissCookieBanner(page);
  await page.goto('/');
  expect((await page.request.put(`/api/bookmarks/${sessionId}`)).ok()).toBe(true);
  await page.reload();
  const region = page.getByRole('region', { name: 'Your next session' });
  // The attendee remote loads after the shell: on a busy machine that can take a while.
  await expect(region.getByRole('heading', { level: 3, name: 'Reminders' })).toBeVisible({ timeout: 30_000 });
  return region;
}

async function serverState(page: Page) {
  const stored = await page.evaluate(() => localStorage.getItem('e2e-push-subscription'));
  if (!stored) return null;
  const response = await page.request.post('/api/push/subscription/check', {
    data: { endpoint: (JSON.parse(stored) as { endpoint: string }).endpoint },
  });
  return response.status() === 200
    ? ((await response.json()) as { preferences: Record<string, unknown> }).preferences
    : null;
}

// Each test loads Home twice (before and after adding to the agenda) and the first test turns several switches.
test.describe.configure({ timeout: 120_000 });

test.describe('Notifications on this device', () => {
  test('each kind is turned on by itself, kept by the server for this browser, and all off removes it', async ({
    page,
    sessions,
  }) => {
    await fakePushService(page);
    const session = sessions.find((s) => s.status !== 'cancelled');
    const region = await openHomeWithAgenda(page, session!.id);
    const urgent = region.getByRole('checkbox', { name: 'Urgent announcements from the organisers' });
    const reminders = region.getByRole('checkbox', { name: 'Notify this device before each session in my agenda' });
    await expect(urgent).not.toBeChecked();
    await expect(reminders).not.toBeChecked();
    expect(await serverState(page)).toBeNull();

    await urgent.check();
    await expect.poll(() => serverState(page)).toMatchObject({ urgent: true, changes: false, remindMinutes: null });

    await reminders.check();
    const howLong = region.getByRole('combobox', { name: 'Notify me this long before' });
    await expect(howLong).toHaveValue('10');
    await howLong.selectOption('20');
    await expect.poll(() => serverState(page)).toMatchObject({ urgent: true, remindMinutes: 20, vibrate: true });
    await region.getByRole('checkbox', { name: 'Quiet hours' }).check();
    await expect(region.getByLabel('Quiet from')).toHaveValue('22:00');
    await expect.poll(() => serverState(page)).toMatchObject({ quietHours: { from: '22:00', until: '07:00' } });
    // The in-page reminders are still there beside them, each kind in its own group named for what it does.
    await expect(
      region
        .getByRole('group', { name: 'Reminders on this page (while it is open)' })
        .getByRole('checkbox', { name: 'Remind me on this page before my sessions' }),
    ).toBeVisible();
    await expect(
      region
        .getByRole('group', { name: 'Notifications on this device (even when the app is closed)' })
        .getByRole('checkbox', { name: 'Notify this device before each session in my agenda' }),
    ).toBeChecked();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(region.getByRole('checkbox', { name: 'Urgent announcements from the organisers' })).toBeChecked();
    await expect(region.getByRole('combobox', { name: 'Notify me this long before' })).toHaveValue('20');

    await region.getByRole('checkbox', { name: 'Urgent announcements from the organisers' }).uncheck();
    await expect.poll(() => serverState(page)).toMatchObject({ urgent: false, remindMinutes: 20 });
    await region.getByRole('checkbox', { name: 'Notify this device before each session in my agenda' }).uncheck();
    await expect(region.getByRole('checkbox', { name: 'Quiet hours' })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();
  });

  test('under reduced motion, notifications are asked not to vibrate', async ({ page, sessions }) => {
    await fakePushService(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const region = await openHomeWithAgenda(page, sessions[0]!.id);
    await region.getByRole('checkbox', { name: /moves, changes room or is cancelled/ }).check();
    await expect.poll(() => serverState(page)).toMatchObject({ changes: true, vibrate: false });
  });

  test('a browser without push support is told so, and keeps the in-page reminders', async ({ page, sessions }) => {
    await withoutPush(page);
    const region = await openHomeWithAgenda(page, sessions[0]!.id);
    await expect(region.getByText(/This browser cannot receive notifications from this app/)).toContainText(KEEP);
    await expect(region.getByRole('checkbox', { name: 'Remind me on this page before my sessions' })).toBeVisible();
    await expect(region.getByRole('checkbox', { name: /Urgent announcements/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('refused notifications are said to be blocked in the browser settings', async ({ page, sessions, baseURL }) => {
    // The browser's own refusal, as after the person chose Block: set in Chromium for this test's context.
    const cdp = await page.context().newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: new URL(baseURL ?? '').origin,
      browserContextId: targetInfo.browserContextId,
    });
    const region = await openHomeWithAgenda(page, sessions[0]!.id);
    await expect(region.getByText(/Notifications are blocked for this site in your browser's settings/)).toContainText(
      KEEP,
    );
  });
});

test.describe('On an iPhone, in the browser rather than the Home Screen app', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('the page says to add the app to the Home Screen first', async ({ page, sessions }) => {
    const region = await openHomeWithAgenda(page, sessions[0]!.id);
    await expect(
      region.getByText(/On iPhone and iPad, notifications work only in the app added to your Home Screen/),
    ).toBeVisible();
    await expect(region.getByRole('checkbox', { name: 'Remind me on this page before my sessions' })).toBeVisible();
  });
});
