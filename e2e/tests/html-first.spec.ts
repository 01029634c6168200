import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// HTML first, finished (issue 36): the whole page is in the first HTML, for every reader, before and without
// scripts. The programme holds every session and every target of its jump links; every public page has its own
// title; the search forms work without scripts; a returning visitor's display settings are on the page before it
// paints, so nothing moves.

/** The page's HTML once the server has rendered it (it renders on the first ask; until then it sends the shell). */
async function renderedHtml(request: APIRequestContext, path: string): Promise<string> {
  let html = '';
  await expect(async () => {
    html = await (await request.get(path)).text();
    expect(html).toContain('id="cc-ssr-data"');
  }).toPass({ timeout: 20_000 });
  return html;
}

/** The public pages (api/src/modules/ssr/rendered-pages.ts), with one address each for those with a part. */
async function publicPaths(request: APIRequestContext, sessionId: number): Promise<string[]> {
  const speakers = (await (await request.get('/api/speakers')).json()) as { speakers: { slug: string }[] };
  const venues = (await (await request.get('/api/venues')).json()) as { venues: { slug: string }[] };
  return [
    '/',
    '/programme',
    '/timetable',
    `/session/${sessionId}`,
    '/map',
    `/map/${venues.venues[0]?.slug}`,
    '/speakers',
    `/speakers/${speakers.speakers[0]?.slug}`,
    '/announcements',
    '/qa',
    `/qa/${sessionId}`,
    '/sponsors',
    '/about',
    '/privacy-policy',
    '/accessibility',
    '/my-agenda',
    '/account/sign-in',
    '/account/sign-up',
    '/account/forgot-password',
  ];
}

/** Every in-page link of the page whose target is not an element of the page. */
function deadInPageLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))
      .map((link) => decodeURIComponent(link.getAttribute('href')?.slice(1) ?? ''))
      .filter((id) => id !== '' && document.getElementById(id) === null),
  );
}

/** A question as GET /api/questions lists it: what the order of the Q&A page is decided by. */
interface PublicQuestion {
  id: number;
  text: string;
  answered: boolean;
  votes: number;
  createdAt: string;
}

const newer = (a: PublicQuestion, b: PublicQuestion) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
const byNewest = (questions: PublicQuestion[]) => [...questions].sort(newer);

/** The start of a question's text: enough to tell them apart, and shown whole even when the card is collapsed. */
const opening = (text: string) => text.replace(/\s+/g, ' ').slice(0, 40);

/** The question cards' names (the start of their text), top to bottom. */
function cardNames(cards: Locator): Promise<string[]> {
  return cards
    .evaluateAll((articles) =>
      articles.map(
        (article) => document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      ),
    )
    .then((names) => names.map(opening));
}

test.describe('HTML first, without scripts', () => {
  test('the programme holds every session and every target of its in-page links', async ({
    browser,
    request,
    sessions,
  }) => {
    test.setTimeout(90_000);
    await renderedHtml(request, '/programme');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/programme');
    const main = page.getByRole('main');
    await expect(main.getByText(`Showing ${sessions.length} of ${sessions.length} sessions`)).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(sessions.length);
    // Every session of the API's list has its card's link, by title.
    // (Their text, not their drawn text: cards far down the page are not laid out until they come near.)
    const linked = new Set(
      await main
        .getByRole('article')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.textContent?.trim())),
    );
    expect(sessions.filter((session) => !linked.has(session.title)).map((session) => session.title)).toEqual([]);
    const jumps = page.getByRole('navigation', { name: 'Jump to a day' }).getByRole('link');
    expect(await jumps.count()).toBeGreaterThan(1);
    expect(await page.locator('a[href^="#"]').count()).toBeGreaterThan(10);
    expect(await deadInPageLinks(page)).toEqual([]);

    // A jump link leads to its day, far down the page.
    const lastDay = jumps.last();
    const target = (await lastDay.getAttribute('href')) ?? '';
    await lastDay.click();
    await expect(page.locator(target)).toBeInViewport();
    await context.close();
  });

  test('every public page has its own title and preview tags', async ({ request, sessions }) => {
    const session = sessions[0];
    if (!session) throw new Error('the seed has no sessions');
    const titles = new Map<string, string>();
    for (const path of await publicPaths(request, session.id)) {
      const html = await renderedHtml(request, path);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, path).toMatch(/^.+ – Conference Companion$/);
      expect(title, path).not.toBe('Conference Companion');
      titles.set(path, title);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, path).toContain('<meta property="og:locale" content="en_GB" />');
      expect(html, path).toMatch(/<meta property="og:image" content="[^"]*\/static\/conference-preview\.png"/);
    }
    expect(new Set(titles.values()).size, [...titles].join('\n')).toBe(titles.size);
    expect((await request.get('/static/conference-preview.png')).headers()['content-type']).toBe('image/png');
  });

  test('searching the programme and the speakers with scripts off returns the filtered lists; Clear Filters the whole', async ({
    browser,
    request,
    sessions,
  }) => {
    test.setTimeout(90_000);
    const session = sessions.find((candidate) => candidate.title.split(' ').length >= 3) ?? sessions[0];
    if (!session) throw new Error('the seed has no sessions');
    const words = session.title;
    await renderedHtml(request, '/programme');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/programme');
    await page.getByRole('searchbox', { name: 'Search sessions' }).fill(words);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/programme\?q=/);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: session.title, exact: true }).first()).toBeVisible();
    const shown = await main.getByRole('article').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(sessions.length);
    await expect(main.getByText(`Showing ${shown} of ${sessions.length} sessions`)).toBeVisible();
    // The box holds what was searched for, so the next search starts from it.
    await expect(page.getByRole('searchbox', { name: 'Search sessions' })).toHaveValue(words);

    // A day chosen without scripts: the form is sent with the day.
    const day = page.getByRole('group', { name: 'Day' }).getByRole('button').first();
    const dayName = (await day.textContent())?.trim() ?? '';
    await day.click();
    await expect(page).toHaveURL(new RegExp(`day=${encodeURIComponent(dayName)}`));
    await expect(page.getByRole('group', { name: 'Day' }).getByRole('button', { name: dayName })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Clear Filters without scripts: the server sends the whole programme, with no filter chosen.
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/programme\??$/);
    await expect(main.getByText(`Showing ${sessions.length} of ${sessions.length} sessions`)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search sessions' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
    // The empty state's Clear All Filters does the same.
    await page.goto('/programme?q=zzzz-nothing-matches-this');
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/programme\??$/);
    await expect(main.getByText(`Showing ${sessions.length} of ${sessions.length} sessions`)).toBeVisible();

    const speakers = (await (await request.get('/api/speakers')).json()) as { speakers: { name: string }[] };
    const speaker = speakers.speakers[0];
    if (!speaker) throw new Error('the seed has no speakers');
    await renderedHtml(request, '/speakers');
    await page.goto('/speakers');
    await page.getByRole('searchbox', { name: 'Search speakers' }).fill(speaker.name);
    await page.getByRole('searchbox', { name: 'Search speakers' }).press('Enter');
    await expect(page).toHaveURL(/\/speakers\?q=/);
    await expect(page.getByRole('main').getByRole('link', { name: speaker.name, exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(/^\d+ of \d+ speakers? match$/)).toBeVisible();
    await context.close();
  });

  test("Q&A's status and sort with scripts off: the server answers with the questions chosen, in the order chosen", async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { questions } = (await (await request.get('/api/questions')).json()) as { questions: PublicQuestion[] };
    const answered = questions.filter((question) => question.answered);
    expect(answered.length).toBeGreaterThan(1);
    expect(answered.length).toBeLessThan(questions.length);
    await renderedHtml(request, '/qa');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/qa');
    const main = page.getByRole('main');
    const cards = main.getByRole('list', { name: 'Questions' }).getByRole('article');

    // A status button sends the form: only answered questions, newest first.
    await main.getByRole('button', { name: 'Answered', exact: true }).click();
    await expect(page).toHaveURL(/\/qa\?.*status=answered/);
    await expect(main.getByText(`Showing ${answered.length} questions`)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Answered', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(await cardNames(cards)).toEqual(byNewest(answered).map((question) => opening(question.text)));

    // The sort is chosen, then sent with its own button; the status chosen is kept.
    await main.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Oldest First' });
    await main.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(page).toHaveURL(/status=answered/);
    await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('oldest');
    expect(await cardNames(cards)).toEqual(
      byNewest(answered)
        .reverse()
        .map((question) => opening(question.text)),
    );

    // Most Popular over every question, then a search sent with Enter keeps both.
    await main.getByRole('button', { name: 'All', exact: true }).click();
    await main.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most Popular' });
    await main.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/sort=popular/);
    await expect(main.getByText(`Showing ${questions.length} questions`)).toBeVisible();
    const popular = [...questions].sort((a, b) => b.votes - a.votes || newer(a, b));
    expect(await cardNames(cards)).toEqual(popular.map((question) => opening(question.text)));
    const first = popular[0];
    if (!first) throw new Error('the seed has no questions');
    await main.getByRole('searchbox', { name: 'Search questions' }).fill(first.text);
    await main.getByRole('searchbox', { name: 'Search questions' }).press('Enter');
    await expect(page).toHaveURL(/q=/);
    await expect(page).toHaveURL(/sort=popular/);
    expect(await cardNames(cards)).toContain(opening(first.text));
    await expect(main.getByRole('searchbox', { name: 'Search questions' })).toHaveValue(first.text);

    // Show All Questions drops the search and the status, and keeps the order.
    await page.goto('/qa?q=zzzz-nothing-matches-this&status=answered&sort=popular');
    await main.getByRole('button', { name: 'Show All Questions' }).click();
    await expect(page).toHaveURL(/\/qa\?sort=popular$/);
    await expect(main.getByText(`Showing ${questions.length} questions`)).toBeVisible();
    await context.close();
  });

  test("with scripts on, Q&A's filters work in place and its no-script buttons are not shown", async ({
    page,
    request,
  }) => {
    const { questions } = (await (await request.get('/api/questions')).json()) as { questions: PublicQuestion[] };
    const answered = questions.filter((question) => question.answered);
    await page.goto('/qa');
    const main = page.getByRole('main');
    await expect(main.getByText(`Showing ${questions.length} questions`)).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await expect(main.getByRole('button', { name: 'Search', exact: true })).toBeHidden();
    await expect(main.getByRole('button', { name: 'Sort', exact: true })).toBeHidden();
    await main.getByRole('button', { name: 'Answered', exact: true }).click();
    await main.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Oldest First' });
    const cards = main.getByRole('list', { name: 'Questions' }).getByRole('article');
    await expect(main.getByText(`Showing ${answered.length} questions`)).toBeVisible();
    expect(await cardNames(cards)).toEqual(
      byNewest(answered)
        .reverse()
        .map((question) => opening(question.text)),
    );
    // Enter in the search box keeps the status chosen (it presses the hidden Search, not a status button).
    await main.getByRole('searchbox', { name: 'Search questions' }).press('Enter');
    await expect(main.getByRole('button', { name: 'Answered', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/qa$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('with scripts on, searching the programme stays on the page', async ({ page, sessions }) => {
    await page.goto('/programme');
    const session = sessions[0];
    if (!session) throw new Error('the seed has no sessions');
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByRole('searchbox', { name: 'Search sessions' }).fill(session.title);
    await page.getByRole('searchbox', { name: 'Search sessions' }).press('Enter');
    await expect(page).toHaveURL(/\/programme\?q=/);
    await expect(page.getByRole('main').getByRole('link', { name: session.title, exact: true }).first()).toBeVisible();
    // The same document: the form was handled by the page, not sent.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('a personal page says in its HTML what needs scripts', async ({ browser, request }) => {
    test.setTimeout(90_000);
    await renderedHtml(request, '/my-agenda');
    await renderedHtml(request, '/about');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/my-agenda');
    // The words are in a <noscript>, which Playwright's text matching passes over: read as the reader sees it.
    // biome-ignore lint/performance/useDomNodeTextContent: the text as drawn, which is what the reader gets
    expect(await page.getByRole('main').innerText()).toContain(
      'Your agenda is kept in this browser: it shows once the page’s scripts have loaded',
    );
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
    await context.close();
  });
});

test.describe('Settings before the first paint', () => {
  test('a returning visitor with extra-large text and high contrast sees nothing move', async ({
    page,
    request,
    sessions,
  }) => {
    test.setTimeout(90_000);
    const session = sessions[0];
    if (!session) throw new Error('the seed has no sessions');
    const paths = ['/', '/programme', `/session/${session.id}`];
    for (const path of paths) await renderedHtml(request, path);

    // Sums every layout shift from the page's start (buffered) that no input caused.
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { ccShifts: typeof shifts }).ccShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The visitor chose them on an earlier visit (the accessibility panel keeps them in this browser).
    await page.goto('/about');
    await page.evaluate(() => {
      localStorage.setItem('cm-font-size', 'xl');
      localStorage.setItem('cm-high-contrast', 'true');
    });

    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-cc-interactive', 'true');
      await expect(page.locator('html')).toHaveAttribute('data-font-size', 'xl');
      await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
      // Two frames after interactive, so a shift the hydration caused is counted.
      const total = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve((window as unknown as { ccShifts: { total: number } }).ccShifts.total),
              ),
            ),
          ),
      );
      expect(total, path).toBeLessThan(0.01);
    }
  });

  test('the settings are on <html> in the first paint, before the app runs', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => {
      localStorage.setItem('cm-font-size', 'xl');
      localStorage.setItem('cm-high-contrast', 'true');
    });
    // The app's scripts held back: only the page and its blocking head script run.
    await page.route(/\/remotes\/|\/main\.[0-9a-f]+\.js|\.js$/, (route) =>
      route.request().url().endsWith('/apply-preferences.js') ? route.continue() : route.abort(),
    );
    await page.goto('/programme', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'xl');
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  });
});
