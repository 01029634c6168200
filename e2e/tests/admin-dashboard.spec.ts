import type { Page } from '@playwright/test';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';

/** Signs the bootstrap admin in through the API (the page shares the cookie) and opens the admin area. */
async function openAdmin(page: Page, hash = '') {
  const response = await page.request.post('/api/auth/sign-in', { data: admin });
  expect(response.ok()).toBe(true);
  await page.goto(`/admin${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test.describe('Admin shell and dashboard', () => {
  // Two browsers and axe scans per test: give a loaded machine room.
  test.describe.configure({ timeout: 60_000 });

  test('tabs work from the keyboard and follow the URL hash', async ({ page }) => {
    await openAdmin(page);
    await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
    const names = await page.getByRole('tab').allTextContents();
    expect(names.slice(0, 7)).toEqual([
      'Dashboard',
      'Sessions',
      'Q&A',
      'Presenter URLs',
      'Content',
      'Users',
      'Analytics',
    ]);
    await expect(tab(page, 'Dashboard')).toHaveAttribute('aria-selected', 'true');

    // Tab into the tablist from the Logout button: focus lands on the selected tab.
    await page.getByRole('button', { name: 'Logout' }).focus();
    await page.keyboard.press('Tab');
    await expect(tab(page, 'Dashboard')).toBeFocused();

    // Record what the live region says (each message is removed again after 1 s).
    await page.evaluate(() => {
      const region = document.querySelector('[aria-live="polite"]') as HTMLElement;
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      new MutationObserver(() => {
        if (region.textContent) heard.push(region.textContent);
      }).observe(region, { childList: true, characterData: true, subtree: true });
    });
    const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);

    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Sessions')).toBeFocused();
    await expect(tab(page, 'Sessions')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/admin#\/admin\?tab=sessions$/);
    await expect.poll(heard).toContain('Switched to Sessions tab');

    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Q&A')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Question Management' })).toBeVisible();

    await page.keyboard.press('End');
    const last = (await page.getByRole('tab').allTextContents()).at(-1) as string;
    await expect(tab(page, last)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Dashboard')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, last)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab(page, 'Dashboard')).toBeFocused();
    await expect(page).toHaveURL(/#\/admin\?tab=dashboard$/);

    // Tab leaves the tablist for the panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Dashboard' })).toBeFocused();

    // The hash opens a tab: '#/admin?tab={id}', and a bare name; 'announcements' opens Content.
    await page.goto('/admin#/admin?tab=urls');
    await expect(tab(page, 'Presenter URLs')).toHaveAttribute('aria-selected', 'true');
    await page.goto('/admin#questions');
    await expect(tab(page, 'Q&A')).toHaveAttribute('aria-selected', 'true');
    await page.goto('/admin#announcements');
    await expect(tab(page, 'Content')).toHaveAttribute('aria-selected', 'true');
    // Back and Forward move between the hashes.
    await page.goBack();
    await expect(tab(page, 'Q&A')).toHaveAttribute('aria-selected', 'true');
  });

  test('shows the stat cards, pending items and real system status; quick actions open what they name', async ({
    page,
  }) => {
    await openAdmin(page);
    const dashboard = await (await page.request.get('/api/admin/dashboard')).json();

    const stats = page.getByRole('region', { name: 'Statistics' });
    await expect(stats.getByRole('term')).toHaveText([
      'Total Questions',
      'Pending Questions',
      'Announcements',
      'Sessions',
      'Bookmarks',
    ]);
    await expect(stats.getByRole('definition').nth(3)).toHaveText(String(dashboard.stats.sessions));
    await expect(stats.getByRole('definition').nth(2)).toHaveText(String(dashboard.stats.announcements));

    await expect(page.getByRole('region', { name: /^Pending Questions \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Pending URLs \(\d+\)$/ })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem');
    await expect(recent).toHaveCount(10);

    const system = page.getByRole('region', { name: 'System Status' }).getByRole('listitem');
    await expect(system).toHaveCount(3);
    await expect(system.nth(0)).toContainText(/Database Online Answered in \d+ ms · checked at \d\d:\d\d:\d\d/);
    await expect(system.nth(1)).toContainText(/Session store Online \d+ active sign-in session/);
    await expect(system.nth(2)).toContainText('File storage Online Writable');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Review Pending Questions' }).click();
    await expect(tab(page, 'Q&A')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Pending', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(tab(page, 'Dashboard')).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Review Presenter URLs' }).click();
    await expect(tab(page, 'Presenter URLs')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /^Pending \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();

    await page.getByRole('button', { name: 'Manage Sessions' }).click();
    await expect(tab(page, 'Sessions')).toHaveAttribute('aria-selected', 'true');
    await page.goBack();

    await page.getByRole('button', { name: 'Create Announcement' }).click();
    await expect(tab(page, 'Content')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/#\/admin\?tab=content&section=announcements&action=create$/);
  });

  test('a new pending question arriving live refreshes the dashboard; Review opens it', async ({ page, browser }) => {
    await openAdmin(page);
    const pendingRegion = page.getByRole('region', { name: /^Pending Questions \(\d+\)$/ });
    const before = Number((await pendingRegion.getByRole('heading').textContent())?.match(/\d+/)?.[0]);
    await expect(page.getByText('Live updates are on.')).toBeVisible();

    // An attendee in another browser asks a question.
    const attendee = await browser.newContext();
    const stamp = `Live dashboard check ${Date.now()}`;
    const text = `${stamp}: is there step-free access to the poster hall?`;
    const submitted = await attendee.request.post('/api/questions', { data: { text, sessionId: null } });
    expect(submitted.status()).toBe(201);
    await attendee.close();

    // No reload: the new question appears in the pending list, and the count goes up.
    const item = page
      .getByRole('region', { name: /^Pending Questions \(\d+\)$/ })
      .getByRole('listitem')
      .filter({ hasText: stamp });
    await expect(item).toBeVisible();
    const after = Number((await pendingRegion.getByRole('heading').textContent())?.match(/\d+/)?.[0]);
    expect(after).toBeGreaterThan(before);

    await item.getByRole('button', { name: /^Review question from/ }).click();
    await expect(tab(page, 'Q&A')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 3, name: 'Question details' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Question details' }).locator('blockquote')).toHaveText(text);
  });
});
