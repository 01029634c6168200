import type { Page } from '@playwright/test';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';
import { invitedAdmin } from './invited-admin';

const PASSWORD = 'a-long-enough-password-1';

/** A unique address per test and run, so parallel tests never meet. */
function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@conference.test`;
}

/** Signs the page's browser context in through the API (the cookie lands in the context). */
async function signInAs(page: Page, user: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/sign-in', { data: user });
  expect(response.status()).toBe(200);
}

/** The Users tab's panel: messages are looked for here, not in the live region that also reads them out. */
const usersPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Users' });

async function openUsersTab(page: Page) {
  await page.goto('/admin#/admin?tab=users');
  // Loading the admin remote and checking the session is not what these tests are about: on a loaded CI machine it
  // once took longer than the 7 s default (stuck at "Checking authentication..." in the failure's snapshot).
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Admin users' })).toBeVisible();
}

async function createUserThroughApi(page: Page, email: string) {
  return invitedAdmin(page.request, { email, name: 'Temporary Helper', password: PASSWORD });
}

test.describe('Admin users', () => {
  test("Add User invites: the form asks for the person's email and name, never a password", async ({ page }) => {
    await signInAs(page, admin);
    await openUsersTab(page);

    const add = page.getByRole('button', { name: 'Add User' });
    await add.click();
    await expect(add).toHaveAttribute('aria-expanded', 'true');
    const form = page.getByRole('form', { name: 'Create New Admin User' });
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Password')).toHaveCount(0);
    await expect(form).toContainText('They choose their own password there; nobody else sets or sees it.');

    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByRole('alert')).toHaveText('All fields are required');
    await expectNoAxeViolations(page);

    // An address that has an account already is refused in words, and the form stays open with what was typed.
    await form.getByLabel('Email').fill(admin.email);
    await form.getByLabel('Full Name').fill('Copy');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'The invitation was not sent: An account with this email already exists.',
    );
    await expect(form.getByLabel('Full Name')).toHaveValue('Copy');

    // The old way of typing a password for someone is gone on the server too.
    const typed = await page.request.post('/api/admin/users', {
      data: { email: uniqueEmail('typed'), name: 'Typed', password: PASSWORD },
    });
    expect(typed.status()).toBe(410);
  });

  test('never deletes the protected admin, in the page or through the API', async ({ page }) => {
    await signInAs(page, admin);
    await openUsersTab(page);
    const row = page.getByRole('row', { name: new RegExp(admin.email) });
    await expect(row.getByText('Protected')).toBeVisible();

    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await expect(usersPanel(page).getByText('No users selected for deletion')).toBeVisible();

    await page.getByRole('checkbox', { name: `Select ${admin.email}` }).check();
    await expect(page.getByText('1 user(s) selected')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await expect(usersPanel(page).getByText(`Cannot delete protected admin user: ${admin.email}`)).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('checkbox', { name: `Select ${admin.email}` })).not.toBeChecked();

    // The server refuses it too.
    const list = await (await page.request.get('/api/admin/users')).json();
    const id = (list.users as { id: string; email: string }[]).find((user) => user.email === admin.email)?.id;
    const response = await page.request.post('/api/admin/users/bulk-delete', { data: { ids: [id] } });
    expect(await response.json()).toMatchObject({
      successful: [],
      failed: [id],
      errors: [{ error: `Cannot delete protected admin user: ${admin.email}` }],
    });
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(admin.email) })).toBeVisible();
  });

  test('deletes a created user after confirmation', async ({ page }) => {
    await signInAs(page, admin);
    const email = uniqueEmail('leaving');
    await createUserThroughApi(page, email);
    await openUsersTab(page);

    const checkbox = page.getByRole('checkbox', { name: `Select ${email}` });
    await checkbox.check();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete users' });
    await expect(dialog).toContainText('Are you sure you want to delete 1 user(s)?');
    await expect(dialog).toContainText(email);
    await expectNoAxeViolations(page);

    // Cancel keeps the user and returns focus to the button.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete Selected' })).toBeFocused();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(usersPanel(page).getByText('Successfully deleted 1 user(s)')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
    await expect(page.getByText('0 user(s) selected')).toBeVisible();

    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(usersPanel(page).getByText('Successfully deleted 1 user(s)')).toBeHidden();

    const signIn = await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
    expect(signIn.status()).toBe(401);
  });

  test('lists a pending invitation with who sent it, and withdraws it after asking', async ({ page }) => {
    await signInAs(page, admin);
    const email = uniqueEmail('pending');
    const invited = await page.request.post('/api/admin/invitations', { data: { email, name: 'Penny Pending' } });
    expect(invited.status()).toBe(201);
    await openUsersTab(page);

    const pending = usersPanel(page).getByRole('region', { name: 'Pending invitations' });
    const row = pending.getByRole('row', { name: new RegExp(email) });
    const me = (await (await page.request.get('/api/me')).json()) as { user: { name: string } };
    await expect(row).toContainText(me.user.name || admin.email);
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: `Withdraw invitation to ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw invitation' });
    await expect(dialog).toContainText(`Withdraw the invitation to ${email}?`);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(
      usersPanel(page).getByText(`Invitation to ${email} withdrawn. Its link no longer works.`),
    ).toBeVisible();
    await expect(pending.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
  });
});
