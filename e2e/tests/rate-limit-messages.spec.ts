/**
 * The attendee sees the server's 429 answers plainly (issue 7): the real server's limits, reached by the same
 * visitor (the browser context's cookie) through the API first, then one more try through the page.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The page's next answer from `path`: the real 429, with its Retry-After. */
function answerFrom(page: Page, path: RegExp) {
  return page.waitForResponse(
    (response) => path.test(new URL(response.url()).pathname) && response.request().method() === 'POST',
  );
}

function expectRetryAfter(headers: Record<string, string>, maxSeconds: number) {
  const seconds = Number(headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
}

test.describe('rate limit messages', () => {
  test.describe.configure({ timeout: 60_000 });

  test('asking too many questions: the form says to wait', async ({ page }) => {
    await page.goto('/qa');
    await expect(page.getByText(/^Showing \d+ questions?$/)).toBeVisible();
    // Five questions a minute per visitor: use them up as this visitor (the context shares the page's cookie), the
    // way the form sends them (issue 35: Q&A's form is the drafts-backed question box).
    for (let i = 1; i <= 5; i += 1) {
      const id = randomUUID();
      const saved = await page.request.put(`/api/question-drafts/${id}`, {
        data: {
          sessionId: null,
          text: `Rate limit check ${i} (${Date.now()})`,
          readOutLoud: false,
          deviceTurn: false,
          seat: null,
          shownName: null,
        },
      });
      expect(saved.status()).toBe(200);
      const sent = await page.request.post(`/api/question-drafts/${id}/send`, { data: { when: 'now' } });
      expect(sent.status()).toBe(200);
    }
    await page.getByRole('button', { name: 'Ask a Question' }).click();
    // The form lists the five as sent, and offers one empty box.
    await expect(page.getByRole('heading', { name: 'Sent from here' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Your question' }).fill('One question too many?');
    const answer = answerFrom(page, /^\/api\/question-drafts\/[^/]+\/send$/);
    await page.getByRole('button', { name: 'Submit Question' }).click();
    const response = await answer;
    expect(response.status()).toBe(429);
    expectRetryAfter(response.headers(), 60);
    // In the page, not only in the screen-reader live region.
    await expect(
      page
        .getByRole('main')
        .getByText(
          /^Error submitting question: You are sending questions too quickly\. Please wait \d+ (seconds|minute) and try again\.$/,
        ),
    ).toBeVisible();
    // What was typed is kept, to send after the wait.
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('One question too many?');
  });

  test('voting too often: the question says to wait, and the vote is not counted', async ({ page }) => {
    await page.goto('/qa');
    // The question list's cards (an open poll, also an article, may come first when another test left one open).
    const cards = page.getByRole('list', { name: 'Questions' }).getByRole('article');
    await expect(cards.nth(1)).toBeVisible();
    const ids = (await (await page.request.get('/api/questions')).json()).questions.map((q: { id: number }) => q.id);
    // Sixty vote requests a minute per visitor, repeated ones included: spend them on the first question.
    for (let i = 0; i < 60; i += 1) {
      expect((await page.request.post(`/api/questions/${ids[0]}/vote`)).status()).toBe(200);
    }
    // The list is newest first, like the API's: the second card is not the question voted on above.
    const card = cards.nth(1);
    const count = await card.getByText(/^\d+ votes?$/).textContent();
    const answer = answerFrom(page, /^\/api\/questions\/\d+\/vote$/);
    await card.getByRole('button', { name: /^Vote/ }).click();
    const response = await answer;
    expect(response.status()).toBe(429);
    expectRetryAfter(response.headers(), 60);
    await expect(
      card.getByText(/^You are voting too quickly\. Please wait \d+ (seconds|minute) and try again\.$/),
    ).toBeVisible();
    await expect(card.getByText(/^\d+ votes?$/)).toHaveText(count ?? '');
    await expect(card.getByRole('button', { name: /^Vote/ })).toBeVisible();
  });

  test('submitting too many presenter links: the form says to wait', async ({ page, sessions }) => {
    const session = sessions.find((s) => s.status !== 'cancelled');
    if (!session) throw new Error('the seed has no active session');
    await page.goto(`/session/${session.id}`);
    await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();
    // Ten valid links per visitor per 15 minutes.
    for (let i = 1; i <= 10; i += 1) {
      const response = await page.request.post(`/api/sessions/${session.id}/resources`, {
        data: { presenterName: 'Rae Limit', presenterEmail: 'rae@example.org', url: `https://example.org/rl/${i}` },
      });
      expect(response.status()).toBe(201);
    }
    await page.getByRole('button', { name: 'Submit Resource URL' }).click();
    const form = page.getByRole('form', { name: 'Submit a resource link' });
    await form.getByLabel('Presenter name').fill('Rae Limit');
    await form.getByLabel('Presenter email').fill('rae@example.org');
    await form.getByLabel(/^URL/).fill('https://example.org/rl/one-too-many');
    const answer = answerFrom(page, /^\/api\/sessions\/\d+\/resources$/);
    await form.getByRole('button', { name: 'Submit URL' }).click();
    const response = await answer;
    expect(response.status()).toBe(429);
    expectRetryAfter(response.headers(), 15 * 60);
    await expect(
      form.getByRole('alert').filter({
        hasText: /^You have submitted several links in a short time\. Please wait \d+ minutes? and try again\.$/,
      }),
    ).toBeVisible();
  });
});
