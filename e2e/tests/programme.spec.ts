import { expect, test } from './fixtures';

test.describe('Programme', () => {
  test('lists every seeded session and filters by search, day and track', async ({ page, sessions }) => {
    await page.goto('/programme');
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Programme' })).toBeVisible();
    const total = sessions.length;
    await expect(page.getByText(`Showing ${total} of ${total} sessions`)).toBeVisible();

    const clear = page.getByRole('button', { name: 'Clear Filters' });
    await expect(clear).toBeDisabled();

    // Search by a distinctive word of one session's title: the count is every session with that word in its
    // title, speaker, description or category (attendee.md §5), worked out here from the API's data.
    const target = sessions.find((s) => s.title.split(' ').some((w) => w.length > 8)) ?? sessions[0]!;
    const word = target.title.split(' ').find((w) => w.length > 8) ?? target.title;
    const expected = sessions.filter((s) =>
      [s.title, s.speaker, s.description, s.category].some((field) =>
        (field ?? '').toLowerCase().includes(word.toLowerCase()),
      ),
    ).length;
    expect(expected).toBeLessThan(total);
    await page.getByRole('searchbox', { name: /search/i }).fill(word);
    await expect(page.getByText(`Showing ${expected} of ${total} sessions`)).toBeVisible();
    await expect(page.getByRole('link', { name: target.title, exact: true }).first()).toBeVisible();
    await expect(clear).toBeEnabled();
    await clear.click();
    await expect(page.getByText(`Showing ${total} of ${total} sessions`)).toBeVisible();

    // Day filter: Tuesday shows exactly Tuesday's sessions; pressing it again clears it.
    const tuesday = sessions.filter((s) => s.day === 'Tuesday').length;
    const tuesdayButton = page.getByRole('button', { name: 'Tuesday', exact: true });
    await tuesdayButton.click();
    await expect(tuesdayButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`Showing ${tuesday} of ${total} sessions`)).toBeVisible();
    await tuesdayButton.click();
    await expect(page.getByText(`Showing ${total} of ${total} sessions`)).toBeVisible();

    // Track filter matches a track or session number that starts with the chosen value.
    await page.getByRole('combobox', { name: /track/i }).selectOption('Keynote');
    const keynotes = sessions.filter(
      (s) => s.track?.startsWith('Keynote') || s.sessionNumber?.startsWith('Keynote'),
    ).length;
    await expect(page.getByText(`Showing ${keynotes} of ${total} sessions`)).toBeVisible();

    // Nothing matches: the empty state, and Clear All Filters brings everything back.
    await page.getByRole('searchbox', { name: /search/i }).fill('zzzz no such session zzzz');
    await expect(page.getByRole('heading', { name: 'No sessions found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search terms.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page.getByText(`Showing ${total} of ${total} sessions`)).toBeVisible();
  });

  test('a bookmark is kept by the server and survives a reload', async ({ page, sessions }) => {
    const session = sessions.find((s) => s.status !== 'cancelled')!;
    await page.goto('/programme');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: session.title, exact: true }) });
    const add = card.getByRole('button', { name: /Add to Agenda/ });
    await add.click();
    await expect(card.getByRole('button', { name: /In Agenda/ })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    const cardAfter = page.getByRole('article').filter({
      has: page.getByRole('link', { name: session.title, exact: true }),
    });
    await expect(cardAfter.getByRole('button', { name: /In Agenda/ })).toHaveAttribute('aria-pressed', 'true');

    // Another visitor (a fresh browser context) does not see it.
    const bookmarks = await page.request.get('/api/bookmarks');
    expect(((await bookmarks.json()) as { sessionIds: number[] }).sessionIds).toContain(session.id);
  });

  test('another visitor has their own agenda', async ({ browser, sessions }) => {
    const session = sessions[0]!;
    const first = await browser.newContext();
    const second = await browser.newContext();
    const a = await first.newPage();
    await a.goto('/programme');
    await a
      .getByRole('article')
      .filter({ has: a.getByRole('link', { name: session.title, exact: true }) })
      .getByRole('button', { name: /Add to Agenda/ })
      .click();
    await expect(
      a
        .getByRole('article')
        .filter({ has: a.getByRole('link', { name: session.title, exact: true }) })
        .getByRole('button', { name: /In Agenda/ }),
    ).toBeVisible();
    const b = await second.newPage();
    await b.goto('/programme');
    await expect(
      b
        .getByRole('article')
        .filter({ has: b.getByRole('link', { name: session.title, exact: true }) })
        .getByRole('button', { name: /Add to Agenda/ }),
    ).toBeVisible();
    await first.close();
    await second.close();
  });
});
