/**
 * Attendee accounts (issue 6): the agenda follows the account to another browser, merging twice doubles
 * nothing, sign out works, and the account pages are accessible.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, type SessionSummary, test } from './fixtures';

const PASSWORD = 'plum-harbour-lantern';
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** A fresh browser (its own cookies: a new anonymous visitor) with one page. */
async function newBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** Signs in from the header's link, the way an attendee would, and waits to be back where they were. */
async function signInFromHeader(page: Page, email: string) {
  const before = new URL(page.url()).pathname;
  await accountNav(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${before}$`));
  await expect(accountNav(page)).toContainText('Signed in as');
}

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const sortNumbers = (values: number[]) => [...values].sort((a, b) => a - b);

test.describe('Attendee accounts', () => {
  // Two or three browsers each, and every sign-in spends an argon2 hash: more than one browser's worth of time.
  test.describe.configure({ timeout: 60_000 });

  test('an agenda built anonymously appears on a second browser after signing in; sign out works', async ({
    browser,
    sessions,
  }) => {
    const [first, second] = sessions.filter((s) => s.status === 'active') as [SessionSummary, SessionSummary];
    const email = uniqueEmail('agenda');

    // On the phone, anonymously: one session from the programme, one more through the API.
    const phone = await newBrowser(browser);
    await phone.goto('/programme');
    const card = phone
      .getByRole('article')
      .filter({ has: phone.getByRole('link', { name: first.title, exact: true }) });
    await card.getByRole('button', { name: /Add to Agenda/ }).click();
    await expect(card.getByRole('button', { name: /In Agenda/ })).toHaveAttribute('aria-pressed', 'true');
    expect((await phone.request.put(`/api/bookmarks/${second.id}`)).ok()).toBe(true);

    // Create an account from My Agenda: back there afterwards, signed in, with the same agenda.
    await phone.goto('/my-agenda');
    await expect(phone.getByRole('article', { name: first.title })).toBeVisible();
    await accountNav(phone).getByRole('link', { name: 'Create account' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await phone.getByLabel('Name (optional)').fill('Robin Reader');
    await phone.getByLabel('Email').fill(email);
    await phone.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await phone.getByRole('button', { name: 'Create account' }).click();
    await expect(phone).toHaveURL(/\/my-agenda$/);
    await expect(accountNav(phone)).toContainText('Signed in as Robin Reader');
    await expect(phone.getByRole('article', { name: first.title })).toBeVisible();
    await expect(phone.getByRole('article', { name: second.title })).toBeVisible();

    // On the laptop: an empty agenda until signing in, then the phone's.
    const laptop = await newBrowser(browser);
    await laptop.goto('/my-agenda');
    await expect(laptop.getByRole('heading', { name: 'Your agenda is empty' })).toBeVisible();
    await signInFromHeader(laptop, email);
    await expect(laptop.getByRole('article', { name: first.title })).toBeVisible();
    await expect(laptop.getByRole('article', { name: second.title })).toBeVisible();
    await expect(laptop.getByRole('main').getByText('Showing all 2 sessions in your agenda')).toBeVisible();

    // Sign out: the header offers Sign in again (focused), and this browser's agenda is its own, empty one.
    await accountNav(laptop).getByRole('button', { name: 'Sign out' }).click();
    const signIn = accountNav(laptop).getByRole('link', { name: 'Sign in' });
    await expect(signIn).toBeFocused();
    await expect(laptop.getByRole('heading', { name: 'Your agenda is empty' })).toBeVisible();
    expect(await apiJson(laptop, '/api/me')).toEqual({ user: null });

    await phone.context().close();
    await laptop.context().close();
  });

  test('signing in from two anonymous browsers, and again, doubles no bookmark, read item or vote', async ({
    browser,
    sessions,
    request,
  }) => {
    const [s1, s2, s3, s4] = sessions.filter((s) => s.status === 'active').slice(2, 6) as SessionSummary[] as [
      SessionSummary,
      SessionSummary,
      SessionSummary,
      SessionSummary,
    ];
    const { questions } = (await (await request.get('/api/questions')).json()) as {
      questions: { id: number; text: string; votes: number }[];
    };
    const question = questions.at(-1)!;
    const { announcements } = (await (await request.get('/api/announcements')).json()) as {
      announcements: { id: number }[];
    };
    const [a1, a2] = announcements.map((a) => a.id) as [number, number];

    const email = uniqueEmail('merge');
    const created = await request.post('/api/auth/sign-up', { data: { email, password: PASSWORD } });
    expect(created.status()).toBe(201);

    // Two anonymous browsers with overlapping agendas, overlapping read news, and a vote each on one question.
    const one = await newBrowser(browser);
    const two = await newBrowser(browser);
    for (const [page, picks, reads] of [
      [one, [s1, s2, s3], [a1]],
      [two, [s2, s3, s4], [a1, a2]],
    ] as const) {
      for (const session of picks) expect((await page.request.put(`/api/bookmarks/${session.id}`)).ok()).toBe(true);
      for (const id of reads) expect((await page.request.post(`/api/announcements/${id}/read`)).ok()).toBe(true);
      const vote = await page.request.post(`/api/questions/${question.id}/vote`);
      expect(await vote.json()).toMatchObject({ success: true });
    }
    const votesOf = async (page: Page) =>
      (
        await apiJson<{ questions: { id: number; votes: number; voted: boolean }[] }>(page, '/api/questions')
      ).questions.find((q) => q.id === question.id)!;
    const before = (await votesOf(one)).votes;

    // Both sign in to the one account; then the first signs out and in once more.
    for (const page of [one, two]) {
      await page.goto('/qa');
      await signInFromHeader(page, email);
    }
    await accountNav(one).getByRole('button', { name: 'Sign out' }).click();
    await expect(accountNav(one).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await signInFromHeader(one, email);

    for (const page of [one, two]) {
      const { sessionIds } = await apiJson<{ sessionIds: number[] }>(page, '/api/bookmarks');
      expect(sortNumbers(sessionIds)).toEqual(sortNumbers([s1.id, s2.id, s3.id, s4.id]));
      const { ids } = await apiJson<{ ids: number[] }>(page, '/api/announcements/read');
      expect(sortNumbers(ids)).toEqual(sortNumbers([a1, a2]));
      // Two visitors' votes became one account's vote: one fewer than before the merge.
      expect(await votesOf(page)).toMatchObject({ votes: before - 1, voted: true });
    }

    // What the attendee sees: four sessions in the agenda, and the question voted once.
    await two.goto('/my-agenda');
    await expect(two.getByRole('main').getByText('Showing all 4 sessions in your agenda')).toBeVisible();
    await two.goto('/qa');
    const card = two.getByRole('article', { name: question.text });
    await expect(card.getByRole('button', { name: 'You already voted' })).toBeVisible();
    await expect(card.getByText(new RegExp(`^${before - 1} votes?$`))).toBeVisible();

    await one.context().close();
    await two.context().close();
  });

  test('the sign-in and sign-up pages, with their error summaries, have no axe violations', async ({ page }) => {
    await page.goto('/account/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in – Conference Companion');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const summary = page.locator('.cc-error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Email is required' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The summary's link takes the keyboard to the field.
    await summary.getByRole('link', { name: 'Email is required' }).press('Enter');
    await expect(page.getByLabel('Email')).toBeFocused();

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(page).toHaveTitle('Create an account – Conference Companion');
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill('robin@example.org');
    await page.getByLabel('Password', { exact: true }).fill('password1234');
    await page.getByRole('button', { name: 'Create account' }).click();
    // Not caught in the browser: the server knows the list of common passwords.
    await expect(
      page.locator('.cc-error-summary').getByRole('link', { name: /This password is too common/ }),
    ).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });
});
