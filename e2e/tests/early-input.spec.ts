/**
 * Nothing typed or pressed before the page's scripts are ready is lost (issues 35 and 36): with every script but the
 * small early-input one held back by the test, a person types into a session page's question box, presses Accept
 * All, Add to Agenda (twice, as someone does when nothing seems to happen), Submit Resource URL and a phrase; once the scripts arrive the
 * box holds the whole text and the phrase, in the order done, the draft on the server holds it whole, the session is
 * in the agenda, consent was recorded once, and focus is where the person left it. On the programme, whose start
 * times are hydrated as separate parts after the page (issue 36), a press on the last card counts whether made
 * before the scripts arrive or once the page is live while that card's part is still the server's HTML.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, type SessionSummary, test } from './fixtures';

const PHRASE = 'Thank you. My question is:';

/**
 * Holds back every script of the page (host and attendee remote) until released, except the two small ones in
 * <head> that run before the page is drawn: the early-input keeper and the settings script (a blocking one).
 */
const EARLY_SCRIPTS = new Set(['/early-input.js', '/apply-preferences.js']);

/** A wait the test ends when it chooses. */
function gate(): { released: Promise<void>; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

/** The address of the n-th session that is not cancelled, once the server sends its page rendered. */
async function renderedSessionPage(request: APIRequestContext, sessions: SessionSummary[], n: number) {
  const session = sessions.filter((entry) => entry.status !== 'cancelled')[n];
  if (!session) throw new Error('no session to ask about');
  const path = `/session/${session.id}`;
  await expect(async () => {
    expect(await (await request.get(path)).text()).toContain('id="cc-ssr-data"');
  }).toPass({ timeout: 30_000 });
  return { session, path };
}

async function holdScripts(page: Page): Promise<() => void> {
  const { released, release } = gate();
  await page.route(
    (url) =>
      /\.js$/.test(url.pathname) || /\/remotes\/attendee\/mf-manifest\.json$/.test(url.pathname)
        ? !EARLY_SCRIPTS.has(url.pathname)
        : false,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test.describe('Input before the page is ready', () => {
  test.describe.configure({ timeout: 120_000 });

  test('text typed and presses made while the scripts are held back take effect once, when they arrive', async ({
    page,
    request,
    sessions,
  }) => {
    // The server renders a page once it is asked for it; wait until it sends the rendered one.
    const { session, path } = await renderedSessionPage(request, sessions, 0);

    // Counts the consent choices the app records (the consent store's window event).
    await page.addInitScript(() => {
      const counted = window as unknown as { consentChoices: number };
      counted.consentChoices = 0;
      window.addEventListener('cc:consent', () => {
        counted.consentChoices += 1;
      });
    });
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => '__ccEarlyInput' in window);

    const composer = page.getByRole('region', { name: 'Your questions for this session' });
    const box = composer.getByRole('textbox', { name: 'Question text' });
    const phrase = composer
      .getByRole('toolbar', { name: 'Phrases for question 1', exact: true })
      .getByRole('button', { name: PHRASE, exact: true });
    const agenda = page.getByRole('main').getByRole('button', { name: 'Add to Agenda' });
    const acceptAll = page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept All' });
    const resources = page.getByRole('button', { name: 'Submit Resource URL' });

    await box.click();
    await box.pressSequentially('Early words');
    await acceptAll.click();
    await agenda.click();
    await agenda.click();
    // A button with no key of its own is kept as well (as the same element).
    await resources.click();
    await phrase.click();
    // Nothing has run yet: the page is still the server's HTML.
    expect(await page.evaluate(() => document.documentElement.dataset.ccInteractive)).toBeUndefined();
    await expect(box).toHaveValue('Early words');

    release();
    await expect(page.locator('html')).toHaveAttribute('data-cc-interactive', 'true', { timeout: 30_000 });
    await expect(box).toHaveValue(`Early words ${PHRASE} `, { timeout: 15_000 });
    await expect(composer.getByTestId('draft-status')).toHaveText('Saved', { timeout: 15_000 });
    // Saved whole on the server.
    const drafts = (await (await page.request.get(`/api/question-drafts?sessionId=${session.id}`)).json()) as {
      drafts: { text: string }[];
    };
    expect(drafts.drafts.map((draft) => draft.text)).toEqual([`Early words ${PHRASE} `]);
    // Two presses before the page was ready count as one: added, not added and taken out again.
    await expect(page.getByRole('main').getByRole('button', { name: 'Remove from Agenda' })).toBeVisible();
    const bookmarks = (await (await page.request.get('/api/bookmarks')).json()) as { sessionIds: number[] };
    expect(bookmarks.sessionIds.filter((id) => id === session.id)).toHaveLength(1);
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('form', { name: 'Submit a resource link' })).toBeVisible();
    // Consent recorded once, and the banner gone.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { consentChoices: number }).consentChoices)).toBe(1);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null')?.analytics)).toBe(
      true,
    );
    // Focus where the person left it: on the phrase pressed last.
    await expect(phrase).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('text typed while the early script itself is slow to arrive is kept whole', async ({
    page,
    request,
    sessions,
  }) => {
    // Venue Wi-Fi: the keeper is slow too. The question box must not be there to type in before the keeper runs
    // (an async keeper let "Could you say more…" typed in that moment vanish once the page became interactive).
    const { session, path } = await renderedSessionPage(request, sessions, 2);
    const release = await holdScripts(page);
    let keeperSent = 0;
    await page.route(
      (url) => url.pathname === '/early-input.js',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        keeperSent = Date.now();
        await route.continue();
      },
    );
    await page.goto(path, { waitUntil: 'commit' });
    const composer = page.getByRole('region', { name: 'Your questions for this session' });
    const box = composer.getByRole('textbox', { name: 'Question text' });
    await box.fill('Slow network words');
    const typedAt = Date.now();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-cc-interactive', 'true', { timeout: 30_000 });
    await page.waitForFunction(
      () => (window as { __ccEarlyInput?: { finished: boolean } }).__ccEarlyInput?.finished === true,
      undefined,
      { timeout: 15_000 },
    );
    expect(keeperSent, 'the box could be typed in only once the keeper had been sent').toBeGreaterThan(0);
    expect(typedAt).toBeGreaterThanOrEqual(keeperSent);
    await expect(box).toHaveValue('Slow network words');
    await expect(composer.getByTestId('draft-status')).toHaveText('Saved', { timeout: 15_000 });
    const drafts = (await (await page.request.get(`/api/question-drafts?sessionId=${session.id}`)).json()) as {
      drafts: { text: string }[];
    };
    expect(drafts.drafts.map((draft) => draft.text)).toEqual(['Slow network words']);
  });

  test("text typed and a press made while the session page's part still hydrates, after it is interactive, count", async ({
    page,
    request,
    sessions,
  }) => {
    // The session page is a chunk of its own inside a boundary of its own: the page is marked interactive when the
    // remote's routes are, and the question box may still be server HTML. Hold that chunk back until after typing.
    const { path } = await renderedSessionPage(request, sessions, 3);
    const { released, release } = gate();
    let held = 0;
    await page.route(
      (url) => url.pathname.startsWith('/remotes/attendee/') && url.pathname.endsWith('.js'),
      async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        // The session page's own chunk: the only one that draws the presenter form's toggle.
        if (body.includes('Submit Resource URL') && !body.includes('remoteEntry')) {
          held += 1;
          await released;
        }
        await route.fulfill({ response, body });
      },
    );
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-cc-interactive', 'true');
    expect(held, 'the session page chunk was held back').toBe(1);
    const composer = page.getByRole('region', { name: 'Your questions for this session' });
    const box = composer.getByRole('textbox', { name: 'Question text' });
    await box.fill('Later words');
    // A press there too: React itself drops it while the part's code is loading.
    const resources = page.getByRole('button', { name: 'Submit Resource URL' });
    await resources.click();
    release();
    await expect(resources).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
    await expect(composer.getByTestId('draft-status')).toHaveText('Saved', { timeout: 15_000 });
    await expect(box).toHaveValue('Later words');
    await composer
      .getByRole('toolbar', { name: 'Phrases for question 1', exact: true })
      .getByRole('button', { name: PHRASE, exact: true })
      .click();
    await expect(box).toHaveValue(`Later words ${PHRASE} `);
  });

  test('on Q&A, a vote pressed twice and "Ask a Question" pressed before the scripts arrive happen once each', async ({
    page,
    request,
  }) => {
    // Not the question qa.spec.ts votes on.
    const { questions } = (await (await request.get('/api/questions')).json()) as {
      questions: { id: number; text: string; votes: number }[];
    };
    const question = questions.at(-1);
    if (!question) throw new Error('no published question');
    await expect(async () => {
      expect(await (await request.get('/qa')).text()).toContain('id="cc-ssr-data"');
    }).toPass({ timeout: 30_000 });

    const release = await holdScripts(page);
    await page.goto('/qa', { waitUntil: 'commit' });
    await page.waitForFunction(() => '__ccEarlyInput' in window);
    const card = page.getByRole('article', { name: question.text });
    // Q&A's one question box opens with "Ask a Question" (issue 35); typing early is the session page's test above.
    const ask = page.getByRole('button', { name: 'Ask a Question' });

    await card.getByRole('button', { name: /^Vote/ }).click();
    await card.getByRole('button', { name: /^Vote/ }).click();
    await ask.click();
    await expect(ask).toHaveAttribute('aria-expanded', 'false');

    release();
    await expect(page.locator('html')).toHaveAttribute('data-cc-interactive', 'true', { timeout: 30_000 });
    await expect(ask).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
    await expect(card.getByRole('button', { name: 'You already voted' })).toBeVisible();
    const after = (await (await page.request.get('/api/questions')).json()) as {
      questions: { id: number; votes: number }[];
    };
    expect(after.questions.find((entry) => entry.id === question.id)?.votes).toBe(question.votes + 1);
    await expect(ask).toBeFocused();
  });

  test('on the programme, Add to Agenda on the last card, pressed before the scripts arrive, takes effect once', async ({
    page,
    request,
  }) => {
    await expect(async () => {
      expect(await (await request.get('/programme')).text()).toContain('id="cc-ssr-data"');
    }).toPass({ timeout: 30_000 });
    const release = await holdScripts(page);
    await page.goto('/programme', { waitUntil: 'commit' });
    await page.waitForFunction(() => '__ccEarlyInput' in window);
    // The last card is in the last start time's part, the last to be hydrated (issue 36's parts that yield).
    const add = page
      .getByRole('main')
      .getByRole('button', { name: /^Add to Agenda/ })
      .last();
    const key = await add.getAttribute('data-cc-replay');
    const sessionId = Number(key?.replace('bookmark-', ''));
    expect(sessionId).toBeGreaterThan(0);
    const toggle = page.locator(`[data-cc-replay="${key}"]`);
    await add.click();
    await add.click();

    release();
    await expect(page.locator('html')).toHaveAttribute('data-cc-interactive', 'true', { timeout: 30_000 });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    await expect(toggle).toContainText('In Agenda');
    const bookmarks = (await (await page.request.get('/api/bookmarks')).json()) as { sessionIds: number[] };
    expect(bookmarks.sessionIds.filter((id) => id === sessionId)).toHaveLength(1);
    await expect(toggle).toBeFocused();
  });

  test('on the programme, a press on a card whose part is still server HTML once the page is live takes effect', async ({
    page,
    request,
  }) => {
    await expect(async () => {
      expect(await (await request.get('/programme')).text()).toContain('id="cc-ssr-data"');
    }).toPass({ timeout: 30_000 });
    // Pressed in the same task as the hand-over's end, before the idle work that hydrates the parts can run; the
    // early script has stopped keeping presses, so this one is React's own to hydrate the part for and carry out.
    await page.addInitScript(() => {
      const state = window as unknown as { pressed?: { key: string; hydrated: boolean } };
      document.addEventListener('cc:early-input-replayed', () => {
        const buttons = document.querySelectorAll<HTMLButtonElement>('main [data-cc-replay^="bookmark-"]');
        const last = buttons[buttons.length - 1];
        if (!last) return;
        state.pressed = {
          key: last.getAttribute('data-cc-replay') ?? '',
          hydrated: Object.keys(last).some((name) => name.startsWith('__reactProps$')),
        };
        last.click();
      });
    });
    await page.goto('/programme');
    await expect(page.locator('html')).toHaveAttribute('data-cc-interactive', 'true', { timeout: 30_000 });
    await page.waitForFunction(() => 'pressed' in window);
    const pressed = await page.evaluate(
      () => (window as unknown as { pressed: { key: string; hydrated: boolean } }).pressed,
    );
    test.info().annotations.push({
      type: 'part at the press',
      description: pressed.hydrated ? 'already hydrated' : 'still server HTML',
    });
    const toggle = page.locator(`[data-cc-replay="${pressed.key}"]`);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    const sessionId = Number(pressed.key.replace('bookmark-', ''));
    const bookmarks = (await (await page.request.get('/api/bookmarks')).json()) as { sessionIds: number[] };
    expect(bookmarks.sessionIds.filter((id) => id === sessionId)).toHaveLength(1);
  });

  test('without scripts, "Accept All" is a form the server answers, and the choice holds once scripts run', async ({
    browser,
    request,
    sessions,
  }) => {
    const session = sessions[0];
    if (!session) throw new Error('no sessions');
    const path = `/session/${session.id}?from=programme`;
    await expect(async () => {
      expect(await (await request.get(path)).text()).toContain('id="cc-ssr-data"');
    }).toPass({ timeout: 30_000 });
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScripts.newPage();
    await page.goto(path);
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept All' }).click();
    // Back on the same page, without the banner.
    await expect(page).toHaveURL(new RegExp(`/session/${session.id}\\?from=programme$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(session.title);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);

    // The same browser with scripts: the choice is taken into the consent store once, and its cookie goes.
    const withScripts = await browser.newContext({ storageState: await noScripts.storageState() });
    await noScripts.close();
    const later = await withScripts.newPage();
    await later.goto(path);
    await expect(later.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    expect(await later.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'))).toMatchObject({
      analytics: true,
      marketing: true,
    });
    const names = (await withScripts.cookies()).map((cookie) => cookie.name);
    expect(names).toContain('cc_consent');
    expect(names).not.toContain('cc_consent_choice');
    await withScripts.close();
  });

  test('a press made once the page is ready happens once, as any press', async ({ page, sessions }) => {
    const session = sessions.find((entry) => entry.status !== 'cancelled');
    if (!session) throw new Error('no session to ask about');
    await page.goto(`/session/${session.id}`);
    const composer = page.getByRole('region', { name: 'Your questions for this session' });
    const box = composer.getByRole('textbox', { name: 'Question text' });
    await box.fill('Later words');
    await composer
      .getByRole('toolbar', { name: 'Phrases for question 1', exact: true })
      .getByRole('button', { name: PHRASE, exact: true })
      .click();
    await expect(box).toHaveValue(`Later words ${PHRASE} `);
    await expect(box).toBeFocused();
  });
});
