import { expect, expectNoAxeViolations, test, waitForWholeProgramme } from './fixtures';

test.describe('Accessibility scans (wcag2a, wcag2aa, wcag21aa, wcag22aa)', () => {
  test('/programme has no axe violations', async ({ page }) => {
    // The whole programme under the full axe scan took 12-14 s on two busy cores: three times the usual time limit.
    test.slow();
    await page.goto('/programme');
    await waitForWholeProgramme(page);
    await expectNoAxeViolations(page);
  });

  test('/programme with the cookie banner dismissed has no axe violations', async ({ page }) => {
    test.slow();
    await page.goto('/programme');
    await page.getByRole('button', { name: 'Reject All' }).click();
    await expect(page.getByRole('button', { name: 'Reject All' })).toHaveCount(0);
    await waitForWholeProgramme(page);
    await expectNoAxeViolations(page);
  });

  test('/admin sign-in has no axe violations', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/admin dashboard has no axe violations', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill('admin@conference.test');
    await page.getByLabel('Password', { exact: true }).fill('e2e-admin-password-2027');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
