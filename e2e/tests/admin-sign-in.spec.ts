import { admin, expect, expectNoAxeViolations, test } from './fixtures';

test.describe('Admin sign-in', () => {
  test('refuses a wrong password, then signs the bootstrap admin in and out', async ({ page }) => {
    await page.goto('/admin');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const signIn = page.getByRole('button', { name: 'Sign In' });

    await expect(signIn).toBeDisabled();
    await email.fill(admin.email);
    await expect(signIn).toBeDisabled();
    await password.fill('not the right password');
    await expect(signIn).toBeEnabled();
    await signIn.click();
    await expect(page.getByRole('alert').filter({ hasText: 'The email or password is not right.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);

    await password.fill(admin.password);
    await signIn.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(`Logged in as ${admin.email}`)).toBeVisible();

    // The server session survives a reload: the cookie is httpOnly, the browser holds no token.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'cc_session')?.httpOnly).toBe(true);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('an attendee opening /admin stays signed in, is told it is for organisers, and may switch knowingly', async ({
    page,
  }) => {
    const email = `attendee-${Date.now()}-${Math.floor(Math.random() * 1e6)}@conference.test`;
    const created = await page.request.post('/api/auth/sign-up', {
      data: { email, password: 'a-long-enough-password-1', name: 'Alex Attendee' },
    });
    expect(created.status()).toBe(201);
    const account = page.getByRole('navigation', { name: 'Account' });

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Organisers only' })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(`You are signed in as Alex Attendee (${email}), which is not an organiser account`),
    ).toBeVisible();
    await expect(page.getByText('You are still signed in')).toBeVisible();
    // Still signed in, in the header and on the server; one sign-out on the page, the admin area's.
    await expect(account).toContainText('Signed in as Alex Attendee');
    await expect(account.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    expect((await (await page.request.get('/api/auth/session')).json()).user?.email).toBe(email);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out and sign in as an organiser' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeFocused();
    await expect(
      page
        .getByRole('main')
        .getByText(
          "You have signed out of Alex Attendee's account. Sign in below with your conference organiser account.",
        ),
    ).toBeVisible();
    await expect(account.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    // One way out: the admin area's Logout, none in the header.
    await expect(page.getByRole('button', { name: /^(Logout|Sign out)$/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('the admin API refuses callers who are not signed in', async ({ request }) => {
    const response = await request.get('/api/admin/overview');
    expect(response.status()).toBe(401);
    const body = await response.json();
    expect(body).toMatchObject({ statusCode: 401, code: expect.any(String), message: expect.any(String) });
  });
});
