import type { Page } from '@playwright/test';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';
import { invitedAdmin } from './invited-admin';

async function signInAs(page: Page, user: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/sign-in', { data: user });
  expect(response.status()).toBe(200);
}

test.describe('Admin audit log', () => {
  test('lists a user creation with who did it by name, when in words, and the fields it set by label', async ({
    page,
  }) => {
    await signInAs(page, admin);
    const email = `audited-${Date.now()}-${Math.floor(Math.random() * 1e6)}@conference.test`;
    // Made by invitation: the invitee is the one who creates the account, by choosing a password.
    const id = await invitedAdmin(page.request, {
      email,
      name: 'Audited Person',
      password: 'a-long-enough-password-1',
    });
    const user = { id };

    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/#\/admin\?tab=audit$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Record type').selectOption('user');

    const entry = page.locator('article', { hasText: user.id });
    await expect(entry.getByRole('heading', { level: 3, name: 'User created' })).toBeVisible();
    // The invitee made the account by choosing a password.
    await expect(entry).toContainText(`ByAudited Person (${email})`);
    await expect(entry).toContainText(`User ${user.id}: Audited Person`);
    // Written out, with the zone named: 'Thursday, 26 November 2026 at 08:45:12 Greenwich Mean Time'.
    await expect(entry.locator('time')).toHaveText(
      /^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}:\d{2} [A-Z]/,
    );
    const disclosure = entry.getByRole('button', { name: /^Show changes/ });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const changes = entry.getByRole('table', { name: 'Fields set' });
    await expect(changes.getByRole('row', { name: `Email ${email}` })).toBeVisible();
    await expect(changes.getByRole('row', { name: 'Name Audited Person' })).toBeVisible();
    await expect(changes.getByRole('row', { name: 'Account active Yes' })).toBeVisible();
    await expect(changes).not.toContainText('argon2');
    await expectNoAxeViolations(page);
  });
});
