import type { Browser, Page } from '@playwright/test';
import { admin, expect, expectNoAxeViolations, type SessionSummary, test } from './fixtures';

async function openAdmin(page: Page, hash = '') {
  const response = await page.request.post('/api/auth/sign-in', { data: admin });
  expect(response.ok()).toBe(true);
  await page.goto(`/admin${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/** A presenter submits a link for a session from a browser of their own; it waits for moderation. */
async function submitUrl(browser: Browser, sessionId: number, presenterName: string, url: string) {
  const presenter = await browser.newContext();
  const response = await presenter.request.post(`/api/sessions/${sessionId}/resources`, {
    data: {
      presenterName,
      presenterEmail: 'presenter@example.org',
      url,
      description: 'Slides with image descriptions',
    },
  });
  expect(response.status()).toBe(201);
  await presenter.close();
}

/** A session near the end of the programme that other tests do not use; skip cancelled ones. */
function pickSession(sessions: SessionSummary[], fromEnd: number): SessionSummary {
  const active = sessions.filter((s) => s.status === 'active' && s.day);
  return active[active.length - 1 - fromEnd] as SessionSummary;
}

test.describe('Admin presenter URL moderation', () => {
  // Two browsers and axe scans per test: give a loaded machine room.
  test.describe.configure({ timeout: 60_000 });

  test('approving a pending URL records the moderation and shows the link on its session page', async ({
    page,
    browser,
    sessions,
  }) => {
    const session = pickSession(sessions, 1);
    const name = `Robin Approve ${Date.now()}`;
    const link = `https://example.org/approved-${Date.now()}`;
    await submitUrl(browser, session.id, name, link);

    await openAdmin(page, '#/admin?tab=urls');
    const pendingTab = page.getByRole('tab', { name: /^Pending \(\d+\)$/ });
    await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
    const pendingCount = Number((await pendingTab.textContent())?.match(/\d+/)?.[0]);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(session.title);
    await expect(card.getByRole('link', { name: new RegExp(link) })).toHaveAttribute('href', link);
    await expect(card).toContainText('Slides with image descriptions');
    await expect(card.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await card.getByLabel(/Moderation notes \(optional\)/).fill('Checked: slides are accessible.');
    await card.getByRole('button', { name: `Approve URL from ${name}` }).click();
    await expect(page.getByText('URL approved successfully!')).toBeVisible();
    await expect(page.getByRole('tab', { name: `Pending (${pendingCount - 1})` })).toBeVisible();

    await page.getByRole('tab', { name: /^All URLs \(\d+\)$/ }).click();
    const moderated = page.getByRole('article').filter({ hasText: name });
    await expect(moderated).toContainText('Approved by');
    await expect(moderated).toContainText('Checked: slides are accessible.');
    await expect(moderated.getByRole('button', { name: `Delete URL from ${name}` })).toBeVisible();
    await expect(moderated.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

    // Attendees now see the link on the session's page.
    const attendee = await browser.newContext();
    const sessionPage = await attendee.newPage();
    await sessionPage.goto(`/session/${session.id}`);
    const shared = sessionPage
      .getByRole('link', { name: /Slides with image descriptions/ })
      .and(sessionPage.locator(`a[href="${link}"]`));
    await expect(shared).toBeVisible();
    await expect(sessionPage.getByText(`Shared by ${name}`)).toBeVisible();
    await attendee.close();
  });

  test('rejecting keeps the link off the session page; a moderated URL can be deleted after confirmation', async ({
    page,
    browser,
    sessions,
  }) => {
    const session = pickSession(sessions, 2);
    const name = `Sam Reject ${Date.now()}`;
    const link = `https://example.org/rejected-${Date.now()}`;
    await submitUrl(browser, session.id, name, link);

    await openAdmin(page, '#/admin?tab=urls&section=pending');
    const card = page.getByRole('article').filter({ hasText: name });
    await card.getByRole('button', { name: `Reject URL from ${name}` }).click();
    await expect(page.getByText('URL rejected successfully!')).toBeVisible();

    const resources = await (await page.request.get(`/api/sessions/${session.id}/resources`)).json();
    expect(JSON.stringify(resources)).not.toContain(link);

    await page.getByRole('tab', { name: /^All URLs \(\d+\)$/ }).click();
    const rejected = page.getByRole('article').filter({ hasText: name });
    await expect(rejected).toContainText('Rejected by');
    await expectNoAxeViolations(page);
    await rejected.getByRole('button', { name: `Delete URL from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this URL?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete URL' }).click();
    await expect(page.getByText('URL deleted successfully!')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0);
  });
});
