import type { Locator, Page } from '@playwright/test';
import { clearLiveLog, dismissCookieBanner, liveLog, recordLiveRegions, waitForPage } from './a11y-support';
import { admin, expect, test } from './fixtures';

/**
 * The main flows with the keyboard alone: no clicks, no fill(); only Tab, Shift+Tab, Enter, Space, arrows and
 * typing. Every focus stop on the way is checked: focus is drawn (outline or shadow) and not hidden under the
 * header or anything else; each change of page puts focus on the new h1 and announces the page.
 */

/** What is wrong with where focus is now, or null. */
async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    if (element.matches(':focus-visible')) {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      if (!outline && style.boxShadow === 'none') return `${name} has no visible focus indicator`;
    }
    const rect = element.getBoundingClientRect();
    const header = document.querySelector('body > div header, header.cc-header');
    if (header) {
      const position = getComputedStyle(header).position;
      if ((position === 'sticky' || position === 'fixed') && rect.top < header.getBoundingClientRect().bottom) {
        return `${name} is under the sticky header`;
      }
    }
    // WCAG 2.4.11: something else (a banner, a floating button) must not cover the focused control.
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(rect.top + Math.min(rect.height / 2, 10), 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (rect.width > 0 && hit && !element.contains(hit) && !hit.contains(element) && !hit.closest('label')) {
      return `${name} is covered by ${hit.tagName.toLowerCase()}.${Array.from(hit.classList).join('.')}`;
    }
    return null;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  const problems: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const problem = await focusProblem(page);
    if (problem) problems.push(problem);
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(problems, 'focus problems on the way').toEqual([]);
      return;
    }
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

/** Skip link first, so a flow starts at the page's content as a keyboard user would. */
async function skipToMain(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
}

/**
 * Follows a main navigation link by keyboard and checks focus and announcement on the new page: the shell names the
 * page, unless the page announces its own arrival (News), which then is the announcement.
 */
async function goByNavigation(page: Page, link: RegExp, heading: string, announced = heading) {
  const target = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link });
  if (!(await target.isVisible())) {
    // 320 px: the navigation sits behind the Menu button.
    await tabTo(page, page.getByRole('button', { name: 'Menu' }), { back: true });
    await page.keyboard.press('Enter');
    await tabTo(page, target);
  } else {
    await tabTo(page, target, { back: true });
  }
  await clearLiveLog(page);
  await page.keyboard.press('Enter');
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeFocused();
  await expect.poll(() => liveLog(page)).toContain(announced);
}

test.describe('Keyboard flows', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
    await recordLiveRegions(page);
  });

  test('filter the programme and bookmark a session, then export the agenda', async ({ page }) => {
    await page.goto('/programme');
    await waitForPage(page);
    const count = page.getByText(/^Showing \d+ of \d+ sessions$/);
    await expect(count).toBeVisible();
    const all = (await count.textContent()) ?? '';
    await skipToMain(page);

    const search = page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: /Search/ }))
      .first();
    await tabTo(page, search);
    await page.keyboard.type('eye gaze');
    await expect(count).not.toHaveText(all);
    const monday = page.getByRole('button', { name: 'Monday', exact: true });
    await tabTo(page, monday);
    await page.keyboard.press('Space');
    await expect(monday).toHaveAttribute('aria-pressed', 'true');

    const card = page.getByRole('article').first();
    const title = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
    const add = card.getByRole('button', { name: /Add to Agenda/ });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: /In Agenda/ })).toHaveAttribute('aria-pressed', 'true');

    await goByNavigation(page, /^My Agenda/, 'My Agenda');
    await expect(page.getByRole('main').getByText(title).first()).toBeVisible();
    const exportButton = page.getByRole('button', { name: 'Export Agenda' });
    await tabTo(page, exportButton);
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe('my-agenda.txt');
  });

  test('read a news item in full and mark it read', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    await skipToMain(page);
    await goByNavigation(
      page,
      /^News/,
      'Conference News & Announcements',
      'Conference news and announcements page loaded',
    );

    const unread = page.getByRole('article').filter({ has: page.getByRole('button', { name: /Mark as Read/ }) });
    const before = await unread.count();
    // Cards by their own name, since reading one changes which cards are unread.
    const [firstTitle, secondTitle] = await unread.evaluateAll((cards) =>
      cards.slice(0, 2).map((card) => card.querySelector('h2, h3')?.textContent?.trim() ?? ''),
    );
    const first = page.getByRole('article', { name: firstTitle });
    await tabTo(page, first.getByRole('button', { name: 'Read More' }));
    await page.keyboard.press('Enter');
    await expect(first.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');

    const second = page.getByRole('article', { name: secondTitle });
    const markRead = second.getByRole('button', { name: 'Mark as Read' });
    await tabTo(page, markRead);
    await page.keyboard.press('Space');
    await expect(markRead).toHaveCount(0);
    await expect(unread).not.toHaveCount(before);
    // Focus is not dropped to the top of the page when the button it was on goes away.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    expect(await focusProblem(page)).toBeNull();
  });

  test('ask a question and vote in Q&A', async ({ page }) => {
    await page.goto('/qa');
    await waitForPage(page);
    await skipToMain(page);

    await tabTo(page, page.getByRole('button', { name: 'Ask a Question' }));
    await page.keyboard.press('Enter');
    const question = page.getByRole('textbox', { name: 'Your question' });
    await tabTo(page, question);
    const text = `Keyboard flow: will the quiet room be open at lunch? (${Date.now()})`;
    await page.keyboard.type(text);
    await tabTo(page, page.getByRole('button', { name: 'Submit Question' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByText(/It will appear here once an admin has reviewed it\./)).toBeVisible();

    const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Vote/ }) });
    const cardId = await card.first().getAttribute('aria-labelledby');
    const chosen = page.locator(`article[aria-labelledby="${cardId}"]`);
    await tabTo(page, chosen.getByRole('button', { name: /^Vote/ }));
    await clearLiveLog(page);
    await page.keyboard.press('Enter');
    await expect(chosen.getByRole('button', { name: 'You already voted' })).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(() => liveLog(page)).toContain('Vote recorded');
  });

  test('as an admin: sign in, approve a question, create an announcement in a dialog that keeps focus', async ({
    page,
  }) => {
    // An attendee's question to approve.
    const text = `Keyboard approval: is there step-free access to the poster hall? (${Date.now()})`;
    expect((await page.request.post('/api/questions', { data: { text, sessionId: null } })).ok()).toBe(true);

    await page.goto('/admin');
    const email = page.getByLabel('Email');
    await expect(email).toBeVisible();
    await skipToMain(page);
    await tabTo(page, email);
    await page.keyboard.type(admin.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    // Tabs: one Tab stop; arrows move between them (WAI-ARIA tabs).
    const tabs = page.getByRole('tablist', { name: 'Admin sections' });
    // Each arrow moves focus a moment later (after the key's own handling), as the next press would for a person.
    await tabTo(page, tabs.getByRole('tab', { selected: true }));
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Sessions' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Q&A' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Q&A' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => liveLog(page)).toContain('Switched to Q&A tab');

    const search = page.getByRole('searchbox', { name: 'Search questions' });
    await tabTo(page, search);
    await page.keyboard.type('step-free access to the poster hall');
    const item = page.getByRole('button', { name: /Keyboard approval/ });
    await tabTo(page, item);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 3, name: 'Question details' })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Approve Only' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question approved successfully')).toBeVisible();

    // Content tab, then the Create Announcement dialog.
    await tabTo(page, tabs.getByRole('tab', { selected: true }), { back: true });
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Presenter URLs' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Content' })).toBeFocused();
    const panel = page.getByRole('tabpanel', { name: 'Content' });
    const opener = panel.getByRole('button', { name: 'Create Announcement' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Announcement' });
    await expect(dialog.getByLabel('Title')).toBeFocused();

    // Focus stays in the dialog both ways round.
    // A native modal dialog: the page behind is inert, so past its last control focus can only go to the browser's
    // own controls (seen here as no element) and then comes back to the dialog; it never reaches the page.
    for (const key of ['Tab', 'Shift+Tab']) {
      let inside = 0;
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press(key);
        const where = await dialog.evaluate((d) => {
          const active = document.activeElement;
          return d.contains(active) ? 'dialog' : !active || active === document.body ? 'browser' : active.outerHTML;
        });
        expect(['dialog', 'browser']).toContain(where);
        if (where === 'dialog') inside += 1;
      }
      expect(inside).toBeGreaterThanOrEqual(10);
    }
    // Escape closes it and focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Title')).toBeFocused();
    const title = `Keyboard notice ${Date.now()}`;
    await page.keyboard.type(title);
    await tabTo(page, dialog.getByLabel('Content', { exact: true }));
    await page.keyboard.type('Made with the keyboard alone.');
    await tabTo(page, dialog.getByRole('button', { name: 'Create Announcement' }));
    await page.keyboard.press('Enter');
    await expect(panel.getByText('Announcement created successfully')).toBeVisible();
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });

  test('at 320 px wide the same checks hold through the menu', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await waitForPage(page);
    await skipToMain(page);
    await goByNavigation(page, /^Programme/, 'Conference Programme');
    await goByNavigation(page, /^Q&A/, 'Questions & Answers');
  });
});
