import type { Browser, Page } from '@playwright/test';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';

function liveSubscribed(page: Page, topic: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/api/live')) return;
      ws.on('framereceived', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();
        if (text.includes('"kind":"subscribed"') && text.includes(`"${topic}"`)) resolve();
      });
    });
  });
}

async function askInOtherBrowser(browser: Browser, text: string, sessionId: number | null = null): Promise<number> {
  const context = await browser.newContext();
  const response = await context.request.post('/api/questions', { data: { text, sessionId } });
  expect(response.status()).toBe(201);
  const id = (await response.json()).question.id as number;
  await context.close();
  return id;
}

/** The list of questions (open polls, also articles, may come first on the page when other tests left one open). */
const questionList = (page: Page) => page.getByRole('list', { name: 'Questions' });

test.describe('Q&A', () => {
  test.describe.configure({ timeout: 60_000 });

  test('browse, filter, ask (pending until reviewed) and vote; no axe violations', async ({ page }) => {
    await page.goto('/qa');
    await expect(page.getByRole('heading', { level: 1, name: 'Questions & Answers' })).toBeVisible();
    const results = page.getByText(/^Showing \d+ questions?$/);
    await expect(results).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search questions' })).toHaveAttribute(
      'placeholder',
      'Search questions...',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Answered', exact: true }).click();
    await expect(questionList(page).getByRole('article').first().getByText('Answered', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Answer from /).first()).toBeVisible();
    await page.getByRole('button', { name: 'Unanswered', exact: true }).click();
    await expect(questionList(page).getByRole('article').first().getByText('Pending', { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('zzzz no such question');
    await expect(page.getByText('No questions match your current filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Show All Questions' }).click();
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Sort by').selectOption('popular');

    // Ask: blank is refused; a question is sent and waits for review.
    await page.getByRole('button', { name: 'Ask a Question' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Submit Your Question' })).toBeVisible();
    // Blank: the button says it is disabled, and pressing it anyway says why.
    const submit = page.getByRole('button', { name: 'Submit Question' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByText('Please enter a question')).toBeVisible();
    const text = `Are there captions on the plenary stream? (${Date.now()})`;
    await page.getByRole('textbox', { name: 'Your question' }).fill(text);
    await expect(page.getByText(`${text.length}/500 characters`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit Question' }).click();
    await expect(page.getByRole('main').getByText(/It will appear here once an admin has reviewed it\./)).toBeVisible();
    await expect(page.getByRole('article', { name: text })).toHaveCount(0);

    // Vote once: the button then says so, also after a reload (the vote is kept on the server).
    const name = 'Can personal assistants attend the sharing circle, or is it only for AAC users?';
    const card = page.getByRole('article', { name });
    const votes = Number(/(\d+) votes?/.exec((await card.textContent()) ?? '')?.[1]);
    await card.getByRole('button', { name: /^Vote/ }).click();
    await expect(card.getByRole('button', { name: 'You already voted' })).toHaveAttribute('aria-disabled', 'true');
    await expect(card.getByText(new RegExp(`^${votes + 1} votes?$`))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('article', { name }).getByRole('button', { name: 'You already voted' })).toBeVisible();
  });

  test("a session's questions, with its title and a way back; no axe violations", async ({ page, request }) => {
    const { questions } = (await (await request.get('/api/questions')).json()) as {
      questions: { sessionId: number | null; sessionTitle: string | null }[];
    };
    const withSession = questions.find((q) => q.sessionId !== null)!;
    await page.goto(`/qa/${withSession.sessionId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Questions & Answers' })).toBeVisible();
    await expect(page.getByText(`Questions about ${withSession.sessionTitle}`)).toBeVisible();
    await expect(page.getByText(/^Showing \d+ questions?$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to all questions' }).click();
    await expect(page).toHaveURL(/\/qa$/);
  });

  test('a question approved by an admin appears live, then its answer', async ({ page, browser }) => {
    const subscribed = liveSubscribed(page, 'questions');
    await page.goto('/qa');
    await expect(page.getByText(/^Showing \d+ questions?$/)).toBeVisible();
    await subscribed;

    const text = `Is there step-free access to the poster hall? (${Date.now()})`;
    const id = await askInOtherBrowser(browser, text);
    await expect(page.getByText(text)).toHaveCount(0);

    const adminContext = await browser.newContext();
    expect((await adminContext.request.post('/api/auth/sign-in', { data: admin })).ok()).toBe(true);
    const approved = await adminContext.request.patch(`/api/admin/questions/${id}`, { data: { status: 'approved' } });
    expect(approved.ok()).toBe(true);
    const card = page.getByRole('article', { name: text });
    await expect(card).toBeVisible({ timeout: 1000 });
    await expect(questionList(page).getByRole('article').first()).toHaveAccessibleName(text);
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();

    const answer = 'Yes: the ramp by the east door, and the lift beside the cloakroom.';
    await adminContext.request.patch(`/api/admin/questions/${id}`, { data: { response: answer } });
    await expect(card.getByText(answer)).toBeVisible({ timeout: 1000 });
    await expect(card.getByText('Answered', { exact: true })).toBeVisible();
    await adminContext.close();
  });
});
