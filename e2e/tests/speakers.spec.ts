/**
 * Speakers (issues 18 and 21): an organiser writes a speaker's biography; an attendee finds the speaker by search,
 * opens their page, follows a session and comes back; the session editor assigns a speaker from the list.
 * The new pages pass axe; the picker reflows at 320 px.
 */
import type { Page } from '@playwright/test';
import { axeProblems, reflowProblems } from './a11y-support';
import { admin, expect, test } from './fixtures';

const LOADED = { timeout: 20_000 };

async function signIn(page: Page) {
  expect((await page.request.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
}

async function createSpeaker(page: Page, name: string): Promise<{ id: number; slug: string }> {
  const response = await page.request.post('/api/admin/speakers', { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function createSession(page: Page, data: Record<string, unknown>): Promise<{ id: number }> {
  const response = await page.request.post('/api/admin/sessions', { data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

test.describe('Speakers', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin writes a bio; an attendee finds the speaker, opens their page, a session and comes back', async ({
    page,
  }) => {
    const stamp = Date.now();
    const name = `Orla Quill ${stamp}`;
    const title = `Speaking of switches ${stamp}`;
    const bio = 'Orla runs the switch access clinic at Northgate.';
    await signIn(page);
    const speaker = await createSpeaker(page, name);
    await createSession(page, { title, speakerIds: [speaker.id] });

    await page.goto('/admin#/admin?tab=speakers');
    const panel = page.getByRole('tabpanel', { name: 'Speakers' });
    await panel.getByLabel('Search speakers').fill(name);
    await panel.getByRole('button', { name: `Edit ${name}` }).click(LOADED);
    const form = page.getByRole('form', { name: `Edit speaker: ${name}` });
    await expect(form.getByLabel('Name')).toBeFocused();
    await form.getByLabel('Biography').fill(bio);
    expect(await axeProblems(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save speaker' }).click();
    await expect(panel.getByText(`Speaker updated: ${name}`)).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);

    // The attendee side: from the programme to the speakers list, found by part of the name.
    await page.goto('/programme');
    await page.getByRole('link', { name: 'Browse the speakers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Speakers' })).toBeVisible();
    await page.getByLabel('Search speakers').fill(`quill ${stamp}`);
    await expect(page.getByRole('status').filter({ hasText: /^1 of \d+ speakers match$/ })).toBeVisible(LOADED);
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole('link', { name }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(LOADED);
    await expect(page.getByText(bio)).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole('link', { name: title }).click();

    // The session page links the presenter's name back to their page.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(LOADED);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(LOADED);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('the session editor assigns a speaker chosen from the list', async ({ page }) => {
    const stamp = Date.now();
    const name = `Kit Marlow ${stamp}`;
    const title = `Picker session ${stamp}`;
    await signIn(page);
    await createSpeaker(page, name);
    const session = await createSession(page, { title });

    await page.goto('/admin#/admin?tab=sessions');
    const panel = page.getByRole('tabpanel', { name: 'Sessions' });
    await panel.getByLabel('Search sessions').fill(title);
    await panel.getByRole('button', { name: `Edit ${title}` }).click(LOADED);
    const edit = panel.getByRole('form', { name: `Edit session: ${title}` });
    const picker = edit.getByRole('group', { name: 'Speakers' });
    await expect(picker).toContainText('No speaker chosen.');
    await picker.getByLabel('Filter speakers').fill(`marlow ${stamp}`);
    // Enter in the filter field does not send the session.
    await picker.getByLabel('Filter speakers').press('Enter');
    await expect(edit).toBeVisible();
    await picker.getByRole('checkbox', { name }).check();
    await expect(picker).toContainText(`In this order: ${name}.`);
    expect(await axeProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await reflowProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByText('Session updated successfully')).toBeVisible();

    const shown = await (await page.request.get(`/api/sessions/${session.id}`)).json();
    expect(shown.presenters).toEqual([name]);
  });
});
