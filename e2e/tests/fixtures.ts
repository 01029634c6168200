import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

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

export const test = base.extend<{ sessions: SessionSummary[] }>({
  sessions: async ({ request }, use) => {
    const response = await request.get('/api/sessions');
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { sessions: SessionSummary[] };
    await use(body.sessions);
  },
});

export { expect };
