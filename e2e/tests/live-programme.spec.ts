/**
 * Live everywhere (issue 18): an organiser's change to a session reaches every open page that shows it, without
 * a reload — the programme, the session's own page and the timetable — and the session page says so politely.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { liveLog, recordLiveRegions } from './a11y-support';
import { admin, expect, type SessionSummary, test } from './fixtures';

interface AdminSession {
  id: number;
  version: number;
  title: string;
  location: string | null;
}

/**
 * Talks near the end of the programme that no other spec changes (admin-urls takes the last active sessions;
 * breaks are left out: the timetable lists only tracked sessions).
 */
function pickSession(sessions: SessionSummary[], fromEnd: number): SessionSummary {
  const active = sessions.filter((s) => s.status === 'active' && s.day && s.track && s.speaker);
  const session = active[active.length - 1 - fromEnd];
  if (!session) throw new Error('the seed has too few active sessions');
  return session;
}

async function organiser(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  baseURL: string,
) {
  const context = await playwright.request.newContext({ baseURL });
  expect((await context.post('/api/auth/sign-in', { data: admin })).ok()).toBe(true);
  return context;
}

async function adminSession(api: APIRequestContext, id: number): Promise<AdminSession> {
  const { sessions } = (await (await api.get('/api/admin/sessions')).json()) as { sessions: AdminSession[] };
  const session = sessions.find((s) => s.id === id);
  if (!session) throw new Error(`session ${id} is not in the admin list`);
  return session;
}

/** Loading is not what is tested here: a busy CI machine may take a while to draw three whole pages. */
const LOADED = { timeout: 20_000 };

/** The three pages that show a session, each in its own browser as three attendees would have them. */
async function openPages(browser: Browser, session: SessionSummary) {
  const open = async (path: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await recordLiveRegions(page);
    await page.goto(path);
    return page;
  };
  const sessionPage = await open(`/session/${session.id}`);
  await expect(sessionPage.getByRole('heading', { level: 1, name: session.title })).toBeVisible(LOADED);
  const programme = await open('/programme');
  await programme.getByRole('searchbox').first().fill(session.title);
  await expect(programme.getByRole('article', { name: session.title })).toBeVisible(LOADED);
  const timetable = await open('/timetable');
  await expect(timetable.getByRole('link', { name: session.title, exact: true })).toBeVisible(LOADED);
  return {
    sessionPage,
    programme,
    timetable,
    close: () => Promise.all([sessionPage, programme, timetable].map((p) => p.context().close())),
  };
}

const timetableItem = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test.describe('Live programme', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a new title and room reach the open session page, programme and timetable', async ({
    browser,
    playwright,
    sessions,
    baseURL,
  }) => {
    const session = pickSession(sessions, 4);
    const api = await organiser(playwright, baseURL ?? '');
    const before = await adminSession(api, session.id);
    const pages = await openPages(browser, session);
    const title = `${session.title} (moved)`;
    const room = 'Osprey Seminar Room, live move';
    try {
      const edit = await api.patch(`/api/admin/sessions/${session.id}`, {
        data: { version: before.version, title, location: room },
      });
      expect(edit.status()).toBe(200);

      await expect(pages.sessionPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(pages.sessionPage.getByRole('main')).toContainText(room);
      await expect
        .poll(() => liveLog(pages.sessionPage))
        .toContain('This session has just been changed. The page shows the new details.');
      // The programme's search still holds the old title, which the new one begins with.
      await expect(pages.programme.getByRole('article', { name: title })).toContainText(room);
      await expect
        .poll(() => liveLog(pages.programme))
        .toContain(`The programme was updated. Changed: ${session.title}.`);
      await expect(timetableItem(pages.timetable, title)).toContainText(room);
    } finally {
      const now = await adminSession(api, session.id);
      await api.patch(`/api/admin/sessions/${session.id}`, {
        data: { version: now.version, title: before.title, location: before.location ?? '' },
      });
      await pages.close();
      await api.dispose();
    }
  });

  test('a cancellation reaches the open session page, programme and timetable', async ({
    browser,
    playwright,
    sessions,
    baseURL,
  }) => {
    const session = pickSession(sessions, 5);
    const api = await organiser(playwright, baseURL ?? '');
    const pages = await openPages(browser, session);
    try {
      const { version } = await adminSession(api, session.id);
      const cancel = await api.post(`/api/admin/sessions/${session.id}/cancel`, {
        data: { reason: 'The room is closed for repairs.', version },
      });
      expect(cancel.ok()).toBe(true);

      await expect(pages.sessionPage.getByRole('region', { name: 'Cancellation Notice' })).toContainText(
        'The room is closed for repairs.',
      );
      await expect.poll(() => liveLog(pages.sessionPage)).toContain('This session has just been cancelled.');
      await expect(
        pages.programme.getByRole('article', { name: session.title }).getByRole('heading', { level: 4 }),
      ).toContainText('CANCELLED');
      await expect(timetableItem(pages.timetable, session.title)).toContainText('CANCELLED');
    } finally {
      await pages.close();
      await api.dispose();
    }
  });
});
