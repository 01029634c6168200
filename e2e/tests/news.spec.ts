import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';

/** An admin in a browser of their own, signed in through the API. */
async function adminRequest(browser: Browser): Promise<APIRequestContext & { done: () => Promise<void> }> {
  const context = await browser.newContext();
  const response = await context.request.post('/api/auth/sign-in', { data: admin });
  expect(response.ok()).toBe(true);
  return Object.assign(context.request, { done: () => context.close() });
}

/** Resolves once the page's live connection has subscribed to `topic`. */
function liveSubscribed(page: Page, topic: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/api/live')) return;
      ws.on('framereceived', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();
        if (text.includes('"kind":"subscribed"') && text.includes(`"${topic}"`)) resolve();
      });
    });
  });
}

/** The badge's text for screen readers (the shown number is capped at 99+). */
const unreadText = (n: number) => (n === 1 ? '1 unread announcement' : `${n} unread announcements`);

const newsLink = (page: Page) => page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: /^News/ });

test.describe('News', () => {
  test.describe.configure({ timeout: 60_000 });

  test('statistics, filters, Read More and Mark All Read; no axe violations', async ({ page }) => {
    await page.goto('/announcements');
    await expect(page.getByRole('heading', { level: 1, name: 'Conference News & Announcements' })).toBeVisible();
    await expect(page).toHaveTitle('News – Conference Companion');
    // The status line on the page, not the live region, which may briefly hold the same words as it announces them.
    const status = page
      .getByText(/^Showing \d+ announcements? \(\d+ unread\)$/)
      .and(page.locator(':not([role="status"])'));
    await expect(status).toBeVisible();
    await expectNoAxeViolations(page);

    const summary = page.getByRole('region', { name: 'News summary' });
    await expect(summary.getByText(/\d+ Total/)).toBeVisible();
    await expect(summary.getByText(/\d+ Unread/)).toBeVisible();
    await expect(summary.getByText(/\d+ Urgent/)).toBeVisible();

    // Urgent: the seeded lift closure, with its banner.
    await page.getByRole('button', { name: 'Urgent', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Urgent', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const lift = page.getByRole('article', { name: 'Lift out of service in the Ashworth Building' });
    await expect(lift.getByText('URGENT ANNOUNCEMENT')).toBeVisible();
    await expect(lift.getByText('Unread')).toBeVisible();
    await lift.getByRole('button', { name: 'Read More' }).click();
    await expect(lift.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(lift.getByText(/If you need help getting to a session/)).toBeVisible();
    await expect(lift.getByText('Unread')).toHaveCount(0);
    const action = lift.getByRole('link', { name: /See step-free routes/ });
    // A page of the app opens in the same tab (issue 18); only other sites open a new one.
    await expect(action).toHaveAttribute('href', '/map');
    await expect(action).not.toHaveAttribute('target', /./);

    // Read state is kept on the server: it survives a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Urgent', exact: true }).click();
    await expect(
      page.getByRole('article', { name: 'Lift out of service in the Ashworth Building' }).getByText('Unread'),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('button', { name: 'Mark All Read' }).click();
    await expect(status).toHaveText(/\(0 unread\)$/);
    await expect(page.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
    await expect(newsLink(page)).not.toContainText(/\d/);
    await expectNoAxeViolations(page);
  });

  test('an announcement created by an admin elsewhere appears at once, with the badge', async ({ page, browser }) => {
    const subscribed = liveSubscribed(page, 'announcements');
    await page.goto('/announcements');
    // The status line on the page, not the live region, which may briefly hold the same words as it announces them.
    const status = page
      .getByText(/^Showing \d+ announcements? \(\d+ unread\)$/)
      .and(page.locator(':not([role="status"])'));
    await expect(status).toBeVisible();
    await subscribed;
    const unreadBefore = Number(/\((\d+) unread\)/.exec((await status.textContent()) ?? '')?.[1]);
    await expect(newsLink(page)).toContainText(unreadText(unreadBefore));

    const title = `Shuttle bus times changed (${Date.now()})`;
    const adminApi = await adminRequest(browser);
    const created = await adminApi.post('/api/admin/announcements', {
      data: { title, content: 'The shuttle now leaves every 20 minutes from the Rowan Centre.', category: 'transport' },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).id as number;

    // Within a second, without a reload: the card at the top, the counts and the nav badge.
    await expect(page.getByRole('article').first().getByRole('heading', { name: title })).toBeVisible({
      timeout: 1000,
    });
    await expect(newsLink(page)).toContainText(unreadText(unreadBefore + 1), { timeout: 1000 });
    await expect(status).toHaveText(new RegExp(`\\(${unreadBefore + 1} unread\\)$`));

    // Deleted by the admin: it goes away live too.
    expect((await adminApi.delete(`/api/admin/announcements/${id}`)).status()).toBe(204);
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    await expect(newsLink(page)).toContainText(unreadText(unreadBefore));
    await adminApi.done();
  });

  test('the News badge counts live on other pages too', async ({ page, browser }) => {
    const subscribed = liveSubscribed(page, 'announcements');
    await page.goto('/programme');
    await subscribed;
    const link = newsLink(page);
    await expect(link).toContainText(/\d+ unread announcements?/);
    // The shown number is aria-hidden; the count badge's hidden text holds the full number.
    const label = await link.locator('.ds-count-badge .ds-visually-hidden').textContent();
    const before = Number(/(\d+) unread announcement/.exec(label ?? '')?.[1]);
    const adminApi = await adminRequest(browser);
    const created = await adminApi.post('/api/admin/announcements', {
      data: { title: `Badge check (${Date.now()})`, content: 'Counted in the navigation.' },
    });
    await expect(link).toContainText(unreadText(before + 1), { timeout: 1000 });
    await adminApi.delete(`/api/admin/announcements/${(await created.json()).id}`);
    await adminApi.done();
  });

  test('a cancellation is filed under Schedule and leads to the session (issue 27)', async ({ page, browser }) => {
    const adminApi = await adminRequest(browser);
    const title = `Cancelled for the Schedule filter ${Date.now()}`;
    const created = await adminApi.post('/api/admin/sessions', {
      data: { title, sessionDate: '2027-09-14', startTime: '16:00' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(
      (await adminApi.post(`/api/admin/sessions/${id}/cancel`, { data: { reason: 'Room closed', version: 1 } })).ok(),
    ).toBe(true);
    await adminApi.done();

    await page.goto('/announcements');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    const notice = page.getByRole('article', { name: `Session Cancelled: ${title}` });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('list', { name: 'Tags' })).toContainText('Category: Schedule');
    await notice.getByRole('link', { name: 'View session' }).click();
    await expect(page).toHaveURL(new RegExp(`/session/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
