import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';

interface AdminSessionSummary {
  id: number;
  title: string;
  track: string | null;
  topicCategory: string | null;
  day: string | null;
}

/** Signs the page's browser context in through the API (the cookie lands in the context). */
async function signIn(page: Page) {
  expect((await page.request.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
}

async function openSessionsTab(page: Page) {
  await page.goto('/admin#/admin?tab=sessions');
  await expect(page.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Sessions' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();
  await expect(panel.getByRole('table', { name: /^Sessions, sorted by/ })).toBeVisible();
  return panel;
}

async function adminSessions(page: Page): Promise<AdminSessionSummary[]> {
  const response = await page.request.get('/api/admin/sessions');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { sessions: AdminSessionSummary[] }).sessions;
}

/** The text of one column (1-based, counting the checkbox column) of every body row. */
async function columnTexts(panel: ReturnType<Page['getByRole']>, column: number) {
  return panel
    .locator(`table.cc-sessions-table > tbody > tr:not(.cc-sessions-table__edit-row) > :nth-child(${column})`)
    .allInnerTexts();
}

const natural = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

test.describe('Admin sessions table', () => {
  // Tables of every session, axe scans and several round trips: more than the default on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test('sorts by track by default and by any data column, filters from the data, and exports', async ({ page }) => {
    await signIn(page);
    const all = await adminSessions(page);
    const panel = await openSessionsTab(page);
    const table = panel.getByRole('table', { name: /^Sessions, sorted by/ });
    await expect(table).toHaveAccessibleName('Sessions, sorted by track, ascending');
    await expect(panel.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
      `Showing ${all.length} of ${all.length} sessions`,
    );

    // Default: track ascending, numbers compared as numbers.
    const trackHeader = table.getByRole('columnheader', { name: 'Track' });
    await expect(trackHeader).toHaveAttribute('aria-sort', 'ascending');
    const tracks = (await columnTexts(panel, 2)).filter((t) => t !== '—');
    expect(tracks).toEqual([...tracks].sort(natural));

    // Title: ascending, then descending on a second press.
    const titleHeader = table.getByRole('columnheader', { name: 'Title' });
    await titleHeader.getByRole('button', { name: 'Title' }).click();
    await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(trackHeader).toHaveAttribute('aria-sort', 'none');
    const ascending = await columnTexts(panel, 3);
    expect(ascending.slice(0, 10)).toEqual([...ascending.slice(0, 10)].sort(natural));
    await titleHeader.getByRole('button', { name: 'Title' }).click();
    await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(table).toHaveAccessibleName('Sessions, sorted by title, descending');

    // Filters come from the data: the days and tracks present, no more.
    await panel.getByRole('button', { name: /^Filters( \(\d+\))?$/ }).click();
    await expect(panel.getByRole('button', { name: /^Filters( \(\d+\))?$/ })).toHaveAttribute('aria-expanded', 'true');
    const days = [...new Set(all.map((s) => s.day).filter(Boolean))];
    await expect(panel.getByLabel('Day', { exact: true }).locator('option')).toHaveText(['All', ...days] as string[]);
    await expect(panel.getByLabel('Abstract', { exact: true }).locator('option')).toHaveText([
      'All Sessions',
      'With Abstract',
      'Without Abstract',
    ]);
    await expectNoAxeViolations(page);

    const track = all.find((s) => s.day === 'Tuesday' && s.track)?.track as string;
    await panel.getByLabel('Day', { exact: true }).selectOption({ label: 'Tuesday' });
    await panel.getByLabel('Track', { exact: true }).selectOption(track);
    const expected = all.filter((s) => s.day === 'Tuesday' && s.track === track);
    expect(expected.length).toBeGreaterThan(0);
    await expect(panel.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
      `Showing ${expected.length} of ${all.length} sessions`,
    );
    expect(await columnTexts(panel, 2)).toEqual(expected.map(() => track));

    // Export of the filtered rows.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sessions-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path()) as string, 'utf8')) as AdminSessionSummary[];
    expect(exported.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
    await expect(panel.getByText(`Exported ${expected.length} sessions`)).toBeVisible();

    // Nothing matches.
    await panel.getByLabel('Search sessions').fill('no session is called this');
    await expect(panel.getByText('No sessions found matching your criteria.')).toBeVisible();
    await panel.getByRole('button', { name: 'Clear filters' }).click();
    await expect(panel.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
      `Showing ${all.length} of ${all.length} sessions`,
    );

    // A bulk action needs a selection.
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByText('Please select sessions first')).toBeVisible();
  });

  test('edits a session, and asks before deleting (one or several) with what goes with it', async ({ page }) => {
    await signIn(page);
    const all = await adminSessions(page);
    // A Tuesday poster no other test relies on.
    const poster = all.find((s) => s.track === 'P34');
    if (!poster) throw new Error('No poster P34 in the seed');
    const panel = await openSessionsTab(page);
    await panel.getByRole('button', { name: /^Filters( \(\d+\))?$/ }).click();
    await panel.getByLabel('Track', { exact: true }).selectOption('P34');
    await expect(panel.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(/^Showing 1 of/);

    const edit = panel.getByRole('button', { name: `Edit ${poster.title}` });
    await edit.click();
    await expect(edit).toHaveAttribute('aria-expanded', 'true');
    const form = panel.getByRole('form', { name: `Edit session: ${poster.title}` });
    await expect(form.getByLabel('Title')).toBeFocused();
    await expect(form.getByText('Track', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Close discards.
    await form.getByLabel('Topic category').fill('Discarded');
    await form.getByRole('button', { name: 'Close' }).click();
    await expect(form).toHaveCount(0);
    await expect(edit).toBeFocused();

    // Save sends the change.
    const category = `Posters checked ${Date.now()}`;
    await edit.click();
    await form.getByLabel('Topic category').fill(category);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByText('Session updated successfully')).toBeVisible();
    await expect(form).toHaveCount(0);
    const saved = (await adminSessions(page)).find((s) => s.id === poster.id);
    expect(saved?.topicCategory).toBe(category);

    // Delete asks first; Cancel keeps the session.
    await panel.getByRole('button', { name: `Delete ${poster.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete session' });
    await expect(dialog).toContainText('Are you sure you want to delete this session?');
    await expect(dialog).toContainText(/\d+ bookmarks? and \d+ presenter links? will be deleted with it\./);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await panel.getByRole('button', { name: 'Clear filters' }).click();
    await panel.getByRole('checkbox', { name: 'Select all sessions shown' }).check();
    await expect(panel.getByText(`${all.length} session(s) selected`)).toBeVisible();
    await panel.getByRole('checkbox', { name: 'Select all sessions shown' }).uncheck();
    await panel.getByRole('checkbox', { name: `Select ${poster.title}` }).check();
    await panel.getByRole('checkbox').nth(2).check();
    await expect(panel.getByText('2 session(s) selected')).toBeVisible();
    await panel.getByLabel('Bulk action').selectOption({ label: 'Delete Selected' });
    await panel.getByRole('button', { name: 'Apply' }).click();
    const bulk = page.getByRole('dialog', { name: 'Delete sessions' });
    await expect(bulk).toContainText('Are you sure you want to delete 2 sessions?');
    await expectNoAxeViolations(page);
    await bulk.getByRole('button', { name: 'Cancel' }).click();
    expect((await adminSessions(page)).length).toBe(all.length);
  });
});
