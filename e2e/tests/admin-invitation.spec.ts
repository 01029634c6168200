/**
 * Admin invitations (issue 19): an admin invites a person with Add User on the Users tab; the person opens the emailed
 * link, chooses their own password and signs in to the admin area. Chair invitations (issue 35): the email and the
 * page name the role and the session with its day, time and place, and the page's link goes to Sessions you chair.
 */

import { signInAsAdmin } from './a11y-support';
import { expect, expectNoAxeViolations, type SessionSummary, test } from './fixtures';
import { linkInMail, mailTo } from './mailbox';

/** A session of its own to be invited to chair (a poster with a day, a start and end time and a place). */
function invitedSession(sessions: SessionSummary[]): SessionSummary {
  const open = sessions.filter((session) => session.status !== 'cancelled');
  const session = open[open.length - 23];
  if (!session) throw new Error('The seed has too few sessions');
  return session;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Tuesday 14 September" for "2027-09-14", as a person writes the day (in the conference's calendar). */
const dayWords = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

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

  test("a chair invitation names the session's day, time and place; its page then goes to Sessions you chair", async ({
    page,
    browser,
    sessions,
  }) => {
    const session = invitedSession(sessions);
    const { sessionDate, startTime, endTime, location } = session as SessionSummary & {
      sessionDate: string | null;
      startTime: string | null;
      endTime: string | null;
      location: string | null;
    };
    if (!sessionDate || !startTime || !endTime || !location)
      throw new Error(`${session.title} lacks a day, time or place`);
    const day = dayWords(sessionDate);
    expect(day.startsWith(session.day ?? '-'), `${day} is a ${session.day}`).toBe(true);
    const email = `chair-invited-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

    // The admin's Session chairs form, as an organiser uses it.
    await signInAsAdmin(page);
    await page.goto('/admin#/admin?tab=users');
    const form = page.getByRole('form', { name: 'Make a person chair of a session' });
    await form.getByLabel('Chair’s email').fill(email, { timeout: 20_000 });
    await form.getByLabel('Chair’s name').fill('Carys Chair');
    await form.getByLabel('Session').selectOption(String(session.id));
    await form.getByRole('button', { name: 'Make chair' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Users' });
    await expect(panel.getByText(`Invitation sent to ${email}. The link in it works for 7 days.`)).toBeVisible();

    // The email names the role, the session, its day, time and place.
    const link = await linkInMail(email, 'accept-invitation\\?as=chair');
    const [mail] = mailTo(email);
    expect(mail?.subject).toMatch(new RegExp(`^You are invited to chair “${escapeRegExp(session.title)}” at `));
    expect(mail?.text).toContain(`- ${session.title} — ${day}, ${startTime}–${endTime}, ${location}`);

    const invitee = await (await browser.newContext()).newPage();
    try {
      await invitee.goto(link);
      const main = invitee.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
      await expect(
        main.getByText(
          `You are invited to chair “${session.title}” on ${day}, ${startTime}–${endTime}, in ${location}.`,
          {
            exact: true,
          },
        ),
      ).toBeVisible({ timeout: 20_000 });
      await expect(main.getByText(/You do not get access to the admin area\./)).toBeVisible();
      await expect(main.getByText('You are invited to be an admin', { exact: false })).toHaveCount(0);
      await invitee.getByLabel('Choose a password', { exact: true }).fill('carys-own-lantern-2027');
      await main.getByRole('button', { name: 'Create my chair account' }).click();
      await expect(
        main.getByText(
          `Your account for ${email} is ready. Sign in with your email and your new password, then open Sessions you chair.`,
        ),
      ).toBeVisible();
      await expect(main.getByRole('link', { name: 'Go to the admin sign-in' })).toHaveCount(0);
      await expectNoAxeViolations(invitee);

      // The page's link goes to the chair's own list; signed in, it has the session, with its day, time and place.
      await main.getByRole('link', { name: 'Go to Sessions you chair' }).click();
      await expect(invitee).toHaveURL(/\/chair$/);
      await expect(main.getByRole('heading', { level: 1, name: 'Sessions you chair' })).toBeVisible({
        timeout: 30_000,
      });
      await main.getByRole('link', { name: 'Sign in', exact: true }).click();
      await invitee.getByLabel('Email').fill(email);
      await invitee.getByLabel('Password', { exact: true }).fill('carys-own-lantern-2027');
      await main.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(invitee).toHaveURL(/\/chair$/);
      const chaired = main.getByRole('link', { name: new RegExp(`^${escapeRegExp(session.title)}`) });
      await expect(chaired).toBeVisible({ timeout: 30_000 });
      await expect(chaired).toContainText(`${day}, ${startTime} to ${endTime}, ${location}`);
      await chaired.click();
      await expect(invitee).toHaveURL(new RegExp(`/chair/${session.id}$`));
      await expect(main.getByRole('heading', { level: 2, name: 'Device turns' })).toBeVisible({ timeout: 30_000 });
    } finally {
      await invitee.context().close();
    }
  });
});
