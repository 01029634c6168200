import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';

/** The session fields these tests read (GET /api/sessions). */
interface FullSession {
  id: number;
  title: string;
  sessionNumber: string | null;
  track: string | null;
  presenters: string[];
  location: string | null;
  startTime: string | null;
  endTime: string | null;
  status: string;
}

async function allSessions(request: APIRequestContext): Promise<FullSession[]> {
  const response = await request.get('/api/sessions');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { sessions: FullSession[] }).sessions;
}

function byNumber(sessions: FullSession[], number: string): FullSession {
  const session = sessions.find((s) => s.sessionNumber === number);
  if (!session) throw new Error(`No session ${number} in the seed`);
  return session;
}

/** Bookmarks with the page's own cookies (the browser context's visitor). */
async function bookmark(page: Page, ...sessions: FullSession[]) {
  for (const session of sessions) {
    const response = await page.request.put(`/api/bookmarks/${session.id}`);
    expect(response.ok()).toBe(true);
  }
}

test.describe('My Agenda', () => {
  test('an empty agenda says so and leads to the programme', async ({ page }) => {
    await page.goto('/my-agenda');
    await expect(page.getByRole('heading', { level: 1, name: 'My Agenda' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your agenda is empty' })).toBeVisible();
    await expect(page).toHaveTitle('My Agenda – Conference Companion');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Browse Programme' }).click();
    await expect(page).toHaveURL(/\/programme$/);
  });

  test('Schedule View groups bookmarked sessions by day with breaks, and flags clashes in words', async ({ page }) => {
    const sessions = await allSessions(page.request);
    const keynote = byNumber(sessions, 'K1'); // Monday 09:30–10:30, Rowan Centre
    const strand1 = byNumber(sessions, '1.1'); // Monday 11:00–11:45, Rowan Centre
    const strand2 = byNumber(sessions, '2.1'); // Monday 11:00–11:45, Kestrel Building
    const strand5 = byNumber(sessions, '5.2'); // Monday 11:55–12:40, Ashworth Building
    const tuesday = byNumber(sessions, 'K2'); // Tuesday 09:00–10:00

    // One bookmark the way an attendee makes it, from the programme.
    await page.goto('/programme');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: keynote.title, exact: true }) });
    await card.getByRole('button', { name: /Add to Agenda/ }).click();
    await expect(card.getByRole('button', { name: /In Agenda/ })).toHaveAttribute('aria-pressed', 'true');
    await bookmark(page, strand1, strand2, strand5, tuesday);

    await page
      .getByRole('navigation')
      .getByRole('link', { name: /My Agenda/ })
      .first()
      .click();
    await expect(page.getByRole('main').getByText('Showing all 5 sessions in your agenda')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule View' })).toHaveAttribute('aria-pressed', 'true');
    const monday = page.getByRole('region', { name: 'Monday 13 September 2027' });
    await expect(monday.getByRole('heading', { level: 3 })).toHaveText([
      keynote.title,
      strand1.title,
      strand2.title,
      strand5.title,
    ]);
    await expect(page.getByRole('region', { name: 'Tuesday 14 September 2027' })).toBeVisible();
    // 10:30 to 11:00: more than 15 minutes.
    await expect(monday.getByText('30 minute break')).toBeVisible();

    // Clashes, in words, on both entries.
    const entry = (title: string) => page.getByRole('article', { name: title });
    await expect(entry(strand1.title)).toContainText(`Clashes with ${strand2.title} (overlaps 45 minutes)`);
    await expect(entry(strand2.title)).toContainText(`Clashes with ${strand1.title} (overlaps 45 minutes)`);
    await expect(entry(strand2.title)).toContainText(
      `Only 10 minutes to walk from Kestrel Building to Ashworth Building for ${strand5.title}`,
    );
    await expect(entry(strand5.title)).toContainText(
      `Only 10 minutes to walk from Kestrel Building to Ashworth Building after ${strand2.title}`,
    );
    await expect(entry(keynote.title)).not.toContainText('Clashes');
    await expect(page.getByText('Check your agenda')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('List View shows every session with its date, and is kept in the address', async ({ page }) => {
    const sessions = await allSessions(page.request);
    const keynote = byNumber(sessions, 'K1');
    const strand1 = byNumber(sessions, '1.1');
    const tuesday = byNumber(sessions, 'K2');
    await bookmark(page, tuesday, strand1, keynote);
    const entry = (title: string) => page.getByRole('article', { name: title });

    await page.goto('/my-agenda');
    await expect(page.getByRole('main').getByText('30 minute break')).toBeVisible();
    await page.getByRole('button', { name: 'List View' }).click();
    await expect(page.getByRole('button', { name: 'List View' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('30 minute break')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      keynote.title,
      strand1.title,
      tuesday.title,
      'Add your agenda to a calendar',
    ]);
    await expect(entry(tuesday.title)).toContainText('Tuesday 14 September 2027');
    await expect(entry(keynote.title)).toContainText('Monday 13 September 2027');
    await expectNoAxeViolations(page);

    // The view is kept in the address: a reload shows the list again.
    await page.reload();
    await expect(page.getByRole('button', { name: 'List View' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('filters by day, removes sessions, shows all days again and exports my-agenda.txt', async ({ page }) => {
    const sessions = await allSessions(page.request);
    const keynote = byNumber(sessions, 'K1');
    const strand3 = byNumber(sessions, '3.2');
    const tuesday = byNumber(sessions, 'K2');
    await bookmark(page, tuesday, strand3, keynote);

    await page.goto('/my-agenda');
    await expect(page.getByRole('main').getByText('Showing all 3 sessions in your agenda')).toBeVisible();
    const day = page.getByRole('combobox', { name: 'Filter by Day' });
    await expect(day.getByRole('option')).toHaveText([
      'All Days',
      'Monday 13 September 2027',
      'Tuesday 14 September 2027',
    ]);
    await day.selectOption({ label: 'Tuesday 14 September 2027' });
    await expect(page.getByRole('main').getByText('Showing 1 session for Tuesday 14 September 2027')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);

    // Remove the day's only session: the day is empty, and Show All Days brings the rest back.
    await page.getByRole('button', { name: `Remove ${tuesday.title}` }).click();
    await expect(page.getByRole('heading', { name: 'No sessions for selected day' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Showing 0 sessions for Tuesday 14 September 2027')).toBeVisible();
    // Focus waits at the way to undo the removal.
    await expect(page.getByRole('button', { name: `Undo removing ${tuesday.title}` })).toBeFocused();
    await page.getByRole('button', { name: 'Show All Days' }).click();
    await expect(page.getByRole('main').getByText('Showing all 2 sessions in your agenda')).toBeVisible();
    await expect(day).toHaveValue('all');
    expect((await (await page.request.get('/api/bookmarks')).json()).sessionIds).toHaveLength(2);

    // Export: a text file headed with the conference name and My Agenda, one block per session.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Agenda' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('my-agenda.txt');
    const text = await readFile((await download.path()) as string, 'utf8');
    const block = (s: FullSession) =>
      [
        `Monday 13 September 2027, ${s.startTime}–${s.endTime}`,
        s.title,
        `Speakers: ${s.presenters.length > 0 ? s.presenters.join(', ') : 'TBA'}`,
        `Location: ${s.location ?? 'TBA'}`,
        '',
      ].join('\n');
    expect(text).toBe(`Talking Together 2027\nMy Agenda\n\n${block(keynote)}\n${block(strand3)}`);
  });

  test('the calendar feed follows a cancellation, and the open agenda flags it live', async ({ page, playwright }) => {
    const sessions = await allSessions(page.request);
    // A fringe event no other test relies on.
    const film = sessions.find((s) => s.title.startsWith('Lunchtime film'));
    if (!film) throw new Error('No lunchtime film in the seed');
    expect(film.status).toBe('active');
    await bookmark(page, film);

    await page.goto('/my-agenda');
    await expect(page.getByRole('article', { name: film.title })).toBeVisible();
    await page.getByRole('button', { name: 'Show my calendar address' }).click();
    const address = page.getByRole('textbox', { name: 'Your calendar address' });
    await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feedUrl = await address.inputValue();
    await expect(page.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute(
      'href',
      feedUrl.replace(/^https?:/, 'webcal:'),
    );
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy address' }).click();
    await expect(page.getByRole('main').getByText('Calendar address copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);

    // A calendar app: no cookies.
    const calendarApp = await playwright.request.newContext();
    const before = await calendarApp.get(feedUrl);
    expect(before.status()).toBe(200);
    expect(before.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const beforeText = await before.text();
    expect(beforeText).toContain('STATUS:CONFIRMED');
    expect(beforeText).not.toContain('STATUS:CANCELLED');

    // The organisers cancel it.
    const organiser = await playwright.request.newContext({ baseURL: new URL(feedUrl).origin });
    expect((await organiser.post('/api/auth/sign-in', { data: admin })).ok()).toBe(true);
    const stored = (await (await organiser.get('/api/admin/sessions')).json()) as {
      sessions: { id: number; version: number }[];
    };
    const version = stored.sessions.find((s) => s.id === film.id)?.version;
    const cancel = await organiser.post(`/api/admin/sessions/${film.id}/cancel`, {
      data: { reason: 'The film could not be screened.', version },
    });
    expect(cancel.ok()).toBe(true);

    const after = await (await calendarApp.get(feedUrl)).text();
    const unfolded = after.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('STATUS:CANCELLED');
    expect(unfolded).toContain('The film could not be screened.');
    await calendarApp.dispose();
    await organiser.dispose();

    // Live: the open page shows it without a reload ('session.updated' on the 'sessions' topic).
    const entry = page.getByRole('article', { name: `${film.title} (CANCELLED)` });
    await expect(entry).toContainText('This session has been cancelled');
    await expect(entry).toContainText('The film could not be screened.');
    await expect(entry).toContainText('Cancelled since you added it');
  });
});
