import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

interface ApiSession {
  id: number;
  title: string;
  status: string;
  sessionDate: string | null;
  startTime: string | null;
  endTime: string | null;
}
interface ApiAnnouncement {
  id: number;
  title: string;
  content: string;
}

/** A moment inside the conference (conference time): Monday 11:10, during the first parallel slot. */
const DURING = '2027-09-13T11:10';

async function statistic(page: Page, label: string) {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

test.describe('Home', () => {
  test('shows the conference, the statistics and the latest 3 announcements', async ({ page, request }) => {
    const conference = (await (await request.get('/api/conference')).json()) as { name: string };
    const sessions = (await (await request.get('/api/sessions')).json()) as { total: number };
    await page.goto(`/?now=${DURING}`);
    await expect(page.getByRole('heading', { level: 1, name: conference.name })).toBeVisible();
    await expect(page).toHaveTitle('Home – Conference Companion');

    await expect(await statistic(page, 'Sessions')).toHaveText(String(sessions.total));
    await expect(await statistic(page, 'In My Agenda')).toHaveText('0');

    const quick = page.getByRole('region', { name: 'Quick access' });
    for (const name of ['Browse Programme', 'My Agenda', 'Venue Map', 'Latest News']) {
      await expect(quick.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }

    // Other tests publish announcements at the same time: compare the page with the API as it was when the
    // page loaded, retrying the pair until no announcement arrived in between.
    await expect(async () => {
      const news = (await (await request.get('/api/announcements')).json()) as { announcements: ApiAnnouncement[] };
      await page.goto(`/?now=${DURING}`);
      const latest = page.getByRole('region', { name: 'Latest News' });
      const headings = latest.getByRole('heading', { level: 3 });
      await expect(headings).toHaveCount(3, { timeout: 3_000 });
      // A new visitor has read nothing: every announcement is new.
      await expect(await statistic(page, 'New Updates')).toHaveText(String(news.announcements.length), {
        timeout: 3_000,
      });
      await expect(quick.getByRole('link', { name: /Latest News/ })).toContainText(
        String(Math.min(news.announcements.length, 99)),
        { timeout: 1_000 },
      );
      const expected = news.announcements.slice(0, 3);
      for (const [index, announcement] of expected.entries()) {
        await expect(headings.nth(index)).toContainText(announcement.title, { timeout: 1_000 });
      }
      const long = expected.find((a) => a.content.length > 150);
      if (long) {
        await expect(latest.getByText(`${long.content.slice(0, 150).trimEnd()}...`)).toBeVisible({ timeout: 1_000 });
      }
    }).toPass({ timeout: 25_000 });
  });

  test('now and next: the sessions on now and those starting next, with rooms', async ({ page, request }) => {
    const { sessions } = (await (await request.get('/api/sessions')).json()) as { sessions: ApiSession[] };
    const onNow = sessions.filter(
      (s) => s.status !== 'cancelled' && s.sessionDate === '2027-09-13' && s.startTime === '11:00',
    );
    const next = sessions.filter(
      (s) => s.status !== 'cancelled' && s.sessionDate === '2027-09-13' && s.startTime === '11:55',
    );
    expect(onNow.length).toBeGreaterThan(0);
    expect(next.length).toBeGreaterThan(0);

    await page.goto(`/?now=${DURING}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    const section = page.getByRole('region', { name: 'Now and next' });
    await expect(section.getByText('Demonstration time')).toBeVisible();
    const nowList = section.getByRole('list', { name: 'Sessions on now' });
    await expect(nowList.getByRole('link', { name: onNow[0]!.title, exact: true })).toBeVisible();
    await expect(nowList.getByRole('listitem')).toHaveCount(Math.min(onNow.length, 10));
    await expect(section.getByRole('heading', { name: 'Next at 11:55' })).toBeVisible();
    const nextList = section.getByRole('list', { name: 'Sessions starting next' });
    await expect(nextList.getByRole('link', { name: next[0]!.title, exact: true })).toBeVisible();
    // Each item says where it is.
    await expect(nextList.getByRole('listitem').first()).toContainText('Where:');

    await nowList.getByRole('link', { name: onNow[0]!.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: onNow[0]!.title })).toBeVisible();
  });

  test('before the conference: when it starts, and the first sessions', async ({ page }) => {
    await page.goto('/?now=2027-09-01T09:00Z');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    const section = page.getByRole('region', { name: 'Now and next' });
    await expect(section.getByText(/^The conference starts on Monday 13 September 2027 at \d\d:\d\d\.$/)).toBeVisible();
    await expect(section.getByRole('list', { name: 'First sessions' }).getByRole('link').first()).toBeVisible();
  });

  test('Home has no axe violations', async ({ page }) => {
    await page.goto(`/?now=${DURING}`);
    await expect(page.getByRole('list', { name: 'Sessions on now' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Latest News' }).getByRole('heading', { level: 3 })).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
});
