import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Public pages arrive rendered (issue 28): their content is in the first HTML, a browser without scripts reads them
// and follows their links, and the app takes the HTML over (hydrates it) without React finding it different.

/** The page's HTML once the server has rendered it (it renders on the first ask; until then it sends the shell). */
async function renderedHtml(request: APIRequestContext, path: string, cookie?: string): Promise<string> {
  let html = '';
  await expect(async () => {
    html = await (await request.get(path, { headers: cookie ? { cookie } : {} })).text();
    expect(html).toContain('id="cc-ssr-data"');
  }).toPass({ timeout: 20_000 });
  return html;
}

/** React's reports of a page it could not take over as it was (minified in production builds). */
function collectHydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/hydrat|server rendered|Minified React error #4(18|19|2\d)/i.test(message.text())) {
      problems.push(`${page.url()}: ${message.text().slice(0, 300)}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message.slice(0, 300)}`));
  return problems;
}

async function firstSpeaker(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const body = (await (await request.get('/api/speakers')).json()) as { speakers: { slug: string; name: string }[] };
  const speaker = body.speakers[0];
  if (!speaker) throw new Error('the seed has no speakers');
  return speaker;
}

test.describe('Pages sent rendered', () => {
  test('the programme, a session and a speaker arrive with their content and tags in the HTML', async ({
    request,
    sessions,
  }) => {
    const programme = await renderedHtml(request, '/programme');
    for (const session of sessions.slice(0, 5)) expect(programme).toContain(session.title.replace(/&/g, '&amp;'));

    const session = sessions.find((candidate) => candidate.description) ?? sessions[0];
    if (!session) throw new Error('the seed has no sessions');
    const sessionPage = await renderedHtml(request, `/session/${session.id}`);
    expect(sessionPage).toContain(`<h1`);
    expect(sessionPage).toContain(session.title.replace(/&/g, '&amp;'));
    expect(sessionPage).toMatch(/<title>[^<]+ – Conference Companion<\/title>/);
    expect(sessionPage).toContain('<meta property="og:title"');
    expect(sessionPage).toContain('<meta name="description"');

    const speaker = await firstSpeaker(request);
    const speakerPage = await renderedHtml(request, `/speakers/${speaker.slug}`);
    expect(speakerPage).toContain(speaker.name);
    expect(speakerPage).toContain(`<title>${speaker.name} – Conference Companion</title>`);
    expect(speakerPage).toContain('<meta property="og:type" content="profile"');
  });

  test('without JavaScript every public page reads, its links work, and actions say they need scripts', async ({
    browser,
    request,
    sessions,
  }) => {
    const session = sessions[0];
    if (!session) throw new Error('the seed has no sessions');
    await renderedHtml(request, '/programme');
    await renderedHtml(request, `/session/${session.id}`);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/programme');
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Programme' })).toBeVisible();
    await expect(page.getByText(/Scripts are off in this browser/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: session.title, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/session/${session.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(session.title);
    await context.close();
  });

  test('hydrating raises no warning, for a first visit and for a returning visitor with choices and bookmarks', async ({
    page,
    request,
    sessions,
  }) => {
    test.setTimeout(120_000);
    const session = sessions[0];
    if (!session) throw new Error('the seed has no sessions');
    const speaker = await firstSpeaker(request);
    const paths = [
      '/',
      '/programme',
      '/timetable',
      `/session/${session.id}`,
      '/map',
      '/speakers',
      `/speakers/${speaker.slug}`,
      '/announcements',
      '/qa',
      '/sponsors',
      '/about',
      '/privacy-policy',
      '/accessibility',
      '/my-agenda',
      '/account',
      '/account/sign-in',
    ];
    for (const path of paths) {
      await renderedHtml(request, path);
      await renderedHtml(request, path, 'cc_consent=decided');
    }
    const problems = collectHydrationProblems(page);

    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-cc-interactive', 'true');
    }

    // A returning visitor: cookies answered, a session in the agenda, high contrast on.
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.goto(`/session/${session.id}`);
    await page.getByRole('button', { name: /Add to Agenda/ }).click();
    await expect(page.getByRole('button', { name: /In Agenda|Remove from Agenda/ })).toBeVisible();
    await page.getByRole('button', { name: 'Accessibility' }).click();
    await page.getByRole('checkbox', { name: /High contrast/ }).check();
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-cc-interactive', 'true');
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });
});
