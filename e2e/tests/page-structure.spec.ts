import type { Page } from '@playwright/test';
import {
  clearLiveLog,
  dismissCookieBanner,
  goClientSide,
  liveLog,
  recordLiveRegions,
  signInAsAdmin,
  waitForPage,
} from './a11y-support';
import { expect, type SessionSummary, test } from './fixtures';

/**
 * The structure assistive technology navigates by: a title per page, the four landmarks, one main heading,
 * headings in order, and live-region announcements that are made when the spec says and never flood.
 */

const ATTENDEE_PATHS = (sessions: SessionSummary[]) => {
  const session = sessions.find((s) => s.status !== 'cancelled' && s.description);
  if (!session) throw new Error('The seed has no running session with a description');
  return [
    '/',
    '/programme',
    `/session/${session.id}`,
    '/my-agenda',
    '/timetable',
    '/map',
    '/announcements',
    '/qa',
    `/qa/${session.id}`,
    '/sponsors',
    '/speakers',
    '/speakers/ishbel-moncrieff',
    '/about',
    '/privacy-policy',
    '/accessibility',
    '/no-such-page',
    '/account/sign-in',
    '/account/sign-up',
  ];
};

/** Title, landmarks, one h1, heading order: the problems found on the current page. */
async function structureProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const [role, name] of [
    ['banner', 'banner'],
    ['navigation', 'navigation'],
    ['main', 'main'],
    ['contentinfo', 'contentinfo'],
  ] as const) {
    const count = await page.getByRole(role).count();
    if (count === 0 || (role !== 'navigation' && count > 1)) problems.push(`${count} ${name} landmarks`);
  }
  const levels = await page.evaluate(() =>
    Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))
      .filter((h) => h.checkVisibility() || h.closest('.ds-visually-hidden'))
      .map((h) => ({ level: Number(h.tagName[1]), text: h.textContent?.trim().slice(0, 40) ?? '' })),
  );
  const h1s = levels.filter((h) => h.level === 1);
  if (h1s.length !== 1) problems.push(`${h1s.length} h1 headings: ${h1s.map((h) => h.text).join(' | ')}`);
  let previous = 1;
  for (const [index, heading] of levels.entries()) {
    // Headings before the h1 (the shell's) may start at 2; after that, each goes at most one level deeper.
    if (index > 0 && heading.level > previous + 1) {
      problems.push(`h${heading.level} "${heading.text}" follows h${previous}`);
    }
    previous = heading.level;
  }
  return problems;
}

test.describe('Page structure', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('every attendee page has its own title, the landmarks, one h1 and headings in order', async ({
    page,
    sessions,
  }) => {
    const titles = new Map<string, string>();
    const problems: string[] = [];
    await page.goto('/');
    let previous: string | undefined;
    for (const path of ATTENDEE_PATHS(sessions)) {
      await goClientSide(page, path);
      await waitForPage(page);
      // The title follows the page (React hoists each page's <title>); wait for it to change.
      if (previous !== undefined) await expect.poll(() => page.title()).not.toBe(previous);
      const title = await page.title();
      previous = title;
      if (!title.trim()) problems.push(`${path}: no document title`);
      const same = [...titles].find(([, other]) => other === title);
      if (same) problems.push(`${path}: same title as ${same[0]} ("${title}")`);
      titles.set(path, title);
      problems.push(...(await structureProblems(page)).map((p) => `${path}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  test('the admin area has the landmarks, one h1 and headings in order on every tab', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await waitForPage(page);
    const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
    const problems: string[] = [];
    for (const label of await tabs.allInnerTexts()) {
      await tabs.filter({ hasText: label }).first().click();
      await expect(page.getByRole('tabpanel', { name: label })).toBeVisible();
      await expect(page.locator('main .ds-loading')).toHaveCount(0, { timeout: 15_000 });
      problems.push(...(await structureProblems(page)).map((p) => `admin ${label}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  test('a change of page moves focus to its h1 and announces it once, with the page’s own message', async ({
    page,
  }) => {
    await recordLiveRegions(page);
    await page.goto('/');
    await waitForPage(page);
    await clearLiveLog(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^News/ }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Conference News & Announcements' });
    await expect(heading).toBeFocused();
    // attendee.md §2: News announces that it has loaded; the change of page names the page.
    await expect.poll(() => liveLog(page)).toContain('Conference news and announcements page loaded');
    await page.waitForTimeout(1500);
    const log = await liveLog(page);
    expect(log.filter((text) => text === 'Conference News & Announcements').length).toBeLessThanOrEqual(1);
    expect(new Set(log).size, `repeated: ${log.join(' | ')}`).toBe(log.length);
    expect(log.length).toBeLessThanOrEqual(3);

    await clearLiveLog(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sponsors' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Sponsors' })).toBeFocused();
    await expect.poll(() => liveLog(page)).toContain('Sponsors page loaded with automatic slideshow');
  });

  test('a filter change on the programme is announced once, not once per key', async ({ page }) => {
    await recordLiveRegions(page);
    await page.goto('/programme');
    await waitForPage(page);
    const count = page.getByText(/^Showing \d+ of \d+ sessions$/);
    await expect(count).toBeVisible();
    await clearLiveLog(page);
    await page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: /Search/ }))
      .first()
      .focus();
    await page.keyboard.type('communication', { delay: 60 });
    await expect(count).toHaveText(/^Showing \d+ of \d+ sessions$/);
    await page.waitForTimeout(1500);
    const log = await liveLog(page);
    expect(log.length, `announced: ${log.join(' | ')}`).toBeLessThanOrEqual(2);
    expect(log.at(-1)).toBe(await count.textContent());

    await clearLiveLog(page);
    await page.getByRole('button', { name: 'Monday' }).click();
    await page.waitForTimeout(1500);
    const afterDay = await liveLog(page);
    expect(afterDay).toEqual([await count.textContent()]);
  });

  test('the footer links to the accessibility statement', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'hello@talkingtogether.example' }).first()).toBeVisible();
  });

  test('switching admin tabs announces the tab once', async ({ page }) => {
    await recordLiveRegions(page);
    await signInAsAdmin(page);
    await page.goto('/admin');
    await waitForPage(page);
    await clearLiveLog(page);
    await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'Users' }).click();
    await expect.poll(() => liveLog(page)).toContain('Switched to Users tab');
    await page.waitForTimeout(1500);
    const log = await liveLog(page);
    expect(log.filter((text) => text === 'Switched to Users tab')).toHaveLength(1);
    expect(log.length, `announced: ${log.join(' | ')}`).toBeLessThanOrEqual(2);
  });
});
