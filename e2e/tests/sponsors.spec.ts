import type { Page } from '@playwright/test';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';

// In order, one at a time: the editor test adds a sponsor for a while, which the others would count.
test.describe.configure({ mode: 'default' });

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

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
    // The installed clock keeps pace with real time, which a busy machine spends drawing the page. Pause it, and
    // choose the first slide: leaving the slideshow then starts a fresh 5 s that only runFor moves.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByRole('list', { name: 'Choose a sponsor' }).getByRole('button').first().click();
    await expect(counter(page)).toHaveText(`1 of ${count}`);
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

test.describe('Sponsors editor (admin) and the Sponsors page', () => {
  test('an admin adds a sponsor with a logo, attendees see it with its alt text, and the admin deletes it', async ({
    page,
    browser,
  }) => {
    expect((await page.request.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
    await page.goto('/admin#/admin?tab=content&section=sponsors');
    const content = page.getByRole('tabpanel', { name: 'Content' });
    const panel = content.getByRole('tabpanel', { name: 'Sponsors' });
    const list = panel.getByRole('list', { name: 'Sponsors, in the order attendees see them' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(panel.getByText('Attendees see the sponsors on the Sponsors page')).toBeVisible();

    const name = `Acme Aids ${Date.now()}`;
    const alt = `${name}: a green speech bubble`;
    await panel.getByRole('button', { name: 'Add Sponsor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Sponsor' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Website').fill('https://acme.example/');
    const logo = dialog.getByLabel('Logo', { exact: true });
    await logo.setInputFiles({ name: 'acme.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await expect(dialog.getByText('Choose a JPG, PNG, GIF or WebP image (SVG is not accepted).')).toBeVisible();
    await logo.setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByLabel('Logo description').fill(alt);
    await expect(
      dialog.getByRole('figure').filter({ hasText: 'Preview: acme.png' }).getByRole('img'),
    ).toHaveAccessibleName(alt);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add Sponsor' }).click();
    await expect(content.getByText(`Sponsor ${name} added successfully.`)).toBeVisible();

    const item = list.getByRole('listitem').filter({ hasText: name });
    await expect(item.getByRole('img', { name: alt })).toBeVisible();
    // Keyboard: the moved sponsor keeps focus on its button, and the move is announced.
    await item.getByRole('button', { name: `Move up ${name}` }).focus();
    await page.keyboard.press('Enter');
    await expect(content.getByText(new RegExp(`^${name} moved up: now \\d+ of \\d+$`))).toBeVisible();
    await expect(item.getByRole('button', { name: `Move up ${name}` })).toBeFocused();
    await expectNoAxeViolations(page);

    // An attendee (not signed in) sees it on the next load: in the list, and in the slideshow with its alt text.
    const visitor = await browser.newContext();
    const attendee = await visitor.newPage();
    await attendee.goto('/sponsors');
    await expect(
      attendee
        .getByRole('region', { name: 'All sponsors' })
        .getByRole('link', { name: `${name} (opens in a new tab)` }),
    ).toHaveAttribute('href', 'https://acme.example/');
    await attendee.getByRole('list', { name: 'Choose a sponsor' }).getByRole('button', { name }).click();
    const shown = attendee.getByRole('img', { name: alt });
    await expect(shown).toBeVisible();
    await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);

    await item.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete sponsor' }).getByRole('button', { name: 'Delete Sponsor' }).click();
    await expect(content.getByText(`Sponsor ${name} deleted successfully`)).toBeVisible();
    await expect(item).toHaveCount(0);
    await attendee.reload();
    await expect(attendee.getByRole('heading', { level: 1, name: 'Our Sponsors' })).toBeVisible();
    await expect(attendee.getByRole('region', { name: 'All sponsors' })).not.toContainText(name);
    await visitor.close();
  });
});
