import type { Locator, Page } from '@playwright/test';
import { dismissCookieBanner, signInAsAdmin } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Phrases and Read aloud (issue 26), in the real app: a phrase put into the question box with the keyboard alone,
 * the person's own phrases kept by the server, Read aloud handing the text to speech synthesis with the voice and
 * speed chosen in the accessibility settings (kept across a reload), and the admin's starter-phrase editor.
 */

/**
 * Headless Chromium has no voices and plays no sound, so speech synthesis is replaced before the app starts by one
 * that records what it was asked to say (the only stand-in in these tests).
 */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    type Spoken = { text: string; rate: number; voice: string | null };
    const spoken: Spoken[] = [];
    const voices = [
      { voiceURI: 'urn:test:fiona', name: 'Fiona', lang: 'en-GB', default: false, localService: true },
      { voiceURI: 'urn:test:alex', name: 'Alex', lang: 'en-US', default: true, localService: true },
    ];
    class Utterance {
      rate = 1;
      voice: { voiceURI: string } | null = null;
      lang = '';
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    const synth = {
      cancelled: 0,
      getVoices: () => voices,
      speak(utterance: Utterance) {
        spoken.push({ text: utterance.text, rate: utterance.rate, voice: utterance.voice?.voiceURI ?? null });
      },
      cancel() {
        synth.cancelled += 1;
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.defineProperty(window, 'spoken', { value: spoken });
  });
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { spoken: { text: string; rate: number; voice: string | null }[] }).spoken);

/** Presses Tab until `target` has focus (at most `max` times): the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('Phrases and Read aloud', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('a phrase goes into the question box with the keyboard alone; a saved phrase stays after a reload', async ({
    page,
    sessions,
  }) => {
    const session = sessions.find((entry) => entry.status !== 'cancelled') ?? sessions[0];
    if (!session) throw new Error('no sessions');
    await page.goto(`/session/${session.id}`);
    const composer = page.getByRole('region', { name: 'Your questions for this session' });
    // The remote's first load on a busy machine can take longer than the default wait.
    await expect(composer.getByTestId('draft-status')).toHaveText('Draft', { timeout: 30_000 });
    const box = composer.getByRole('textbox', { name: 'Question text' });
    const bank = composer.getByRole('toolbar', { name: 'Phrases for question 1', exact: true });
    await expect(bank.getByRole('button', { name: 'Please could you repeat that?', exact: true })).toBeVisible();

    await tabTo(page, box, 80);
    await page.keyboard.type('Hello');
    // The phrases are one Tab stop after the ticks and send buttons; arrows move inside, Enter puts one in.
    await tabTo(page, bank.getByRole('button', { name: 'Could you say more about…', exact: true }), 10);
    await page.keyboard.press('ArrowDown');
    await expect(bank.getByRole('button', { name: 'Please could you repeat that?', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('Hello Please could you repeat that? ');
    await page.keyboard.type('Thanks');
    await expect(box).toHaveValue('Hello Please could you repeat that? Thanks');
    // One Tab leaves the phrases: the next stop is past them.
    await tabTo(page, bank.getByRole('button', { name: 'Please could you repeat that?', exact: true }), 10);
    await page.keyboard.press('Tab');
    await expect(composer.getByRole('button', { name: /^Manage my phrases/ })).toBeFocused();

    // Saved from the box, kept by the server for this visitor, so there after a reload.
    await page.keyboard.press('Enter');
    await box.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('My name is Robin; I use a switch.');
    await composer.getByRole('button', { name: /Save as a phrase/ }).click();
    await expect(bank.getByRole('button', { name: 'My name is Robin; I use a switch.', exact: true })).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('toolbar', { name: 'Phrases for question 1', exact: true })
        .getByRole('button', { name: 'My name is Robin; I use a switch.', exact: true }),
    ).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
  });

  test('Read aloud hands the text to speech synthesis with the voice and speed from the accessibility settings, kept across a reload', async ({
    page,
  }) => {
    await recordSpeech(page);
    await page.goto('/qa');
    await expect(page.getByRole('button', { name: 'Ask a Question' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Accessibility' }).click();
    const settings = page.getByRole('region', { name: 'Accessibility settings' });
    await settings.getByRole('combobox', { name: 'Voice' }).selectOption({ label: 'Fiona (en-GB)' });
    await settings.getByRole('combobox', { name: 'Speed' }).selectOption({ label: 'Slow' });

    await page.reload();
    await page.getByRole('button', { name: 'Accessibility' }).click();
    await expect(settings.getByRole('combobox', { name: 'Voice' })).toHaveValue('urn:test:fiona');
    await expect(settings.getByRole('combobox', { name: 'Speed' })).toHaveValue('0.75');
    await page.getByRole('button', { name: 'Accessibility' }).click();

    await page.getByRole('button', { name: 'Ask a Question' }).click();
    await page.getByRole('textbox', { name: 'Your question' }).fill('Is the quiet room open all day?');
    await page.getByRole('button', { name: 'Read aloud your question' }).click();
    expect(await spoken(page)).toEqual([
      { text: 'Is the quiet room open all day?', rate: 0.75, voice: 'urn:test:fiona' },
    ]);
    const stop = page.getByRole('button', { name: 'Stop reading your question' });
    await expect(stop).toBeVisible();
    await stop.click();
    await expect(page.getByRole('button', { name: 'Read aloud your question' })).toBeVisible();
    expect(
      await page.evaluate(() => (window.speechSynthesis as unknown as { cancelled: number }).cancelled),
    ).toBeGreaterThan(0);

    // Each question on the page, and each phrase, reads its own text.
    // A short question, shown whole on its card, so the card's text is the question's.
    const listed = (await (await page.request.get('/api/questions')).json()) as { questions: { text: string }[] };
    const short = listed.questions.find((question) => question.text.length < 80);
    if (!short) throw new Error('The seed has no short approved question');
    const card = page.getByRole('article').filter({ hasText: short.text }).first();
    await card.getByRole('button', { name: 'Read aloud this question' }).click();
    expect((await spoken(page)).at(-1)?.text).toBe(short.text);
    await page
      .getByRole('toolbar', { name: /^Phrases/ })
      .first()
      .getByRole('button', { name: 'Read aloud Thank you. My question is:' })
      .click();
    expect((await spoken(page)).at(-1)).toEqual({
      text: 'Thank you. My question is:',
      rate: 0.75,
      voice: 'urn:test:fiona',
    });
  });

  test('an admin adds, changes, moves and deletes a starter phrase; attendees see the list as it is', async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin#/admin?tab=content&section=phrases');
    const list = page.getByRole('list', { name: 'Starter phrases, in the order attendees see them' });
    await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    const text = `Could you show slide ${Date.now() % 100_000} again?`;
    await page.getByRole('textbox', { name: 'New starter phrase' }).fill(text);
    await page.getByRole('button', { name: 'Add Phrase' }).click();
    const added = list.getByRole('listitem').filter({ hasText: text });
    await expect(added).toBeVisible();
    await expect(list.getByRole('listitem').last()).toContainText(text);

    await added.getByRole('button', { name: `Move up ${text}` }).click();
    await expect(list.getByRole('listitem').nth(-2)).toContainText(text);
    await expect(added.getByRole('button', { name: `Move up ${text}` })).toBeFocused();

    await added.getByRole('button', { name: `Edit ${text}` }).click();
    const changed = text.replace('Could you show', 'Please show');
    await page.getByRole('textbox', { name: 'Phrase text' }).fill(changed);
    await page.getByRole('button', { name: 'Save Phrase' }).click();
    await expect(list.getByRole('paragraph').filter({ hasText: changed })).toBeVisible();

    const attendee = await browser.newContext();
    const attendeePage = await attendee.newPage();
    await attendeePage.goto('/qa');
    await attendeePage.getByRole('button', { name: 'Ask a Question' }).click();
    await expect(
      attendeePage
        .getByRole('toolbar', { name: /^Phrases/ })
        .first()
        .getByRole('button', { name: changed, exact: true }),
    ).toBeVisible();

    await list
      .getByRole('listitem')
      .filter({ hasText: changed })
      .getByRole('button', { name: `Delete ${changed}` })
      .click();
    await page.getByRole('button', { name: 'Delete Phrase' }).click();
    await expect(list.getByRole('paragraph').filter({ hasText: changed })).toHaveCount(0);
    await attendeePage.reload();
    await attendeePage.getByRole('button', { name: 'Ask a Question' }).click();
    await expect(
      attendeePage
        .getByRole('toolbar', { name: /^Phrases/ })
        .first()
        .getByRole('button')
        .first(),
    ).toBeVisible();
    await expect(attendeePage.getByRole('button', { name: changed, exact: true })).toHaveCount(0);
    await attendee.close();
  });
});
