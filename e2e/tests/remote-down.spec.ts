import { expect, test } from './fixtures';

// A remote whose files cannot be fetched: the shell must say so within 10 s, keep the rest working,
// and load it for real when Retry is pressed after the remote is back.
test.describe('A remote that is down', () => {
  test('the attendee pages fail alone, with a message and a Retry that works', async ({ page }) => {
    test.setTimeout(45_000);
    let down = true;
    await page.route('**/remotes/attendee/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/programme');

    const message = page.getByText(/attendee pages could not be loaded/i);
    await expect(message).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // The admin remote still works in the same shell.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Programme' }).isVisible();
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

    await page.goto('/programme');
    await expect(message).toBeVisible({ timeout: 10_000 });
    down = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    // The remote's whole first load (manifest, entry, shared React, the page and its data): slower than 7 s on a
    // busy 2-core machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Programme' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('a remote that never answers is given up on within 10 s', async ({ page }) => {
    test.setTimeout(45_000);
    // Timed from the request for the remote, so the page's own start-up on a busy machine does not count.
    let started = 0;
    await page.route('**/remotes/admin/mf-manifest.json', () => {
      // Never fulfilled: the request hangs like a dead server.
      started ||= Date.now();
    });
    await page.goto('/admin');
    // Polled every 100 ms so the measured time is the shell's, not the assertion's back-off.
    await page.waitForFunction(() => /admin area could not be loaded/i.test(document.body.textContent ?? ''), null, {
      polling: 100,
      timeout: 15_000,
    });
    expect(Date.now() - started).toBeLessThan(11_500);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Programme' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Programme' })).toBeVisible();
  });
});
