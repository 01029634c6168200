/**
 * Issue 35, "Fewer presses": writing a question with the keyboard alone in few presses, the question area on a phone
 * with the largest text, no sideways scrolling at 320 px, a deleted phrase brought back with Undo, and focus after
 * renaming a phrase on that phrase's Rename button, not the page's body.
 */
import type { Locator, Page } from '@playwright/test';
import {
  applySetting,
  dismissCookieBanner,
  liveLog,
  recordLiveRegions,
  reflowProblems,
  SETTINGS,
  waitForPage,
} from './a11y-support';
import { expect, type SessionSummary, test } from './fixtures';

/**
 * A session whose questions are not open yet (the conference is in 2027), so a question can wait for them. Not the
 * first few: other specs open the questions of the first sessions by hand (question-drafts, question-composer), and
 * "Send when questions open" then sends at once.
 */
const futureSession = (sessions: SessionSummary[]) => {
  const session = sessions.filter((entry) => entry.status !== 'cancelled' && entry.description)[7];
  if (!session) throw new Error('The seed has no session to ask about');
  return session;
};

const composer = (page: Page) => page.getByRole('region', { name: 'Your questions for this session' });

/** Waits until the question box is this browser's (its first draw from the server cannot be written in yet). */
async function composerReady(page: Page) {
  await waitForPage(page);
  await expect(composer(page).getByTestId('draft-status').first()).toHaveText('Draft', { timeout: 30_000 });
}

/**
 * This browser's own phrases (kept by the server for its visitor cookie), then a session's page with the first
 * question's "Manage my phrases" open.
 */
async function manageMyPhrases(page: Page, sessions: SessionSummary[], texts: string[]) {
  await page.goto('/about');
  for (const text of texts) {
    expect((await page.request.post('/api/phrases', { data: { text } })).status()).toBe(201);
  }
  await page.goto(`/session/${futureSession(sessions).id}`);
  await composerReady(page);
  const bank = composer(page).getByRole('region', { name: 'Phrases for question 1' });
  await bank.getByRole('button', { name: /^Manage my phrases/ }).click();
  return { bank, mine: bank.getByRole('list', { name: 'My phrases for question 1' }) };
}

/** A phrase's own text in the "Manage my phrases" list (not the hidden part of its buttons' names). */
const rowText = (list: Locator, text: string) => list.locator('[data-manage-text]').filter({ hasText: text });

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

test.describe('Fewer presses (issue 35)', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('from the first Tab, a 12-word question with one phrase is set to send when questions open in at most 15 presses plus the words', async ({
    page,
    sessions,
  }) => {
    const session = futureSession(sessions);
    const status = await (await page.request.get(`/api/sessions/${session.id}/questions-status`)).json();
    expect(status.open, 'the session chosen takes no questions yet').toBe(false);
    await page.goto(`/session/${session.id}`);
    await composerReady(page);
    const box = composer(page).getByRole('textbox', { name: 'Question text' });

    // Every key press except the typed characters is counted, and the sequence kept for the report.
    const pressed: string[] = [];
    const press = async (key: string) => {
      pressed.push(key);
      await page.keyboard.press(key);
    };

    await press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await press('Enter');
    await press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to writing a question' })).toBeFocused();
    await press('Enter');
    await expect(box).toBeFocused();

    const words = 'How many items can one scanning page hold before it gets slow?';
    expect(words.split(' ')).toHaveLength(12);
    await page.keyboard.type(words);

    // Past the question's Read aloud, the two ticks, the seat and the two send buttons, to the phrases: one stop.
    const toolbar = composer(page).getByRole('toolbar', { name: 'Phrases for question 1' });
    for (let i = 0; i < 7 && !(await toolbar.evaluate((element) => element.contains(document.activeElement))); i += 1) {
      await press('Tab');
    }
    const phrase = 'I will ask with my communication device. Please give me time.';
    await press('End');
    await expect(toolbar.getByRole('button', { name: phrase, exact: true })).toBeFocused();
    // Space puts the phrase in at the caret and stays in the phrases; the send button is one step back.
    await press('Space');
    await press('Shift+Tab');
    const later = composer(page).getByRole('button', { name: 'Send when questions open' });
    expect(await isFocused(later)).toBe(true);
    await press('Enter');

    const expected = `${words} ${phrase}`;
    // Two requests (the last words stored, then the send) on CI's 2 cores shared with two browsers: more than 7 s once.
    await expect(composer(page).getByTestId('draft-status').first()).toContainText('Will send', { timeout: 20_000 });
    const drafts = (await (await page.request.get(`/api/question-drafts?sessionId=${session.id}`)).json()) as {
      drafts: { text: string; state: string }[];
    };
    expect(drafts.drafts.map(({ text, state }) => ({ text: text.trim(), state }))).toEqual([
      { text: expected, state: 'scheduled' },
    ]);
    // The number and the sequence docs/communication-access.md gives.
    expect(pressed.join(' ')).toBe('Tab Enter Tab Enter Tab Tab Tab Tab Tab Tab Tab End Space Shift+Tab Enter');
    expect(pressed.length).toBeLessThanOrEqual(15);
  });

  test('on a 390 px phone with extra-large text the box, its ticks and the send buttons fit on one screen', async ({
    page,
    sessions,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('cm-font-size', 'xl'));
    await page.goto(`/session/${futureSession(sessions).id}`);
    await composerReady(page);
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'xl');
    const draft = composer(page).locator('fieldset').first();
    const box = draft.getByRole('textbox', { name: 'Question text' });
    // The box at the top of the screen, just below the header if it stays on screen.
    await box.evaluate((element) => {
      const header = document.querySelector('header');
      const headerBottom =
        header && ['sticky', 'fixed'].includes(getComputedStyle(header).position)
          ? header.getBoundingClientRect().bottom
          : 0;
      window.scrollBy(0, element.getBoundingClientRect().top - headerBottom - 4);
    });
    const height = page.viewportSize()?.height ?? 844;
    const parts = [
      box,
      draft.getByRole('checkbox', { name: 'Please read my question out loud' }),
      draft.getByRole('checkbox', { name: 'I will ask with my communication device — please give me time' }),
      draft.getByRole('textbox', { name: 'Where you are sitting (optional)' }),
      draft.getByRole('button', { name: 'Send now' }),
      draft.getByRole('button', { name: 'Send when questions open' }),
    ];
    for (const part of parts) {
      const rect = await part.boundingBox();
      if (!rect) throw new Error(`${part} is not drawn`);
      expect(rect.y, `${part} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(rect.y + rect.height, `${part} ends on screen`).toBeLessThanOrEqual(height);
    }
  });

  test('at 320 px nothing scrolls sideways on the session page or Q&A, in every text size and theme', async ({
    page,
    sessions,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const session = futureSession(sessions);
    for (const path of [`/session/${session.id}`, '/qa', `/qa/${session.id}`]) {
      await page.goto(path);
      await waitForPage(page);
      if (path.startsWith('/session')) {
        await composerReady(page);
        // A long unbroken address in the box, and the phrases' management open: the widest the question area gets.
        await composer(page)
          .getByRole('textbox', { name: 'Question text' })
          .first()
          .fill('Is https://example.org/a-very-long-address-without-any-spaces-at-all/slides.pdf the link?');
        await composer(page)
          .getByRole('button', { name: /^Manage my phrases/ })
          .first()
          .click();
      } else {
        // Q&A's own question form, open, with its phrases.
        const ask = page.getByRole('button', { name: 'Ask a Question' });
        if (await ask.isVisible()) await ask.click();
      }
      for (const colours of ['none', 'active'] as const) {
        await page.emulateMedia({ forcedColors: colours });
        for (const setting of SETTINGS) {
          await applySetting(page, setting);
          const { scrollWidth, clientWidth } = await page.evaluate(() => {
            const root = document.scrollingElement ?? document.documentElement;
            return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
          });
          const where = `${path}, ${setting.name}, forced colours ${colours}`;
          expect(scrollWidth, `${where}: ${(await reflowProblems(page)).join('; ')}`).toBeLessThanOrEqual(clientWidth);
        }
      }
      await page.emulateMedia({ forcedColors: 'none' });
    }
  });

  test('a deleted phrase comes back with Undo, announced and still there 10 s later; focus goes to its neighbour', async ({
    page,
    sessions,
  }) => {
    await recordLiveRegions(page);
    await page.clock.install();
    const { mine } = await manageMyPhrases(page, sessions, [
      'My name is Robin.',
      'I use a switch; please give me time.',
      'Thank you for the talk.',
    ]);
    await mine.getByRole('button', { name: 'Delete I use a switch; please give me time.' }).click();

    // Focus on the next phrase's own text, not a button: a second press deletes nothing.
    await expect(rowText(mine, 'Thank you for the talk.')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rowText(mine, 'Thank you for the talk.')).toBeVisible();
    await expect
      .poll(() => liveLog(page))
      .toContain('Deleted “I use a switch; please give me time.”. Undo is beside where it was, for one minute.');
    const toolbar = composer(page).getByRole('toolbar', { name: 'Phrases for question 1' });
    await expect(
      toolbar.getByRole('button', { name: 'I use a switch; please give me time.', exact: true }),
    ).toHaveCount(0);

    await page.clock.fastForward(11_000);
    const undo = mine.getByRole('button', { name: 'Undo deleting I use a switch; please give me time.' });
    await expect(undo).toBeVisible();
    await undo.click();
    await expect(rowText(mine, 'I use a switch; please give me time.')).toBeFocused();
    await expect.poll(() => liveLog(page)).toContain('Brought back: I use a switch; please give me time.');
    // In its place again, on the server too.
    const listed = (await (await page.request.get('/api/phrases')).json()) as { phrases: { text: string }[] };
    expect(listed.phrases.map((phrase) => phrase.text)).toEqual([
      'My name is Robin.',
      'I use a switch; please give me time.',
      'Thank you for the talk.',
    ]);

    // Undo is offered for a minute, then goes.
    await mine.getByRole('button', { name: 'Delete My name is Robin.' }).click();
    await expect(mine.getByRole('button', { name: 'Undo deleting My name is Robin.' })).toBeVisible();
    await page.clock.fastForward(61_000);
    await expect(mine.getByRole('button', { name: 'Undo deleting My name is Robin.' })).toHaveCount(0);
  });

  test("after renaming a phrase, or cancelling the rename, focus is on that phrase's Rename button, not the page's body", async ({
    page,
    sessions,
  }) => {
    await recordLiveRegions(page);
    const { bank, mine } = await manageMyPhrases(page, sessions, [
      'My name is Robin.',
      'I use a switch; please give me time.',
    ]);
    const bodyHasFocus = () => page.evaluate(() => document.activeElement === document.body);

    // Renamed with the keyboard: the field takes the focus, Save is pressed, and the row comes back renamed.
    await mine.getByRole('button', { name: 'Rename My name is Robin.', exact: true }).focus();
    await page.keyboard.press('Enter');
    const field = mine.getByRole('textbox', { name: 'New text for the phrase' });
    await expect(field).toBeFocused();
    await field.fill('My name is Robin Jones.');
    await page.keyboard.press('Tab');
    await expect(mine.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const renamed = mine.getByRole('button', { name: 'Rename My name is Robin Jones.', exact: true });
    await expect(renamed).toBeFocused();
    expect(await bodyHasFocus()).toBe(false);
    await expect(bank.getByText('Renamed to: My name is Robin Jones.')).toBeVisible();
    await expect.poll(() => liveLog(page)).toContain('Renamed to: My name is Robin Jones.');
    await expect(rowText(mine, 'My name is Robin Jones.')).toBeVisible();
    const toolbar = composer(page).getByRole('toolbar', { name: 'Phrases for question 1' });
    await expect(toolbar.getByRole('button', { name: 'My name is Robin Jones.', exact: true })).toBeVisible();

    // Renamed with Enter in the field: the same.
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await field.fill('Robin, switch user.');
    await page.keyboard.press('Enter');
    await expect(mine.getByRole('button', { name: 'Rename Robin, switch user.', exact: true })).toBeFocused();
    expect(await bodyHasFocus()).toBe(false);

    // Cancelled with Escape, on the other phrase: back on its Rename button, the phrase as it was.
    await mine.getByRole('button', { name: 'Rename I use a switch; please give me time.', exact: true }).click();
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(
      mine.getByRole('button', { name: 'Rename I use a switch; please give me time.', exact: true }),
    ).toBeFocused();
    expect(await bodyHasFocus()).toBe(false);

    // The server has the new text in the same place.
    const listed = (await (await page.request.get('/api/phrases')).json()) as { phrases: { text: string }[] };
    expect(listed.phrases.map((phrase) => phrase.text)).toEqual([
      'Robin, switch user.',
      'I use a switch; please give me time.',
    ]);
  });
});
