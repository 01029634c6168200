/**
 * "Forgot your password?" (issue 19), by real email: the app sends to the SMTP server the e2e server runs, the test
 * opens the link from the message. The link works once, and not after it expires (30 s in the e2e server).
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { linkInMail } from './mailbox';

const OLD_PASSWORD = 'plum-harbour-lantern';
const NEW_PASSWORD = 'violet-meadow-compass';
const uniqueEmail = () => `forgetful-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

async function askForLink(page: Page, email: string) {
  await page.goto('/account/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(
    page.getByRole('main').getByText(/^If an account uses this email address, we have sent it a link/),
  ).toBeVisible();
}

async function choosePassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  // The token is taken out of the address bar once read.
  expect(new URL(page.url()).hash).toBe('');
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
}

test.describe('Password reset by email', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the emailed link sets a new password once; used again it says so plainly', async ({ page, request }) => {
    const email = uniqueEmail();
    expect((await request.post('/api/auth/sign-up', { data: { email, password: OLD_PASSWORD } })).status()).toBe(201);

    await askForLink(page, email);
    await expectNoAxeViolations(page);
    const link = await linkInMail(email, 'reset-password');
    await choosePassword(page, link, NEW_PASSWORD);
    await expect(
      page
        .getByRole('main')
        .getByText('Your password is changed. You are signed out on every device.', { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Sign in with the new password.
    await page.getByRole('link', { name: 'Sign in' }).last().click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Account' })).toContainText('Signed in as');

    // The same link again, in another browser: refused, with what to do.
    const other = await (await page.context().browser()?.newContext())?.newPage();
    if (!other) throw new Error('no second browser');
    await choosePassword(other, link, 'another-meadow-compass');
    await expect(
      other.getByRole('main').getByText(/^This link to reset your password does not work any more/),
    ).toBeVisible();
  });

  test('a link that is older than its lifetime no longer works', async ({ page, request }) => {
    const email = uniqueEmail();
    expect((await request.post('/api/auth/sign-up', { data: { email, password: OLD_PASSWORD } })).status()).toBe(201);
    await askForLink(page, email);
    const link = await linkInMail(email, 'reset-password');
    await page.waitForTimeout(31_000);
    await choosePassword(page, link, NEW_PASSWORD);
    await expect(
      page.getByRole('main').getByText(/it was used already, or it is more than 1 minute old/),
    ).toBeVisible();
    // The old password still works.
    const signIn = await request.post('/api/auth/sign-in', { data: { email, password: OLD_PASSWORD } });
    expect(signIn.status()).toBe(200);
  });
});
