/**
 * Q&A privacy (issue 19): a question is anonymous unless the asker ticks "Show my name" and gives one; "My questions"
 * shows the asker's own questions with their status, on this device and, signed in, on another device too.
 */
import type { Browser, Page } from '@playwright/test';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';

const PASSWORD = 'plum-harbour-lantern';
const uniqueEmail = () => `asker-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

async function approve(browser: Browser, text: string) {
  const context = await browser.newContext();
  expect((await context.request.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
  const pending = await context.request.get('/api/admin/questions?status=pending');
  const question = ((await pending.json()).questions as { id: number; text: string }[]).find((q) => q.text === text);
  if (!question) throw new Error(`no pending question ${text}`);
  expect(
    (await context.request.patch(`/api/admin/questions/${question.id}`, { data: { status: 'approved' } })).ok(),
  ).toBe(true);
  await context.close();
}

async function ask(page: Page, text: string, name?: string) {
  await page.getByRole('button', { name: 'Ask a Question' }).click();
  await page.getByRole('textbox', { name: 'Your question' }).fill(text);
  const show = page.getByRole('checkbox', { name: 'Show my name with my question' });
  await expect(show).not.toBeChecked();
  if (name !== undefined) {
    await show.check();
    await page.getByRole('textbox', { name: 'Name to show' }).fill(name);
  }
  await page.getByRole('button', { name: 'Submit Question' }).click();
  await expect(
    page
      .getByRole('main')
      .getByText(/once an admin has reviewed it/)
      .first(),
  ).toBeVisible();
}

const myQuestion = (page: Page, text: string) =>
  page.getByRole('region', { name: 'My questions' }).getByRole('listitem').filter({ hasText: text });

test.describe('Q&A privacy', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a question is anonymous unless a name is chosen; My questions shows the status', async ({ page, browser }) => {
    const anonymous = `Is there a quiet room near hall A? (${Date.now()})`;
    const named = `Will the keynote be captioned? (${Date.now()})`;
    await page.goto('/qa');
    await ask(page, anonymous);
    await page.reload();
    await ask(page, named, 'Robin');

    await expect(myQuestion(page, anonymous)).toContainText('waiting for review');
    await expect(myQuestion(page, anonymous)).toContainText('Anonymous (no name)');
    await expect(myQuestion(page, named)).toContainText('Robin');
    await expectNoAxeViolations(page);

    await approve(browser, anonymous);
    await approve(browser, named);
    await page.reload();
    await expect(page.getByRole('article', { name: anonymous })).toContainText('Asked by Anonymous');
    await expect(page.getByRole('article', { name: named })).toContainText('Asked by Robin');
    await expect(myQuestion(page, anonymous)).toContainText('published');
  });

  test('My questions follows the account to a second device', async ({ browser }) => {
    const email = uniqueEmail();
    const text = `Where do I collect my badge? (${Date.now()})`;
    const phone = await (await browser.newContext()).newPage();
    expect((await phone.request.post('/api/auth/sign-up', { data: { email, password: PASSWORD } })).status()).toBe(201);
    await phone.goto('/qa');
    await ask(phone, text);
    await expect(myQuestion(phone, text)).toContainText('waiting for review');

    const laptop = await (await browser.newContext()).newPage();
    await laptop.goto('/qa');
    await expect(laptop.getByRole('region', { name: 'My questions' })).toHaveCount(0);
    await laptop.goto('/account/sign-in');
    await laptop.getByLabel('Email').fill(email);
    await laptop.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await laptop.getByRole('button', { name: 'Sign in' }).click();
    await expect(laptop.getByRole('navigation', { name: 'Account' })).toContainText('Signed in as');
    await laptop.goto('/qa');
    await expect(myQuestion(laptop, text)).toContainText('waiting for review');
  });
});
