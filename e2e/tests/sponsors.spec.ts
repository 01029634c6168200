import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

interface SponsorSummary {
  name: string;
  url: string;
  logoStyle: 'image' | 'background';
}

async function openSponsors(page: Page): Promise<SponsorSummary[]> {
  const { sponsors } = (await (await page.request.get('/api/sponsors')).json()) as { sponsors: SponsorSummary[] };
  // A fake clock from the start, so the 5 s timer runs only when the test says.
  await page.clock.install();
  await page.goto('/sponsors');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Sponsors' })).toBeVisible();
  await expect(page.getByText(`1 of ${sponsors.length}`, { exact: true })).toBeVisible();
  return sponsors;
}

/** Takes focus and the pointer out of the slideshow, which holds it still. */
async function leaveSlideshow(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const counter = (page: Page) => page.getByText(/^\d+ of \d+$/);

test.describe('Sponsors', () => {
  test('shows every sponsor, wraps both ways and jumps with the dots', async ({ page }) => {
    const sponsors = await openSponsors(page);
    const count = sponsors.length;
    expect(count).toBe(19);
    await expect(page.getByText('Thank you to our amazing sponsors who make this conference possible!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `${count} Sponsors` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();

    await page.getByRole('button', { name: 'Previous sponsor' }).click();
    await expect(counter(page)).toHaveText(`${count} of ${count}`);
    await expect(page.getByRole('img', { name: `${sponsors[count - 1]!.name} logo` })).toBeVisible();
    await page.getByRole('button', { name: 'Next sponsor' }).click();
    await expect(counter(page)).toHaveText(`1 of ${count}`);

    const dots = page.getByRole('list', { name: 'Choose a sponsor' }).getByRole('button');
    await expect(dots).toHaveCount(count);
    const fifth = sponsors[4]!;
    const dot = dots.filter({ hasText: fifth.name });
    await dot.click();
    await expect(counter(page)).toHaveText(`5 of ${count}`);
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', { name: new RegExp(`^${fifth.name} logo`) })).toHaveAttribute(
      'href',
      fifth.url,
    );

    // The background-style logos have an accessible name too.
    const background = sponsors.findIndex((s) => s.logoStyle === 'background');
    await dots.nth(background).click();
    await expect(page.getByRole('img', { name: `${sponsors[background]!.name} logo` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('plays every 5 seconds, pauses and plays on request, and holds still while focused', async ({ page }) => {
    const sponsors = await openSponsors(page);
    const count = sponsors.length;
    await leaveSlideshow(page);
    await page.clock.runFor(4000);
    await expect(counter(page)).toHaveText(`1 of ${count}`);
    await page.clock.runFor(1000);
    await expect(counter(page)).toHaveText(`2 of ${count}`);

    // Focus inside holds it (WCAG 2.2.2) without changing the Play/Pause choice.
    await page.getByRole('button', { name: 'Next sponsor' }).focus();
    await expect(page.getByText('Holding still while you use the slideshow.')).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(counter(page)).toHaveText(`2 of ${count}`);
    await leaveSlideshow(page);
    await page.clock.runFor(5000);
    await expect(counter(page)).toHaveText(`3 of ${count}`);

    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await leaveSlideshow(page);
    await page.clock.runFor(20_000);
    await expect(counter(page)).toHaveText(`3 of ${count}`);
    await expect(page.getByText('Paused.', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await leaveSlideshow(page);
    await page.clock.runFor(5000);
    await expect(counter(page)).toHaveText(`4 of ${count}`);
  });

  test('Enter on the logo opens the sponsor in a new tab, without opener', async ({ page, context }) => {
    // The sponsors' sites are outside; answer for them so the new tab has something to load.
    await context.route('https://example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sponsor</title><p>Sponsor site</p>' }),
    );
    const sponsors = await openSponsors(page);
    const link = page.getByRole('link', { name: new RegExp(`^${sponsors[0]!.name} logo`) });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await link.focus();
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(sponsors[0]!.url);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
  });

  test('lists every sponsor beside the slideshow, each a link to its website in a new tab', async ({ page }) => {
    const sponsors = await openSponsors(page);
    const list = page.getByRole('region', { name: 'All sponsors' });
    const links = list.getByRole('link');
    await expect(links).toHaveCount(sponsors.length);
    for (const [index, sponsor] of sponsors.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAccessibleName(`${sponsor.name} (opens in a new tab)`);
      await expect(link).toHaveAttribute('href', sponsor.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
