import type { Page } from '@playwright/test';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function signIn(page: Page) {
  expect((await page.request.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
}

/** Opens the Content tab on a sub-tab and returns that sub-tab's panel. */
async function openContent(page: Page, section: 'Announcements' | 'Sessions' | 'Questions' | 'Sponsors') {
  await page.goto('/admin#/admin?tab=content');
  const content = page.getByRole('tabpanel', { name: 'Content' });
  await expect(content.getByRole('heading', { level: 2, name: 'Content' })).toBeVisible();
  const tabs = content.getByRole('tablist', { name: 'Content sections' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Announcements',
    'Sessions',
    'Questions',
    'Sponsors',
    'Starter phrases',
  ]);
  await tabs.getByRole('tab', { name: section }).click();
  await expect(tabs.getByRole('tab', { name: section })).toHaveAttribute('aria-selected', 'true');
  const panel = content.getByRole('tabpanel', { name: section });
  await expect(panel.getByRole('heading', { level: 3, name: section })).toBeVisible();
  return { content, panel };
}

test.describe('Admin content', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a new announcement appears on an open News page in another browser without a reload', async ({
    page,
    browser,
  }) => {
    // An attendee reading the news.
    const attendee = await browser.newContext();
    const news = await attendee.newPage();
    await news.goto('/announcements');
    await expect(news.getByRole('heading', { level: 1, name: 'Conference News & Announcements' })).toBeVisible();

    await signIn(page);
    const { content, panel } = await openContent(page, 'Announcements');
    await expect(panel.getByRole('button', { name: 'Test Create' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Create Announcement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Announcement' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await dialog.getByRole('button', { name: 'Create Announcement' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Content is required')).toBeVisible();
    await expect(dialog.getByLabel('Priority')).toHaveValue('normal');
    await expect(dialog.getByLabel('Category')).toHaveValue('general');
    await expectNoAxeViolations(page);

    const title = `Quiet room moved ${Date.now()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Content', { exact: true })
      .fill('The quiet room is now in Linden Hall, room 1.01, all day.');
    await dialog.getByLabel('Priority').selectOption('important');
    await dialog.getByLabel('Category').selectOption('venue');
    await dialog.getByRole('button', { name: 'Create Announcement' }).click();
    await expect(dialog).toBeHidden();
    await expect(content.getByText('Announcement created successfully')).toBeVisible();
    await expect(panel.getByRole('heading', { level: 4, name: title })).toBeVisible();

    // Live: no reload on the attendee's page.
    await expect(news.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
    await attendee.close();

    // Delete asks first, then removes it (and leaves the seeded news as it was).
    await panel.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete announcement' });
    await expect(confirm).toContainText('Are you sure you want to delete this announcement?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(content.getByText('Announcement deleted successfully')).toBeVisible();
    await expect(panel.getByRole('heading', { level: 4, name: title })).toHaveCount(0);
  });

  test('an edited announcement gets a new summary and shows on News as updated and unread again', async ({
    page,
    browser,
  }) => {
    await signIn(page);
    const title = `Dinner time ${Date.now()}`;
    const created = await page.request.post('/api/admin/announcements', {
      data: { title, content: 'The conference dinner starts at 19:00 in the Great Hall.' },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).id as number;

    // An attendee has read it, and keeps News open.
    const attendee = await browser.newContext();
    const news = await attendee.newPage();
    await news.goto('/announcements');
    const card = news.getByRole('article', { name: title });
    await expect(card.getByText('The conference dinner starts at 19:00 in the Great Hall.')).toBeVisible();
    await card.getByRole('button', { name: 'Mark as Read' }).click();
    await expect(card.getByText('Unread')).toHaveCount(0);
    await expect(card.getByText(/^Updated/)).toHaveCount(0);

    // The admin corrects the time; the summary was made from the content, so the form leaves it empty.
    const { content, panel } = await openContent(page, 'Announcements');
    await panel.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Announcement' });
    await expect(dialog.getByLabel('Summary')).toHaveValue('');
    await dialog
      .getByLabel('Content', { exact: true })
      .fill('The conference dinner starts at 19:30 in the Great Hall.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(content.getByText('Announcement updated successfully')).toBeVisible();
    await expect(panel.getByText('The conference dinner starts at 19:30 in the Great Hall.')).toBeVisible();

    // Live on the attendee's page: the new summary, marked updated, unread again.
    await expect(card.getByText('The conference dinner starts at 19:30 in the Great Hall.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(card.getByText(/^Updated (just now|\d+ minutes? ago)$/)).toBeVisible();
    await expect(card.getByText('Unread')).toBeVisible();
    // The server says so too: after a reload it is still updated and unread.
    await news.reload();
    await expect(card.getByText(/^Updated/)).toBeVisible();
    await expect(card.getByText('Unread')).toBeVisible();
    await expectNoAxeViolations(news);
    await attendee.close();

    expect((await page.request.delete(`/api/admin/announcements/${id}`)).status()).toBe(204);
  });

  test('cancelling a session marks it cancelled on its page and announces it in the news', async ({
    page,
    sessions,
  }) => {
    // A Tuesday poster no other test relies on.
    const poster = sessions.find((s) => s.track === 'P33');
    if (poster?.status !== 'active') throw new Error('Poster P33 should be in the seed, not cancelled');
    await signIn(page);
    const { content, panel } = await openContent(page, 'Sessions');
    await panel.getByLabel('Search sessions').fill(poster.title);
    await panel.getByRole('button', { name: `Cancel ${poster.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel session' });
    await expect(dialog.getByLabel('Reason (optional)')).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Reason (optional)').fill('The poster could not be printed in time.');
    await dialog.getByRole('button', { name: 'Cancel Session' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      content.getByText(
        `Session cancelled successfully. The announcement "Session Cancelled: ${poster.title}" was published.`,
      ),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: `Cancel ${poster.title}` })).toBeDisabled();

    await page.goto(`/session/${poster.id}`);
    const notice = page.getByRole('region', { name: 'Cancellation Notice' });
    await expect(notice).toContainText('The poster could not be printed in time.');

    await page.goto('/announcements');
    await expect(page.getByRole('heading', { name: `Session Cancelled: ${poster.title}` })).toBeVisible();
  });

  test('uploads a sponsor image with a preview, refuses an SVG, and deletes it', async ({ page }) => {
    await signIn(page);
    const { content, panel } = await openContent(page, 'Sponsors');
    await expect(panel.getByText('JPG, PNG, GIF or WebP. Recommended size 400x300px. At most 2 MB.')).toBeVisible();
    const input = panel.getByLabel('Sponsor image', { exact: true });

    await input.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await expect(panel.getByText('Choose a JPG, PNG, GIF or WebP image (SVG is not accepted).')).toBeVisible();

    const description = `Acme Aids advert ${Date.now()}: visit stand 4`;
    await input.setInputFiles({ name: 'advert.png', mimeType: 'image/png', buffer: PNG });
    await expect(panel.getByRole('figure').filter({ hasText: 'Preview: advert.png' }).getByRole('img')).toBeVisible();
    await panel.getByLabel('Image description').fill(description);
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Upload Image' }).click();
    await expect(content.getByText('Sponsor image uploaded successfully!')).toBeVisible();

    const image = panel
      .getByRole('list', { name: 'Sponsor images, newest first' })
      .getByRole('img', { name: description });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    const publicList = await page.request.get('/api/sponsor-adverts');
    expect(JSON.stringify(await publicList.json())).toContain(description);
    // Where the admin area says it appears: on the Sponsors page, beside the list of every sponsor.
    await expect(panel.getByText('Images uploaded here appear to attendees on the Sponsors page')).toBeVisible();
    const attendee = await page.context().newPage();
    await attendee.goto('/sponsors');
    const adverts = attendee.getByRole('region', { name: 'From our sponsors' });
    await expect(adverts.getByRole('img', { name: description })).toBeVisible();
    await expect(attendee.getByRole('region', { name: 'All sponsors' }).getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(attendee);
    await attendee.close();

    await panel.getByRole('button', { name: `Delete image: ${description}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete sponsor image' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(content.getByText('Sponsor image deleted successfully!')).toBeVisible();
    await expect(image).toHaveCount(0);
  });

  test('each sub-tab passes an axe scan, and the question form shows the question read-only', async ({ page }) => {
    await signIn(page);
    const { panel: announcements } = await openContent(page, 'Announcements');
    await expect(announcements.getByRole('list', { name: 'Announcements, newest first' })).toBeVisible();
    await expectNoAxeViolations(page);

    const { panel: sessionsPanel } = await openContent(page, 'Sessions');
    await expect(sessionsPanel.getByRole('status')).toHaveText(/^Showing \d+ of \d+ matching sessions$/);
    await expectNoAxeViolations(page);

    const { panel: questions } = await openContent(page, 'Questions');
    const first = questions.getByRole('list', { name: 'Questions, newest first' }).getByRole('listitem').first();
    await expect(first).toBeVisible();
    await expectNoAxeViolations(page);
    await first.getByRole('button', { name: /^Edit question/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit question' });
    await expect(dialog.getByLabel('Response')).toBeFocused();
    await expect(dialog.getByText('Question (read-only)')).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await openContent(page, 'Sponsors');
    await expectNoAxeViolations(page);
  });
});
