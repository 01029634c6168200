import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/** The bootstrap admin the e2e server starts with (scripts/e2e-server.mjs). */
export const admin = { email: 'admin@conference.test', password: 'e2e-admin-password-2027' };

export interface SessionSummary {
  id: number;
  title: string;
  day: string | null;
  track: string | null;
  sessionNumber: string | null;
  speaker: string | null;
  description: string | null;
  category: string;
  status: string;
}

/**
 * Waits until the programme lists every session its count names. The page draws a long list a few cards per task,
 * so a scan started at the first cards would race the rest being added.
 */
export async function waitForWholeProgramme(page: Page) {
  const count = page.getByRole('main').getByText(/^Showing \d+ of \d+ sessions$/);
  // The whole week's cards draw in one go; on a busy 2-core machine that can take longer than 7 s.
  await expect(count).toBeVisible({ timeout: 15_000 });
  const shown = Number((await count.textContent())?.match(/^Showing (\d+)/)?.[1]);
  // One card (article) per session, under its day and start-time headings.
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(shown, { timeout: 15_000 });
}

/**
 * Lets every finite animation on the page end (an alert fading in over 300 ms): contrast measured halfway through a
 * fade is the fade's, not the page's. Endless ones (a spinner) are left running.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) =>
          Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Fails the test with the list of violations, so the report says what to fix. */
export async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * A page the server sent with its content (issue 28) reads at once, but its controls respond only once the app has
 * hydrated it (the host marks <html data-cc-interactive>). Tests act like a person who waits for the page to
 * finish loading: every navigation waits for that, within 15 s (a page whose remote cannot load never gets there;
 * its test then sees the message it expects), unless it asked to return early.
 */
async function waitUntilInteractive(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => !document.getElementById('cc-ssr-data') || document.documentElement.dataset.ccInteractive === 'true',
      undefined,
      { timeout: 15_000 },
    )
    .catch((error: Error) => {
      if (error.name !== 'TimeoutError') return;
      // 15 s of the suite's time gone in silence: said in the report, so a profile of the suite can find it.
      const description = `${page.url()} was not interactive after 15 s`;
      test.info().annotations.push({ type: 'waited for interactive', description });
      console.log(`waited for interactive: ${test.info().title}: ${description}`);
    });
}

function waitOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // A test that asks for an early return (waitUntil 'commit' or 'domcontentloaded') looks at the page loading.
    const early = ['commit', 'domcontentloaded'].includes(args[1]?.waitUntil ?? 'load');
    if (!early) await waitUntilInteractive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitUntilInteractive(page);
    return response;
  };
  page.goBack = async (...args) => {
    const response = await goBack(...args);
    await waitUntilInteractive(page);
    return response;
  };
}

function waitOnNavigationIn(context: BrowserContext): void {
  for (const page of context.pages()) waitOnNavigation(page);
  context.on('page', waitOnNavigation);
}

export const test = base.extend<{ sessions: SessionSummary[] }>({
  context: async ({ context }, use) => {
    waitOnNavigationIn(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        // With scripts off a page never becomes interactive: waiting for it only lost 15 s a page.
        if (args[0]?.javaScriptEnabled !== false) waitOnNavigationIn(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  sessions: async ({ request }, use) => {
    const response = await request.get('/api/sessions');
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { sessions: SessionSummary[] };
    await use(body.sessions);
  },
});

export { expect };
