/**
 * Issue 35, offline truth: with the service worker in control, a question written with no network says so after a
 * reload too ("Saved on this device, will sync", not "Draft"), and reaches the server within 5 s of the network
 * coming back, with no press.
 */
import type { Page } from '@playwright/test';
import { dismissCookieBanner } from './a11y-support';
import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe('Offline question drafts', () => {
  test('written offline: the note says so after a reload, and the words reach the server within 5 s of reconnecting', async ({
    page,
    context,
    sessions,
  }) => {
    const session = sessions.find((entry) => entry.status !== 'cancelled');
    if (!session) throw new Error('no sessions');
    await dismissCookieBanner(page);
    await page.goto(`/session/${session.id}`);
    await waitForServiceWorker(page);
    // A page the worker answered, so that it also has this session's answers stored.
    await page.reload();
    const box = page
      .getByRole('region', { name: 'Your questions for this session' })
      .getByRole('group', { name: 'Question 1' });
    const status = box.getByTestId('draft-status');
    await expect(status).toHaveText('Draft', { timeout: 60_000 });

    await context.setOffline(true);
    const words = `Written on the train with no signal (${Date.now()})`;
    await box.getByRole('textbox', { name: 'Question text' }).fill(words);
    await box.getByRole('checkbox', { name: 'Please read my question out loud' }).check();
    await expect(status).toHaveText('Saved on this device, will sync');

    await page.reload();
    await expect(box.getByRole('textbox', { name: 'Question text' })).toHaveValue(words, { timeout: 30_000 });
    await expect(status).toHaveText('Saved on this device, will sync');
    await expect(box.getByRole('checkbox', { name: 'Please read my question out loud' })).toBeChecked();

    await context.setOffline(false);
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(`/api/question-drafts?sessionId=${session.id}`);
          if (!answer.ok()) return [];
          return ((await answer.json()) as { drafts: { text: string; readOutLoud: boolean }[] }).drafts
            .filter((draft) => draft.text === words)
            .map((draft) => draft.readOutLoud);
        },
        { timeout: 5000, intervals: [250] },
      )
      .toEqual([true]);
    await expect(status).toHaveText('Saved');
  });
});
