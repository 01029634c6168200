import { admin, expect, test } from './fixtures';

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

  test('the admin API refuses callers who are not signed in', async ({ request }) => {
    const response = await request.get('/api/admin/overview');
    expect(response.status()).toBe(401);
    const body = await response.json();
    expect(body).toMatchObject({ statusCode: 401, code: expect.any(String), message: expect.any(String) });
  });
});
