/**
 * Issue 35, "Not a word lost": one question box everywhere (Q&A's "Submit Your Question" form is the same drafts-backed
 * box as a session page's), nothing typed or ticked moved or lost while a slow list of drafts arrives, focus and
 * messages where the person is, and saving said aloud only when it matters.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { clearLiveLog, dismissCookieBanner, liveLog, recordLiveRegions, signInAsAdmin } from './a11y-support';
import { expect, expectNoAxeViolations, type SessionSummary, test } from './fixtures';

const PASSWORD = 'plum-harbour-lantern';
const uniqueEmail = () => `composer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
/** The drafts' list answer is held back this long, as on venue Wi-Fi. */
const LATE_MS = 5000;

const composer = (page: Page) => page.getByRole('region', { name: 'Your questions for this session' });
const box = (page: Page, number: number) => composer(page).getByRole('group', { name: `Question ${number}` });

type Draft = { id: string; text: string; readOutLoud: boolean; deviceTurn: boolean };

async function serverDrafts(page: Page, sessionId: number): Promise<Draft[]> {
  const answer = await page.request.get(`/api/question-drafts?sessionId=${sessionId}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { drafts: Draft[] }).drafts;
}

/** A session in the real clock's past-or-future whose questions are not open now (the conference is in 2027). */
function waitingSession(sessions: SessionSummary[], skip = 0): SessionSummary {
  const session = sessions.filter((entry) => entry.status !== 'cancelled')[skip];
  if (!session) throw new Error('The seed has too few sessions');
  return session;
}

async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused();
  expect(await locator.page().evaluate(() => document.activeElement !== document.body)).toBe(true);
}

test.describe('One question box, nothing lost', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('drafts answered late: the words and the tick stay on the box being written in, and make one draft', async ({
    page,
    sessions,
  }) => {
    const session = waitingSession(sessions);
    expect(
      (await page.request.post('/api/auth/sign-up', { data: { email: uniqueEmail(), password: PASSWORD } })).status(),
    ).toBe(201);
    // Three questions written earlier on another device.
    const older = ['First earlier question?', 'Second earlier question?', 'Third earlier question?'];
    for (const text of older) {
      const saved = await page.request.put(`/api/question-drafts/${randomUUID()}`, {
        data: { sessionId: session.id, text, readOutLoud: false, deviceTurn: false, seat: null, shownName: null },
      });
      expect(saved.ok()).toBe(true);
    }
    // The list's answer is made by the server at once (before anything is typed) and arrives 5 s later.
    let held = 0;
    await page.route(/\/api\/question-drafts\?sessionId=/, async (route) => {
      const response = await route.fetch();
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, LATE_MS));
      await route.fulfill({ response });
    });

    await page.goto(`/session/${session.id}`);
    const first = box(page, 1);
    const text = first.getByRole('textbox', { name: 'Question text' });
    await expect(first.getByTestId('draft-status')).toHaveText('Draft', { timeout: 60_000 });
    await expect.poll(() => held).toBeGreaterThan(0);
    await text.pressSequentially('Will the slides be shared', { delay: 10 });
    await first.getByRole('checkbox', { name: 'Please read my question out loud' }).check();
    await text.focus();
    await page.keyboard.type(' with captions');
    // The typed words are stored before the late list arrives: that list does not have them.
    await expect(first.getByTestId('draft-status')).toHaveText('Saved');

    // The list arrives: three more boxes, after the one being written in, which has not moved.
    await expect(composer(page).getByRole('textbox', { name: 'Question text' })).toHaveCount(4, { timeout: 15_000 });
    await expect(text).toBeFocused();
    await page.keyboard.type('?');
    await expect(text).toHaveValue('Will the slides be shared with captions?');
    await expect(first.getByRole('checkbox', { name: 'Please read my question out loud' })).toBeChecked();
    for (const [index, earlier] of older.entries()) {
      const other = box(page, index + 2);
      await expect(other.getByRole('textbox', { name: 'Question text' })).toHaveValue(earlier);
      await expect(other.getByRole('checkbox', { name: 'Please read my question out loud' })).not.toBeChecked();
    }

    // On the server: one draft with the words and the tick, the earlier ones as they were.
    await expect(first.getByTestId('draft-status')).toHaveText('Saved');
    await expect
      .poll(async () => (await serverDrafts(page, session.id)).map((d) => `${d.text}|${d.readOutLoud}`).sort())
      .toEqual([...older.map((earlier) => `${earlier}|false`), 'Will the slides be shared with captions?|true'].sort());
  });

  test("Q&A's form is the same question box, and keeps its words across a page change", async ({ page }) => {
    await page.goto('/qa');
    await page.getByRole('button', { name: 'Ask a Question' }).click({ timeout: 60_000 });
    const form = page.getByRole('region', { name: 'Submit Your Question' });
    const text = form.getByRole('textbox', { name: 'Your question' });
    const words = `Is there a quiet room near hall B? (${Date.now()})`;
    await text.fill(words);
    await expect(form.getByText(`${words.length}/500 characters`)).toBeVisible();
    // The same marks as on a session's page: it is one box.
    await form.getByRole('checkbox', { name: 'Please read my question out loud' }).check();
    await expect(form.getByTestId('draft-status')).toHaveText('Saved');
    await expect(page.getByRole('heading', { name: 'Write your questions ahead' })).toHaveCount(0);

    // Another page, and back: the page says the question is kept, and the form has the words and the tick.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Programme', exact: true }).click();
    await expect(page).toHaveURL(/\/programme/);
    await page.goBack();
    const ask = page.getByRole('button', { name: 'Ask a Question' });
    await expect(ask).toHaveAccessibleDescription(
      'The question you started is kept: press Ask a Question to go on writing it.',
      { timeout: 30_000 },
    );
    await expectNoAxeViolations(page);
    await ask.click();
    await expect(text).toHaveValue(words);
    await expect(form.getByRole('checkbox', { name: 'Please read my question out loud' })).toBeChecked();
    // And after a reload: one box, the same draft.
    await page.reload();
    await page.getByRole('button', { name: 'Ask a Question' }).click({ timeout: 30_000 });
    await expect(text).toHaveValue(words);
  });

  test('focus goes to the control that replaced the one pressed; messages appear beside it, said once', async ({
    page,
    browser,
    sessions,
  }) => {
    const session = waitingSession(sessions, 3);
    // Closed to begin with (this test opens them at its end; a rerun on the same data would send at once).
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    expect((await adminPage.request.post(`/api/admin/sessions/${session.id}/questions/close`)).ok()).toBe(true);
    await recordLiveRegions(page);
    await page.goto(`/session/${session.id}`);
    const first = box(page, 1);
    const text = first.getByRole('textbox', { name: 'Question text' });
    await expect(first.getByTestId('draft-status')).toHaveText('Draft', { timeout: 60_000 });
    await text.fill(`Could the hand-outs be in large print? (${Date.now()})`);
    await expect(first.getByTestId('draft-status')).toHaveText('Saved');

    await first.getByRole('button', { name: 'Send when questions open' }).click();
    await expect(first.getByTestId('draft-status')).toContainText(/Will send/);
    await expectFocused(first.getByRole('button', { name: "Don't send yet" }));

    await page.keyboard.press('Enter');
    await expect(first.getByTestId('draft-status')).toHaveText('Saved');
    await expectFocused(first.getByRole('button', { name: 'Send when questions open' }));

    // The session's questions are closed: Send now is refused, beside the button, which keeps the focus.
    await clearLiveLog(page);
    const sendNow = first.getByRole('button', { name: 'Send now' });
    await sendNow.focus();
    await page.keyboard.press('Enter');
    const message = first.getByTestId('draft-message');
    await expect(message).toHaveText(/^Questions for this session have been closed by its chair\./);
    expect(
      await sendNow.evaluate(
        (button, shown) => Boolean(button.compareDocumentPosition(shown as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
        await message.elementHandle(),
      ),
    ).toBe(true);
    await expect(text).not.toHaveAttribute('aria-invalid', 'true');
    await expectFocused(sendNow);
    await expect
      .poll(async () => (await liveLog(page)).filter((said) => said.includes('closed by its chair')).length)
      .toBe(1);

    // Opened again: Send now sends; the box is gone, and focus is on what the send became.
    expect((await adminPage.request.post(`/api/admin/sessions/${session.id}/questions/open`)).ok()).toBe(true);
    await adminContext.close();
    await sendNow.focus();
    await page.keyboard.press('Enter');
    const sent = composer(page).getByRole('listitem').getByText('Sent, waiting for review');
    await expect(sent).toBeVisible();
    await expectFocused(sent);
    await expectNoAxeViolations(page);
  });

  test('saving online is not announced at every pause', async ({ page, sessions }) => {
    const session = waitingSession(sessions, 4);
    await recordLiveRegions(page);
    await page.goto(`/session/${session.id}`);
    const first = box(page, 1);
    const text = first.getByRole('textbox', { name: 'Question text' });
    await expect(first.getByTestId('draft-status')).toHaveText('Draft', { timeout: 60_000 });
    await clearLiveLog(page);
    for (const part of ['Is the', ' poster hall', ' step-free?']) {
      await text.pressSequentially(part, { delay: 10 });
      await expect(first.getByTestId('draft-status')).toHaveText('Saved');
    }
    const said = await liveLog(page);
    expect(said.filter((entry) => /Saved/.test(entry))).toEqual([]);
  });

  test("after Delete draft focus goes to a neighbouring question's box, or to a new empty box when none is left", async ({
    page,
    sessions,
  }) => {
    const session = waitingSession(sessions, 5);
    await recordLiveRegions(page);
    await page.goto(`/session/${session.id}`);
    const texts = composer(page).getByRole('textbox', { name: 'Question text' });
    const first = box(page, 1);
    await expect(first.getByTestId('draft-status')).toHaveText('Draft', { timeout: 60_000 });
    const stamp = Date.now();
    const words = [`First question (${stamp})?`, `Second question (${stamp})?`, `Third question (${stamp})?`];

    // Three questions, each started with "Start another question", which puts the focus in the new box.
    await first.getByRole('textbox', { name: 'Question text' }).fill(words[0] as string);
    await expect(first.getByTestId('draft-status')).toHaveText('Saved');
    for (const [index, text] of words.slice(1).entries()) {
      await composer(page).getByRole('button', { name: 'Start another question' }).click();
      const added = box(page, index + 2);
      await expectFocused(added.getByRole('textbox', { name: 'Question text' }));
      await page.keyboard.type(text);
      await expect(added.getByTestId('draft-status')).toHaveText('Saved');
    }
    await expect(texts).toHaveCount(3);

    // The middle one deleted by keyboard: focus in the next question's box (now the second).
    await box(page, 2).getByRole('button', { name: 'Delete draft' }).focus();
    await page.keyboard.press('Enter');
    await expect(texts).toHaveCount(2);
    await expectFocused(box(page, 2).getByRole('textbox', { name: 'Question text' }));
    await expect(box(page, 2).getByRole('textbox', { name: 'Question text' })).toHaveValue(words[2] as string);
    await expect.poll(() => liveLog(page)).toContain('Draft deleted.');

    // The last one deleted: focus in the one before it.
    await clearLiveLog(page);
    await box(page, 2).getByRole('button', { name: 'Delete draft' }).click();
    await expect(texts).toHaveCount(1);
    await expectFocused(box(page, 1).getByRole('textbox', { name: 'Question text' }));
    await expect(box(page, 1).getByRole('textbox', { name: 'Question text' })).toHaveValue(words[0] as string);

    // The only one deleted: a new empty box takes its place and the focus.
    await box(page, 1).getByRole('button', { name: 'Delete draft' }).focus();
    await page.keyboard.press('Space');
    await expect(box(page, 1).getByRole('textbox', { name: 'Question text' })).toHaveValue('');
    await expect(texts).toHaveCount(1);
    await expectFocused(box(page, 1).getByRole('textbox', { name: 'Question text' }));
    await expect(box(page, 1).getByTestId('draft-status')).toHaveText('Draft');
    // Typing goes on there.
    await page.keyboard.type('A new start');
    await expect(box(page, 1).getByRole('textbox', { name: 'Question text' })).toHaveValue('A new start');

    // On the server, the three are gone.
    await expect(box(page, 1).getByTestId('draft-status')).toHaveText('Saved');
    await expect
      .poll(async () => (await serverDrafts(page, session.id)).map((draft) => draft.text))
      .toEqual(['A new start']);
  });
});
