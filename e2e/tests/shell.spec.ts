import { expect, test } from './fixtures';

test.describe('App shell', () => {
  test('navigation lists the pages in order and the skip link reaches the main content', async ({ page }) => {
    await page.goto('/programme');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Sponsors' })).toBeVisible();
    const names = await nav.getByRole('link').allInnerTexts();
    const order = ['Home', 'Programme', 'My Agenda', 'Map', 'News', 'Q&A', 'Sponsors'];
    expect(names.map((n) => order.find((o) => n.trim().startsWith(o)))).toEqual(order);
    await expect(nav.getByRole('link', { name: 'Programme' })).toHaveAttribute('aria-current', 'page');

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('the cookie banner stores the choice and does not come back', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Customize' }).click();
    await banner.getByRole('checkbox', { name: /Analytics/ }).check();
    await banner.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner).toHaveCount(0);
    const consent = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));
    expect(consent).toMatchObject({ necessary: true, analytics: true, marketing: false });
    expect(typeof consent.timestamp).toBe('string');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });

  test('accessibility controls change the page and are remembered', async ({ page }) => {
    await page.goto('/programme');
    await page.getByRole('button', { name: 'Accessibility', exact: true }).click();
    await page.getByRole('checkbox', { name: /High contrast/i }).check();
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await page.getByRole('radio', { name: 'Extra large' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'xl');
    const stored = await page.evaluate(() => [
      localStorage.getItem('cm-high-contrast'),
      localStorage.getItem('cm-font-size'),
    ]);
    expect(stored).toEqual(['true', 'xl']);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'xl');
  });

  test('an unknown page says so', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
