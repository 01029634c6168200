import type { Page } from '@playwright/test';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';

async function signInAs(page: Page, user: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/sign-in', { data: user });
  expect(response.status()).toBe(200);
}

test.describe('Admin analytics', () => {
  test('shows the totals and charts with table equivalents, and switching the range changes the figures', async ({
    page,
  }) => {
    await signInAs(page, admin);
    const week = page.waitForResponse((response) => response.url().includes('/api/admin/analytics?days=7'));
    await page.goto('/admin#/admin?tab=analytics');
    await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    const figures = await (await week).json();
    await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

    // The five totals, as the server computed them.
    const questions = page.locator('.cc-total', { hasText: 'Total Questions' });
    await expect(questions).toContainText(String(figures.totals.questions.value));
    for (const label of ['Total Bookmarks', 'Active Users', 'Announcements', 'Sessions']) {
      await expect(page.locator('.cc-total', { hasText: label })).toContainText('Change:');
    }
    // Nothing existed a week before the seed: no percentage can be computed.
    await expect(page.locator('.cc-total', { hasText: 'Sessions' })).toContainText(
      'Change: no data in the previous period',
    );

    // Charts are images with a summary, and each has its table.
    await expect(page.getByRole('img', { name: /^Question status: Pending \d+/ })).toBeVisible();
    const activity = page.getByRole('region', { name: 'Activity over time' });
    await activity.getByRole('button', { name: 'Show as table' }).click();
    const activityTable = activity.getByRole('table', { name: 'Activity per day' });
    await expect(activityTable.locator('tbody tr')).toHaveCount(7);
    const status = page.getByRole('region', { name: 'Question status' });
    await status.getByRole('button', { name: 'Show as table' }).click();
    await expect(status.getByRole('table', { name: 'Question status' })).toContainText(
      `Pending${figures.questionStatus[0].count}`,
    );
    await expect(page.getByRole('table', { name: /Attendance estimate/ }).locator('tbody tr')).toHaveCount(10);

    // 30 days: a month of activity, compared with the month before.
    const month = page.waitForResponse((response) => response.url().includes('/api/admin/analytics?days=30'));
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    expect((await month).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(activityTable.locator('tbody tr')).toHaveCount(30);
    await expect(questions).toContainText('in the last 30 days');
    await expect(page.getByText(/^The last 30 days, /)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('refuses analytics to callers who are not admins', async ({ request }) => {
    expect((await request.get('/api/admin/analytics?days=7')).status()).toBe(401);
  });
});
