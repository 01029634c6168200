import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('About and Privacy', () => {
  test('About shows its loading state, then every section with the organiser from the API', async ({ page }) => {
    const conference = (await (await page.request.get('/api/conference')).json()) as {
      name: string;
      organiser: string;
      contactEmail: string;
    };
    // Record whether the loading state was ever on screen; a busy machine can pass 500 ms before an assertion.
    await page.addInitScript(() => {
      const seen = () => document.body?.textContent?.includes('Loading About...') ?? false;
      new MutationObserver(() => {
        if (seen()) (window as unknown as { sawAboutLoading: boolean }).sawAboutLoading = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // Opened from another page: a page sent rendered (issue 36) has About's text at once, with no loading state.
    await page.goto('/privacy-policy');
    await expect(page.locator('html')).toHaveAttribute('data-cc-interactive', 'true', { timeout: 30_000 });
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sawAboutLoading?: boolean }).sawAboutLoading)).toBe(true);
    await expect(page.getByText('Loading About...')).toHaveCount(0);
    const main = page.getByRole('main');
    for (const heading of [
      'Our vision',
      'Our values',
      'Our history',
      'Our team',
      'Board of trustees',
      'Partnerships',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const value of ['Excellence', 'Innovation', 'Collaboration', 'Accessibility']) {
      await expect(main.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
    for (const stat of ['2,500+ attendees', '150+ presentations', '45 countries', '95% satisfaction']) {
      await expect(main.getByText(stat)).toBeVisible();
    }
    await expect(main.getByText(`${conference.name} is organised by ${conference.organiser}`)).toBeVisible();
    await expect(main.getByRole('link', { name: conference.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${conference.contactEmail}`,
    );
    await expect(page).toHaveTitle('About – Conference Companion');
    await expectNoAxeViolations(page);
  });

  test('Privacy covers the policy, and Manage Cookie Settings brings the banner back', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy and Cookie Policy' })).toBeVisible();
    const main = page.getByRole('main');
    for (const heading of ['Necessary cookies', 'Analytics cookies', 'Marketing cookies']) {
      await expect(main.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    for (const heading of ['Stored in your browser', 'Stored on our server', 'Your rights', 'Third parties']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page).toHaveTitle('Privacy and Cookie Policy – Conference Companion');
    await expectNoAxeViolations(page);

    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).not.toBeNull();

    await Promise.all([
      page.waitForEvent('load'),
      main.getByRole('button', { name: 'Manage Cookie Settings' }).click(),
    ]);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy and Cookie Policy' })).toBeVisible();
  });
});
