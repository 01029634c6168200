/**
 * Answering polls (issue 37) in the browser, against the whole running app: with the keyboard alone on the session
 * page and by touch on Q&A; a changed answer counts once; a closed poll refuses answers; a moderated text answer shows
 * only once approved; results hidden while open say so; "Read aloud" speaks the results (speech synthesis stubbed).
 */
import type { Locator, Page } from '@playwright/test';
import { dismissCookieBanner } from './a11y-support';
import { expect, type SessionSummary, test } from './fixtures';
import { approveTextAnswers, closePoll, openPoll, STUB_SPEECH } from './poll-support';

/** Sessions of their own (a session has one open poll at a time), away from the ones other specs use. */
function pollSessions(sessions: SessionSummary[]): SessionSummary[] {
  const open = sessions.filter((session) => session.status !== 'cancelled');
  return [7, 8, 9, 10, 11].map((n) => open[open.length - n]).filter((s): s is SessionSummary => s !== undefined);
}

function pollCard(page: Page, question: string): Locator {
  return page.locator('section.att-poll').filter({ has: page.getByRole('heading', { name: question }) });
}

/** Presses Tab until the element has focus: the keyboard alone, as a switch or keyboard user gets there. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 120; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the option');
}

const unique = (text: string) => `${text} (${Date.now()})`;

test.describe('Polls for attendees', () => {
  test.describe.configure({ timeout: 180_000 });

  test('answered with the keyboard alone on the session page; a changed answer counts once', async ({
    page,
    sessions,
  }) => {
    const [session] = pollSessions(sessions);
    if (!session) throw new Error('The seed has too few sessions');
    const question = unique('Was the demonstration clear?');
    await openPoll(session.id, { kind: 'single', question, options: ['Yes', 'No'] });

    await dismissCookieBanner(page);
    await page.goto(`/session/${session.id}`);
    const card = pollCard(page, question);
    await expect(card).toBeVisible({ timeout: 30_000 });
    const group = card.getByRole('group', { name: question });
    const yes = group.getByRole('button', { name: 'Yes', exact: true });
    const no = group.getByRole('button', { name: 'No', exact: true });

    await tabTo(page, yes);
    await page.keyboard.press('Enter');
    const confirmation = 'Your answer: Yes. You can change it until the poll closes.';
    await expect(card.getByText(confirmation)).toBeVisible();
    await expect(page.locator('.ds-live-region [role="status"]')).toHaveText(confirmation);
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await expect(yes).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(no).toBeFocused();
    await page.keyboard.press('Space');
    await expect(card.getByText('Your answer: No. You can change it until the poll closes.')).toBeVisible();
    await expect(no).toHaveAttribute('aria-pressed', 'true');
    await expect(yes).toHaveAttribute('aria-pressed', 'false');
    await expect(no).toBeFocused();
    // Counted once: one person, now for No.
    await expect(card.getByText('1 person answered')).toBeVisible();
    await expect(card.getByText('No: 1 of 1 (100%)')).toBeVisible();
    await expect(card.getByText('Yes: 0 of 1 (0%)')).toBeVisible();

    // The stored answer is shown again on the next visit.
    await page.reload();
    await expect(pollCard(page, question).getByRole('button', { name: 'No', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
      {
        timeout: 30_000,
      },
    );
  });

  test('answered by touch on Q&A: each tap adds a choice; a closed poll says so and refuses answers', async ({
    browser,
    sessions,
  }) => {
    const session = pollSessions(sessions)[1];
    if (!session) throw new Error('The seed has too few sessions');
    const question = unique('Which access methods do you use?');
    const poll = await openPoll(session.id, {
      kind: 'multiple',
      question,
      options: ['Switch scanning', 'Eye gaze', 'Touch'],
    });
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await dismissCookieBanner(page);
      await page.goto(`/qa/${session.id}`);
      const card = pollCard(page, question);
      await expect(card).toBeVisible({ timeout: 30_000 });
      const switchScanning = card.getByRole('button', { name: 'Switch scanning' });
      const box = await switchScanning.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(300);
      await switchScanning.tap();
      await card.getByRole('button', { name: 'Eye gaze' }).tap();
      await expect(
        card.getByText('Your answer: Switch scanning and Eye gaze. You can change it until the poll closes.'),
      ).toBeVisible();
      await expect(card.getByText('Eye gaze: 1 of 1 (100%)')).toBeVisible();

      await closePoll(poll);
      // Live: the poll closes on the page without a reload, with its results.
      await expect(card.getByText('This poll is closed.')).toBeVisible({ timeout: 15_000 });
      await expect(card.getByRole('button', { name: 'Touch' })).toHaveCount(0);
      await expect(card.getByText('Switch scanning: 1 of 1 (100%)')).toBeVisible();
      const refused = await page.request.put(`/api/polls/${poll.id}/answer`, {
        data: { optionIds: [poll.options[2]?.id] },
      });
      expect(refused.status()).toBe(409);
      expect((await refused.json()).code).toBe('POLL_NOT_OPEN');
    } finally {
      await context.close();
    }
  });

  test('a free-text answer waits for approval and shows in the results only once approved', async ({
    page,
    sessions,
  }) => {
    const session = pollSessions(sessions)[2];
    if (!session) throw new Error('The seed has too few sessions');
    const question = unique('What should the next talk cover?');
    const poll = await openPoll(session.id, { kind: 'text', question });
    await dismissCookieBanner(page);
    await page.goto(`/session/${session.id}`);
    const card = pollCard(page, question);
    await expect(card).toBeVisible({ timeout: 30_000 });
    const answer = unique('Low-tech boards');
    await card.getByRole('textbox', { name: 'Your answer' }).fill(answer);
    await card.getByRole('button', { name: 'Send' }).click();
    await expect(card.getByText(/Waiting for approval/)).toBeVisible();
    await expect(card.getByRole('list', { name: 'Answers' })).toHaveCount(0);
    await expect(card.getByText('No answers shown yet.')).toBeVisible();

    expect(await approveTextAnswers(poll)).toBe(1);
    await expect(card.getByRole('list', { name: 'Answers' }).getByText(answer)).toBeVisible({ timeout: 15_000 });
  });

  test('results hidden by the chair say when they will show and how many answered; Read aloud speaks results', async ({
    page,
    sessions,
  }) => {
    const [hiddenSession, shownSession] = pollSessions(sessions).slice(3);
    if (!hiddenSession || !shownSession) throw new Error('The seed has too few sessions');
    await page.addInitScript(STUB_SPEECH);
    const hidden = unique('Rate the pace of this session');
    await openPoll(hiddenSession.id, {
      kind: 'scale',
      question: hidden,
      scaleLabels: { low: 'Too slow', high: 'Too fast' },
      resultsVisible: false,
    });
    await dismissCookieBanner(page);
    await page.goto(`/session/${hiddenSession.id}`);
    const card = pollCard(page, hidden);
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.getByRole('button', { name: '3', exact: true }).click();
    await expect(card.getByText('Your answer: 3. You can change it until the poll closes.')).toBeVisible();
    await expect(card.getByText('Results will show when the poll closes.')).toBeVisible();
    await expect(card.getByText('1 person answered.')).toBeVisible();
    await expect(card.getByText(/of 1 \(/)).toHaveCount(0);

    const shown = unique('Would you come again?');
    await openPoll(shownSession.id, { kind: 'single', question: shown, options: ['Yes', 'No'] });
    await page.goto(`/session/${shownSession.id}`);
    const shownCard = pollCard(page, shown);
    await shownCard.getByRole('button', { name: 'Yes', exact: true }).click({ timeout: 30_000 });
    await expect(shownCard.getByText('Yes: 1 of 1 (100%)')).toBeVisible();
    await shownCard.getByRole('button', { name: 'Read aloud the results' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken.join(' | ')))
      .toBe(`${shown}. Poll open. 1 person answered. Yes: 1 of 1 (100%). No: 0 of 1 (0%).`);
  });
});
