import { admin, expect, test } from './fixtures';

test.describe('Live connection', () => {
  test.describe.configure({ timeout: 60_000 });

  test('reconnects after a dropped connection and shows what it missed', async ({ page, browser }) => {
    // The page's live socket goes through this route, so the test can drop it and keep it down.
    let blocked = false;
    let connections = 0;
    const open: { close: () => Promise<void> }[] = [];
    await page.routeWebSocket(/\/api\/live$/, (ws) => {
      connections += 1;
      if (blocked) {
        void ws.close({ code: 1012, reason: 'test: server unavailable' });
        return;
      }
      const server = ws.connectToServer();
      open.push({
        close: async () => {
          await ws.close({ code: 1012, reason: 'test: dropped' });
          await server.close();
        },
      });
    });

    await page.goto('/announcements');
    // The status line on the page, not the live region, which may briefly hold the same words as it announces them.
    const status = page
      .getByText(/^Showing \d+ announcements? \(\d+ unread\)$/)
      .and(page.locator(':not([role="status"])'));
    // The first page of a new browser context loads the host and the remote: slower than 7 s on a busy 2-core machine.
    await expect(status).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => open.length).toBeGreaterThan(0);
    const shownBefore = Number(/Showing (\d+)/.exec((await status.textContent()) ?? '')?.[1]);

    // The connection drops and cannot come back for now.
    blocked = true;
    for (const connection of open.splice(0)) await connection.close();
    const attemptsBefore = connections;

    // Meanwhile an admin publishes news.
    const adminContext = await browser.newContext();
    expect((await adminContext.request.post('/api/auth/sign-in', { data: admin })).ok()).toBe(true);
    const title = `Missed while offline (${Date.now()})`;
    const created = await adminContext.request.post('/api/admin/announcements', {
      data: { title, content: 'Published while the page had no live connection.' },
    });
    expect(created.status()).toBe(201);
    // The client keeps trying, with backoff.
    await expect.poll(() => connections, { timeout: 10_000 }).toBeGreaterThan(attemptsBefore);
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

    // The server is back: the client reconnects, resubscribes and refetches.
    blocked = false;
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
    // At least the missed one was added (other tests may publish news at the same time).
    await expect
      .poll(async () => Number(/Showing (\d+)/.exec((await status.textContent()) ?? '')?.[1]))
      .toBeGreaterThanOrEqual(shownBefore + 1);

    await adminContext.request.delete(`/api/admin/announcements/${(await created.json()).id}`);
    await adminContext.close();
  });
});
