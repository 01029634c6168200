/**
 * Data rights (issue 19): a signed-in attendee downloads their data as JSON from Your account, and deletes the account
 * with confirmation; afterwards they are signed out and cannot sign in again.
 */
import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PASSWORD = 'plum-harbour-lantern';

test.describe('Your account: data download and deletion', () => {
  test.describe.configure({ timeout: 60_000 });

  test('downloads the agenda as JSON, then deletes the account after confirming', async ({ page, sessions }) => {
    const email = `leaving-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
    const session = sessions.find((s) => s.status === 'active');
    if (!session) throw new Error('no active session');
    await page.goto('/');
    expect((await page.request.post('/api/auth/sign-up', { data: { email, password: PASSWORD } })).status()).toBe(201);
    expect((await page.request.put(`/api/bookmarks/${session.id}`)).ok()).toBe(true);

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Your account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Signing out everywhere else asks for the password (issue 30): without it the field says so and has the focus;
    // Enter in the field sends it.
    const confirm = page.getByLabel('Your current password, to sign out everywhere else', { exact: true });
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(confirm).toBeFocused();
    await expect(page.getByText('Type your current password').first()).toBeVisible();
    await confirm.fill(PASSWORD);
    await confirm.press('Enter');
    // In the page (the live region says it too, for a moment).
    await expect(page.getByRole('main').getByText('You were not signed in anywhere else.')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const data = JSON.parse(await readFile(file, 'utf8'));
    expect(data.account.email).toBe(email);
    expect(data.agenda.map((entry: { sessionId: number }) => entry.sessionId)).toEqual([session.id]);

    // Without the tick, nothing happens and the page says why.
    await page.getByLabel('Your current password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Tick the box to say you want to delete your account').first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'I want to delete my account and its data' }).check();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' }),
    ).toBeVisible();
    const again = await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
    expect(again.status()).toBe(401);
  });

  test('after "Reject All", no page view is stored for a signed-in attendee, and Download my data says so', async ({
    page,
  }) => {
    const email = `reject-all-${Date.now()}@example.org`;
    expect((await page.request.post('/api/auth/sign-up', { data: { email, password: PASSWORD } })).status()).toBe(201);
    await page.goto('/');
    await page.getByRole('button', { name: 'Reject All' }).click();
    await expect(page.getByRole('button', { name: 'Reject All' })).toHaveCount(0);
    // Three pages visited, each of which would have been a page view with consent.
    for (const path of ['/programme', '/announcements', '/map']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.waitForTimeout(500);
    const data = (await (await page.request.get('/api/account/data')).json()) as { activity: unknown[] };
    expect(data.activity).toEqual([]);
  });
});
