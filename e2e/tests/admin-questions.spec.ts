import type { Browser, Page } from '@playwright/test';
import { liveLog, recordLiveRegions } from './a11y-support';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';

async function openAdmin(page: Page, hash = '') {
  const response = await page.request.post('/api/auth/sign-in', { data: admin });
  expect(response.ok()).toBe(true);
  await page.goto(`/admin${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/** An attendee in a browser of their own asks a question; it waits for moderation. */
async function askQuestion(browser: Browser, text: string, sessionId: number | null = null): Promise<number> {
  const attendee = await browser.newContext();
  const response = await attendee.request.post('/api/questions', { data: { text, sessionId } });
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

  test('filters by session, sorts by votes, and approves or rejects several questions at once', async ({
    page,
    browser,
    sessions,
  }) => {
    const tag = `bulk-${Date.now()}`;
    const session = sessions.find((s) => s.status !== 'cancelled') ?? sessions[0];
    if (!session) throw new Error('no sessions in the programme');
    const quiet = await askQuestion(browser, `Is there a quiet room nearby? ${tag}`, session.id);
    const loop = await askQuestion(browser, `Is there a hearing loop in this room? ${tag}`, session.id);
    await askQuestion(browser, `Where can I charge my device? ${tag}`);

    await recordLiveRegions(page);
    await openAdmin(page, '#/admin?tab=questions&status=pending');
    const panel = page.getByRole('tabpanel', { name: 'Q&A' });
    // The summary is shown in the tab and read out.
    const expectSummary = async (text: string) => {
      await expect(panel.getByText(text, { exact: true })).toBeVisible();
      await expect.poll(() => liveLog(page)).toContain(text);
    };
    await page.getByRole('searchbox', { name: 'Search questions' }).fill(tag);
    const list = page.getByRole('region', { name: 'Questions' });
    await expect(list.getByRole('listitem')).toHaveCount(3);

    // Only this session's questions, then every one of them ticked at once.
    await page.getByRole('combobox', { name: 'Session', exact: true }).selectOption(String(session.id));
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText(/Where can I charge/)).toHaveCount(0);
    await list.getByRole('checkbox', { name: 'Select all 2 shown' }).check();
    await expect(list.getByText('2 selected')).toBeVisible();
    await expectNoAxeViolations(page);
    await list.getByRole('button', { name: 'Approve selected' }).click();
    await expectSummary('2 questions approved.');
    // Approved: no longer pending, so the list is empty and focus goes to its heading, not lost with the buttons.
    await expect(list.getByRole('listitem')).toHaveCount(0);
    await expect(list.getByRole('heading', { level: 3, name: 'Questions', exact: true })).toBeFocused();
    const publicIds = ((await (await page.request.get('/api/questions')).json()).questions as { id: number }[]).map(
      (q) => q.id,
    );
    expect(publicIds).toEqual(expect.arrayContaining([quiet, loop]));

    // Two attendees vote for the hearing loop question: sorted by votes, it comes first.
    for (let i = 0; i < 2; i += 1) {
      const voter = await browser.newContext();
      // The app's first call gives the browser its visitor cookie, as a page would.
      expect((await voter.request.get('/api/me')).ok()).toBe(true);
      expect((await voter.request.post(`/api/questions/${loop}/vote`)).ok()).toBe(true);
      await voter.close();
    }
    await page.reload();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search questions' }).fill(tag);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most votes first' });
    await expect(list.getByRole('listitem').first()).toContainText('hearing loop');
    await expect(list.getByRole('listitem').first()).toContainText('2 votes');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Oldest first' });
    await expect(list.getByRole('listitem').first()).toContainText('quiet room');

    // One ticked by hand, rejected; one already approved, approved again, is said to be left as it was.
    await list.getByRole('checkbox', { name: /Select: Where can I charge my device/ }).check();
    await list.getByRole('button', { name: 'Reject selected' }).click();
    await expectSummary('1 question rejected.');
    await list.getByRole('checkbox', { name: /Select: Is there a quiet room nearby/ }).check();
    await list.getByRole('button', { name: 'Approve selected' }).click();
    await expectSummary('No questions approved. 1 question was already approved.');
    await expect(list.getByRole('button', { name: /Where can I charge my device/ })).toContainText('Rejected');
  });
});
