/**
 * The chair's view (issue 26) in the browser, against the whole running app: marks chosen by an asker reach the
 * chair's view live once a moderator approves the question; device turns are called and answered by keyboard, and
 * every chair view of the session follows; the anonymous writing count appears while someone writes and goes a window
 * (8 s on the e2e server) after they stop, and requests without a visitor cookie do not raise it (issue 35).
 */
import { type Page, request as playwrightRequest } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { dismissCookieBanner } from './a11y-support';
import { approvedQuestionWithMarks, signUpAsChair } from './chair-support';
import { expect, type SessionSummary, test } from './fixtures';

/** Sessions of their own, away from the ones other specs ask questions in. */
function chairSessions(sessions: SessionSummary[]): SessionSummary[] {
  const open = sessions.filter((session) => session.status !== 'cancelled');
  return [open[open.length - 3], open[open.length - 5]].filter((s): s is SessionSummary => s !== undefined);
}

/** Issue 35: a session of its own for the cookieless writing signals, which no other spec reads the count of. */
function cookielessSession(sessions: SessionSummary[]): SessionSummary {
  const open = sessions.filter((session) => session.status !== 'cancelled');
  const session = open[open.length - 22];
  if (!session) throw new Error('The seed has too few sessions');
  return session;
}

async function openChairView(page: Page, session: SessionSummary) {
  await page.goto(`/chair/${session.id}`);
  // A page's first visit loads its chunk: on a loaded machine that takes a while.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(session.title, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Device turns' })).toBeVisible();
}

test.describe("The chair's view", () => {
  // Several browsers and a moderator. The e2e server counts a writer for 8 s (WRITING_WINDOW_SECONDS), not 60.
  test.describe.configure({ timeout: 240_000 });

  test('marks reach the chair live; Call next and Answered work by keyboard and reach every chair view', async ({
    page,
    sessions,
  }) => {
    const [session] = chairSessions(sessions);
    if (!session) throw new Error('The seed has too few sessions');
    await signUpAsChair(page, session.id);

    await page.goto('/account');
    await page.getByRole('link', { name: /^Sessions you chair/ }).click({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions you chair' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: new RegExp(session.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Device turns' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Nobody is waiting for a device turn.')).toBeVisible();
    // A second phone of the same chair, following the same session.
    const other = await page.context().newPage();
    await openChairView(other, session);

    const text = `Could you say more about partner-assisted scanning? (${Date.now()})`;
    await approvedQuestionWithMarks(session.id, text, { readOutLoud: true, deviceTurn: true, seat: 'Row 4, aisle' });
    const later = `And how do you keep the pace? (${Date.now()})`;
    await approvedQuestionWithMarks(session.id, later, { readOutLoud: false, deviceTurn: true, seat: null });

    // No reload: the approval arrives over the socket.
    const approved = page.getByTestId('chair-questions').getByRole('listitem').filter({ hasText: text }).first();
    await expect(approved).toBeVisible({ timeout: 15_000 });
    await expect(approved.getByText('Please read it out loud')).toBeVisible();
    await expect(approved.getByText('Will ask with a communication device: give time')).toBeVisible();
    await expect(approved.getByText('Seat: Row 4, aisle')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Waiting (2)' })).toBeVisible();

    const callNext = page.getByRole('button', { name: 'Call next' });
    await callNext.focus();
    await page.keyboard.press('Enter');
    const answered = page.getByRole('button', { name: 'Answered' });
    await expect(answered).toBeFocused();
    await expect(page.getByText('Calling on now:')).toBeVisible();
    await expect(page.locator('.att-chair__called')).toContainText(text);
    // The other chair view follows, without a reload.
    await expect(other.locator('.att-chair__called')).toContainText(text, { timeout: 15_000 });

    await page.keyboard.press('Enter');
    await expect(callNext).toBeFocused();
    await expect(page.getByRole('heading', { level: 3, name: 'Waiting (1)' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('.att-chair__called')).toContainText(later);
    await expect(answered).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByText('Nobody is waiting for a device turn.')).toBeFocused();
    await expect(other.getByText('Nobody is waiting for a device turn.')).toBeVisible({ timeout: 15_000 });
  });

  test('the anonymous writing count appears while someone writes and goes when they stop', async ({
    page,
    browser,
    sessions,
  }) => {
    const [, session] = chairSessions(sessions);
    if (!session) throw new Error('The seed has too few sessions');
    await signUpAsChair(page, session.id);
    await openChairView(page, session);
    const count = page.getByTestId('chair-writing');
    await expect(count).toHaveText('Nobody is writing a question now.');

    const writer = await browser.newContext();
    try {
      const qa = await writer.newPage();
      // The cookie banner of a first visit would cover the form's button on a small window.
      await dismissCookieBanner(qa);
      await qa.goto(`/qa/${session.id}`);
      await qa.getByRole('button', { name: 'Ask a Question' }).click({ timeout: 30_000 });
      // The question form's own box (the drafts below it have one each too, the same choice).
      const form = qa.getByRole('region', { name: 'Submit Your Question' });
      const optIn = form.getByRole('checkbox', { name: 'Let the chair see that someone is writing' });
      await expect(optIn).not.toBeChecked({ timeout: 30_000 });
      // Not opted in: typing tells nobody.
      await qa.getByRole('textbox', { name: 'Your question' }).fill('Not counted');
      await optIn.check();
      await qa.getByRole('textbox', { name: 'Your question' }).pressSequentially(' but this is', { delay: 20 });
      await expect(count).toHaveText('1 person is writing a question now.', { timeout: 15_000 });
      // Remembered in this browser.
      await qa.reload();
      await qa.getByRole('button', { name: 'Ask a Question' }).click({ timeout: 30_000 });
      await expect(form.getByRole('checkbox', { name: 'Let the chair see that someone is writing' })).toBeChecked();
    } finally {
      await writer.close();
    }
    // A window after the last signal (8 s on the e2e server, 60 s by default) the server forgets the writer and
    // tells the chair.
    await expect(count).toHaveText('Nobody is writing a question now.', { timeout: 20_000 });
  });

  test('requests without a visitor cookie do not raise the writing count', async ({ page, sessions }) => {
    const session = cookielessSession(sessions);
    await signUpAsChair(page, session.id);
    await openChairView(page, session);
    const count = page.getByTestId('chair-writing');
    await expect(count).toHaveText('Nobody is writing a question now.');
    const before = (await count.textContent()) ?? '';
    // Every text the count shows from here on, so a rise that is put right again is seen too.
    await count.evaluate((element) => {
      const shown: string[] = [];
      Object.defineProperty(window, 'countsShown', { value: shown });
      new MutationObserver(() => shown.push(element.textContent ?? '')).observe(element, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    const countsShown = () => page.evaluate(() => (window as unknown as { countsShown: string[] }).countsShown);

    // 40 signals as a script sends them: each from a new request context, so none carries a visitor cookie (a
    // context would keep the cookie the first answer set and send it with the next).
    for (let i = 0; i < 40; i += 1) {
      const script = await playwrightRequest.newContext({ baseURL, storageState: undefined });
      try {
        expect((await script.storageState()).cookies).toEqual([]);
        const signal = await script.post(`/api/sessions/${session.id}/writing`);
        expect(signal.status()).toBe(204);
        expect(signal.headers()['x-writing-counted']).toBe('no');
      } finally {
        await script.dispose();
      }
    }
    // The chair's page still shows what it showed before, a while after the last one.
    await page.waitForTimeout(3000);
    await expect(count).toHaveText(before);
    expect((await countsShown()).filter((shown) => shown !== before)).toEqual([]);

    // One visitor whose browser had the cookie before (from a page of the app) is counted: the page would have shown
    // the 40 had they counted, and now shows one writer, not 41.
    const visitor = await playwrightRequest.newContext({ baseURL });
    try {
      expect((await visitor.get('/api/bookmarks')).ok()).toBe(true);
      expect((await visitor.storageState()).cookies.length).toBeGreaterThan(0);
      const signal = await visitor.post(`/api/sessions/${session.id}/writing`);
      expect(signal.status()).toBe(204);
      expect(signal.headers()['x-writing-counted']).toBeUndefined();
    } finally {
      await visitor.dispose();
    }
    await expect(count).toHaveText('1 person is writing a question now.', { timeout: 15_000 });
    const one = '1 person is writing a question now.';
    expect((await countsShown()).filter((shown) => shown !== before && shown !== one)).toEqual([]);
  });
});
