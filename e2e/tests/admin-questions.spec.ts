import type { Browser, Page } from '@playwright/test';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';

async function openAdmin(page: Page, hash = '') {
  const response = await page.request.post('/api/auth/sign-in', { data: admin });
  expect(response.ok()).toBe(true);
  await page.goto(`/admin${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/** An attendee in a browser of their own asks a question; it waits for moderation. */
async function askQuestion(browser: Browser, text: string): Promise<number> {
  const attendee = await browser.newContext();
  const response = await attendee.request.post('/api/questions', { data: { text, sessionId: null } });
  expect(response.status()).toBe(201);
  const body = await response.json();
  await attendee.close();
  return body.question.id as number;
}

test.describe('Admin Q&A moderation', () => {
  // Two browsers and axe scans per test: give a loaded machine room.
  test.describe.configure({ timeout: 60_000 });

  test('approving a pending question with a response shows it, answered, on /qa in another browser', async ({
    page,
    browser,
  }) => {
    const text = `Will the AAC drop-in clinic run on both days? (${Date.now()})`;
    await askQuestion(browser, text);

    // An attendee already has the public Q&A page open: the question is not there while pending.
    const attendee = await browser.newContext();
    const qa = await attendee.newPage();
    await qa.goto('/qa');
    await expect(qa.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(qa.getByText(text, { exact: true })).toHaveCount(0);

    await openAdmin(page, '#/admin?tab=questions&status=pending');
    await expect(page.getByRole('button', { name: 'Pending', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('drop-in clinic');
    const item = page.getByRole('button', { name: new RegExp(text.replace(/[()?]/g, '\\$&')) });
    await item.click();
    await expect(page.getByRole('heading', { level: 3, name: 'Question details' })).toBeFocused();
    await expect(item).toHaveAttribute('aria-current', 'true');

    const approveRespond = page.getByRole('button', { name: 'Approve & Respond' });
    await expect(approveRespond).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Mark as Pending' })).toHaveCount(0);
    await page.getByLabel('Response').fill('Yes: 10:00 to 16:00 on Monday and Tuesday, in the Learning Hub.');
    await expect(approveRespond).toBeEnabled();
    await expectNoAxeViolations(page);
    await approveRespond.click();

    await expect(page.getByText('Question approved successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve Only' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Mark as Pending' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Question details' }).getByText('Answered')).toBeVisible();

    // Live on the attendee's page, with the answer.
    await expect(qa.getByText(text, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(qa.getByText('Yes: 10:00 to 16:00 on Monday and Tuesday, in the Learning Hub.')).toBeVisible();
    await attendee.close();
  });

  test('rejects, returns to pending and deletes a question after confirmation', async ({ page, browser }) => {
    const text = `Please remove this test question ${Date.now()}`;
    const id = await askQuestion(browser, text);
    await openAdmin(page, `#/admin?tab=questions&item=${id}`);
    const detail = page.getByRole('region', { name: 'Question details' });
    await expect(detail.locator('blockquote')).toHaveText(text);

    await detail.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Question rejected successfully')).toBeVisible();
    await detail.getByRole('button', { name: 'Mark as Pending' }).click();
    await expect(page.getByText('Question pending successfully')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Mark as Pending' })).toHaveCount(0);

    await detail.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this question?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This cannot be undone.');
    await expectNoAxeViolations(page);
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(detail.locator('blockquote')).toHaveText(text);

    await detail.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete question' }).click();
    await expect(page.getByText('Question deleted successfully')).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
    const list = await (await page.request.get('/api/admin/questions?status=all')).json();
    expect(list.questions.some((q: { id: number }) => q.id === id)).toBe(false);
  });
});
