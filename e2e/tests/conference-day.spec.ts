/**
 * Issue 18's smaller points, as an attendee meets them: the app can be installed (manifest, icons, a theme colour
 * that follows high contrast), a session page leads to its questions, the programme to the timetable, and the Q&A
 * form's session picker is grouped by day and time without breaks or cancelled sessions; the programme has day and
 * start-time headings, links to jump to a day, and one Tab stop per action per card.
 */
import { dismissCookieBanner } from './a11y-support';
import { expect, expectNoAxeViolations, type SessionSummary, test, waitForWholeProgramme } from './fixtures';

interface Manifest {
  name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test.describe('Conference day', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('the app can be installed: a manifest with loadable icons, and a theme colour that follows high contrast', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await request.get(href ?? '');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'Conference Companion', start_url: '/', display: 'standalone' });
    // What browsers need to offer installation: PNG icons of 192 and 512 pixels.
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png' && !i.purpose);
      expect(icon, `a ${size} PNG icon`).toBeTruthy();
    }
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toContain(icon.type);
    }
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await request.get(favicon ?? '')).status()).toBe(200);

    const themeColour = page.locator('meta[name="theme-color"]');
    await expect(themeColour).toHaveAttribute('content', '#1d3b6f');
    await page.getByRole('button', { name: 'Accessibility' }).click();
    await page.getByRole('checkbox', { name: /high contrast/i }).check();
    await expect(themeColour).toHaveAttribute('content', '#000000');
  });

  test('a session page leads to its questions, and the programme to the timetable', async ({ page, sessions }) => {
    const session = sessions.find((s) => s.status !== 'cancelled' && s.track && s.speaker);
    if (!session) throw new Error('the seed has no active talk');
    await page.goto(`/session/${session.id}`);
    await page.getByRole('link', { name: 'Questions about this session' }).click();
    await expect(page).toHaveURL(new RegExp(`/qa/${session.id}$`));
    await expect(page.getByRole('main')).toContainText(session.title);

    await page.goto('/programme');
    await page.getByRole('link', { name: 'See the programme as a timetable' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Timetable' })).toBeVisible();
  });

  test('Back to Programme returns to the programme as it was filtered', async ({ page }) => {
    await page.goto('/programme');
    await page.getByRole('button', { name: 'Tuesday', exact: true }).click();
    await page.getByRole('searchbox', { name: /search/i }).fill('eye gaze');
    await expect(page).toHaveURL(/[?&]q=eye\+gaze/);
    const first = page.getByRole('article').first();
    const title = (await first.getByRole('heading', { level: 4 }).getByRole('link').textContent()) ?? '';
    await first.getByRole('link', { name: /^View Details/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: title.trim() })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Programme' }).click();
    await expect(page).toHaveURL(/\/programme\?(?=.*day=Tuesday)(?=.*q=eye\+gaze)/);
    await expect(page.getByRole('searchbox', { name: /search/i })).toHaveValue('eye gaze');
    await expect(page.getByRole('button', { name: 'Tuesday', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the Q&A session picker is grouped by day and time, without breaks or cancelled sessions', async ({
    page,
    sessions,
  }) => {
    await page.goto('/qa');
    await page.getByRole('button', { name: 'Ask a Question' }).click();
    const picker = page.getByRole('combobox', { name: 'Related session (optional)' });
    await expect(picker).toBeVisible();
    const groups = await picker.locator('optgroup').evaluateAll((elements) =>
      elements.map((group) => ({
        label: group.getAttribute('label') ?? '',
        options: Array.from(group.querySelectorAll('option'), (option) => option.textContent ?? ''),
      })),
    );
    expect(groups.length).toBeGreaterThan(5);
    for (const group of groups)
      expect(group.label).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday) \d{2}:\d{2}$|to be announced/);
    const offered = groups.flatMap((group) => group.options).join('\n');
    // The fixture holds the API's whole session objects; the format names the breaks.
    const left = (sessions as (SessionSummary & { sessionFormat: string | null })[]).filter(
      (s) => s.status === 'cancelled' || s.sessionFormat === 'Break',
    );
    expect(left.length).toBeGreaterThan(0);
    for (const session of left) expect(offered).not.toContain(session.title);
    const talk = sessions.find((s) => s.status !== 'cancelled' && s.track && s.speaker);
    expect(offered).toContain(talk?.title ?? 'an active talk');
  });

  test('the programme has day and time headings, jumps to a day, and one Tab stop per action per card', async ({
    page,
  }) => {
    await page.goto('/programme');
    await waitForWholeProgramme(page);
    const main = page.getByRole('main');
    const days = main.getByRole('heading', { level: 2 });
    await expect(days.first()).toHaveText(/^Monday \d+ \w+ \d{4}$/);
    await expect(main.getByRole('heading', { level: 3 }).first()).toHaveText(/^Starting at \d{2}:\d{2}$/);
    const cards = main.getByRole('article');
    const cardCount = await cards.count();

    // Every Tab stop in the page's main part: one per card for its details, one for its agenda button.
    const stops = await main.evaluate(
      (element) =>
        Array.from(
          element.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
        ).filter(
          // A link inside a closed "Jump to a time" is not rendered, so Tab does not stop on it.
          (candidate) => candidate.tabIndex >= 0 && !candidate.hasAttribute('disabled') && candidate.checkVisibility(),
        ).length,
    );
    console.log(`programme: ${stops} Tab stops in main for ${cardCount} cards`);
    expect(stops).toBeLessThanOrEqual(cardCount * 2 + 15);
    const firstCard = cards.first();
    await expect(firstCard.getByRole('link', { name: /^View Details/ })).toHaveAttribute('href', /\/session\/\d+$/);
    await expect(firstCard.getByRole('heading', { level: 4 }).getByRole('link')).toHaveAttribute('tabindex', '-1');

    // Jump to Tuesday by keyboard: focus lands on its heading, and the next Tab goes to Tuesday's first card.
    const tuesday = main.getByRole('navigation', { name: 'Jump to a day' }).getByRole('link', { name: /^Tuesday/ });
    await tuesday.focus();
    await page.keyboard.press('Enter');
    const tuesdayHeading = main.getByRole('heading', { level: 2, name: /^Tuesday/ });
    await expect(tuesdayHeading).toBeFocused();
    // The day's "Jump to a time" disclosure is one stop; the next goes to Tuesday's first card.
    await page.keyboard.press('Tab');
    await expect(page.getByText('Jump to a time on Tuesday', { exact: false })).toBeFocused();
    await page.keyboard.press('Tab');
    const focusedCard = page.locator('article:has(:focus)');
    await expect(focusedCard).toContainText('Tuesday');
    await expect(page).toHaveURL(/\/programme$/);
  });

  test('the programme filters by topic, level and audience from the data, kept in the address', async ({
    page,
    sessions,
  }) => {
    const all = sessions as (SessionSummary & { sessionLevel: string | null; ageGroup: string | null })[];
    const level = all.find((s) => s.sessionLevel)?.sessionLevel;
    const audience = all.find((s) => s.ageGroup && s.sessionLevel === level)?.ageGroup;
    if (!level || !audience) throw new Error('the seed has no session with a level and an audience');
    await page.goto('/programme');
    await waitForWholeProgramme(page);
    await page.getByRole('combobox', { name: 'Level' }).selectOption(level);
    await page.getByRole('combobox', { name: 'Audience' }).selectOption(audience);
    await expect(page).toHaveURL(/[?&]level=/);
    const expected = all.filter((s) => s.sessionLevel === level && s.ageGroup === audience).length;
    await expect(page.getByRole('main').getByText(/^Showing \d+ of \d+ sessions$/)).toHaveText(
      `Showing ${expected} of ${sessions.length} sessions`,
    );
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(expected);
    for (const card of await cards.all()) {
      await expect(card).toContainText(`Level${level}`);
      await expect(card).toContainText(`Audience${audience}`);
    }
    await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('all');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Level' })).toHaveValue(level);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('combobox', { name: 'Audience' })).toHaveValue('all');
  });

  test('Remove from My Agenda can be undone, by keyboard, and the server keeps the bookmark', async ({
    page,
    sessions,
  }) => {
    const session = sessions.find((s) => s.status !== 'cancelled' && s.speaker);
    if (!session) throw new Error('the seed has no active talk');
    expect((await page.request.put(`/api/bookmarks/${session.id}`)).ok()).toBe(true);
    await page.goto('/my-agenda');
    await page.getByRole('button', { name: `Remove ${session.title}` }).click();
    await expect(page.getByRole('heading', { name: 'Your agenda is empty' })).toBeVisible();
    await expect(page.getByRole('main').getByText(`Removed ${session.title} from your agenda.`)).toBeVisible();
    const undo = page.getByRole('button', { name: `Undo removing ${session.title}` });
    await expect(undo).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    const entry = page.getByRole('main').getByRole('article', { name: session.title });
    await expect(entry).toBeVisible();
    await expect(undo).toHaveCount(0);
    await page.reload();
    await expect(entry).toBeVisible();
  });

  test('the programme links to its open data, each link answering in its format', async ({ page, request }) => {
    await page.goto('/programme');
    const section = page.getByRole('region', { name: 'Use the programme in other apps' });
    const formats: [RegExp, string][] = [
      [/^Calendar file/, 'text/calendar'],
      [/^Programme as JSON/, 'application/json'],
      [/^Schedule XML/, 'xml'],
    ];
    for (const [name, type] of formats) {
      const href = await section.getByRole('link', { name }).getAttribute('href');
      const response = await request.get(href ?? '');
      expect(response.status(), href ?? '').toBe(200);
      expect(response.headers()['content-type']).toContain(type);
    }
  });
});
