/**
 * Admin invitations (issue 19): an admin invites a person with Add User on the Users tab; the person opens the emailed
 * link, chooses their own password and signs in to the admin area.
 */

import { signInAsAdmin } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { linkInMail } from './mailbox';

test.describe('Admin invitations', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the invitee accepts by email, chooses a password and signs in as an admin', async ({ page, browser }) => {
    const email = `invited-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
    await signInAsAdmin(page);
    await page.goto('/admin#/admin?tab=users');
    const add = page.getByRole('button', { name: 'Add User' });
    await add.click({ timeout: 20_000 });
    const form = page.getByRole('form', { name: 'Create New Admin User' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Full Name').fill('Ines Invited');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Users' });
    await expect(panel.getByText(`Invitation sent to ${email}. The link in it works for 7 days.`)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(add).toBeFocused();
    await expectNoAxeViolations(page);

    const link = await linkInMail(email, 'accept-invitation');
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
    await invitee.getByLabel('Choose a password', { exact: true }).fill('ines-own-lantern-2027');
    await invitee.getByRole('button', { name: 'Create my admin account' }).click();
    await expect(invitee.getByRole('main').getByText(/Your admin account for .* is ready/)).toBeVisible();
    await expectNoAxeViolations(invitee);

    await invitee.getByRole('link', { name: 'Go to the admin sign-in' }).click();
    await invitee.getByLabel('Email').fill(email);
    await invitee.getByLabel('Password', { exact: true }).fill('ines-own-lantern-2027');
    await invitee.getByRole('button', { name: 'Sign In' }).click();
    await expect(invitee.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();

    // The link works once.
    const other = await (await browser.newContext()).newPage();
    await other.goto(link);
    await other.getByLabel('Choose a password', { exact: true }).fill('someone-else-lantern');
    await other.getByRole('button', { name: 'Create my admin account' }).click();
    await expect(other.getByRole('main').getByText(/This invitation link does not work any more/)).toBeVisible();
  });
});
