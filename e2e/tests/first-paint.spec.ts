import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The shell's first paint does not wait for a remote (issue 16): the host draws its header, navigation, skip link
// and <main>, and at "/" Home's introduction, before the attendee remote's federation runtime or modules run.
// These are the page that starts in the browser (`?shell`: as when no server build can render it); a page sent
// rendered (issue 28) is checked at the end.

const INTRO =
  'Your companion for the conference: the programme, your own agenda, the venue and its access, and the latest news.';

/** Holds back the attendee remote's manifest and entry script (the page's preloads of them too) until released. */
async function holdAttendeeRemote(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/remotes\/attendee\/(mf-manifest\.json|remoteEntry\.js)(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('First paint', () => {
  test("draws the shell and Home's introduction while the attendee remote has not loaded, and Home takes over in place", async ({
    page,
    request,
  }) => {
    const conference = (await (await request.get('/api/conference')).json()) as { name: string };
    const release = await holdAttendeeRemote(page);
    await page.goto('/?shell');

    const main = page.getByRole('main');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: conference.name })).toBeVisible();
    const intro = main.getByText(INTRO);
    await expect(intro).toBeVisible();
    await expect(main.getByText('Loading the attendee pages...')).toBeVisible();
    // Nothing of the remote's: its files are still held back.
    await expect(page.getByRole('region', { name: 'Quick access' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    const before = await intro.boundingBox();

    release();
    await expect(page.getByRole('region', { name: 'Quick access' }).getByRole('link').first()).toBeVisible();
    // Home drew the same introduction in the same place, once: one <h1>, one copy of the text, nothing moved.
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(conference.name);
    await expect(main.getByText(INTRO)).toHaveCount(1);
    await expect(main.getByText('Loading the attendee pages...')).toHaveCount(0);
    expect(await main.getByText(INTRO).boundingBox()).toEqual(before);
  });

  for (const [path, pageHeading] of [
    ['/', null],
    ['/programme', 'Conference Programme'],
  ] as const) {
    test(`at ${path} the shell is on screen before the attendee remote's code is run`, async ({ page }) => {
      // Times, in the page's clock: the first animation frame (its paint follows at once) holding the shell, and at
      // "/" Home's introduction; and when the remote's entry script was put into the page to run.
      await page.addInitScript((withIntro: boolean) => {
        const marks = { shellFrame: 0, remoteEntry: 0 };
        Object.assign(window, { firstPaintMarks: marks });
        const drawn = () =>
          document.querySelector('header') &&
          document.querySelector('nav') &&
          document.querySelector('main') &&
          (!withIntro || document.querySelector('main h1'));
        const onFrame = () => {
          if (drawn()) marks.shellFrame = performance.now();
          else requestAnimationFrame(onFrame);
        };
        requestAnimationFrame(onFrame);
        new MutationObserver(() => {
          if (!marks.remoteEntry && document.querySelector('script[data-cc-remote="attendee"]')) {
            marks.remoteEntry = performance.now();
          }
        }).observe(document, { childList: true, subtree: true });
      }, path === '/');
      await page.goto(`${path}?shell`);
      if (pageHeading) await expect(page.getByRole('heading', { level: 1, name: pageHeading })).toBeVisible();
      else await expect(page.getByRole('region', { name: 'Quick access' })).toBeVisible();

      const marks = await page.evaluate(
        () => (window as unknown as { firstPaintMarks: { shellFrame: number; remoteEntry: number } }).firstPaintMarks,
      );
      expect(marks.shellFrame).toBeGreaterThan(0);
      expect(marks.remoteEntry).toBeGreaterThan(marks.shellFrame);
    });
  }

  test('a page sent rendered shows its content before any remote code runs, and hydrating moves nothing', async ({
    page,
    request,
  }) => {
    // The server renders a page once it is asked for it; the second answer is the rendered one.
    await expect(async () => {
      expect(await (await request.get('/programme')).text()).toContain('id="cc-ssr-data"');
    }).toPass({ timeout: 15_000 });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const release = await holdAttendeeRemote(page);
    await page.goto('/programme', { waitUntil: 'domcontentloaded' });

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Conference Programme' })).toBeVisible();
    const firstCard = main.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    const before = await firstCard.boundingBox();
    expect(await page.evaluate(() => document.documentElement.dataset.ccInteractive)).toBeUndefined();

    release();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.ccInteractive)).toBe('true');
    expect(await firstCard.boundingBox()).toEqual(before);
    expect(problems.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);
  });
});
