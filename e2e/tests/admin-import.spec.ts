import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { reflowProblems, targetProblems } from './a11y-support';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';

interface StoredSession {
  id: number;
  sessionNumber: string | null;
  track: string | null;
  title: string;
  ageGroup: string | null;
  version: number;
}

async function storedSessions(page: Page): Promise<StoredSession[]> {
  const response = await page.request.get('/api/admin/sessions');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { sessions: StoredSession[] }).sessions;
}

test.describe('Programme import', () => {
  // One after another: one test edits a session that the others' previews compare against.
  test.describe.configure({ mode: 'default', timeout: 60_000 });

  test('a preview with an invalid row shows what would change, cannot be confirmed, and writes nothing', async ({
    page,
  }) => {
    expect((await page.request.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
    const before = await storedSessions(page);
    const announcementsBefore = (
      (await (await page.request.get('/api/announcements')).json()) as { announcements: unknown[] }
    ).announcements.length;

    // The stored programme as a file, one new session and one row without a title.
    const file = [
      ...before.map((s) => ({ session_number: s.sessionNumber, track: s.track, title: s.title })),
      {
        session_number: 'IMPORT-E2E-1',
        track: 'P99',
        title: 'Imported poster',
        session_date: '2027-09-14',
        start_time: '12:15',
      },
      { session_number: 'IMPORT-E2E-2', track: 'P99', title: '   ', start_time: '12:15' },
    ];

    await page.goto('/admin#/admin?tab=sessions');
    const panel = page.getByRole('tabpanel', { name: 'Sessions' });
    const open = panel.getByRole('button', { name: 'Import Programme' });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const section = panel.getByRole('region', { name: 'Import programme' });
    const input = section.getByLabel('Programme file (JSON or CSV)');

    // A file of another kind is refused before it is sent.
    await input.setInputFiles({ name: 'programme.txt', mimeType: 'text/plain', buffer: Buffer.from('title\nA') });
    await section.getByRole('button', { name: 'Preview import' }).click();
    await expect(section.getByText('Choose a .json or .csv file')).toBeVisible();
    await expect(input).toBeFocused();

    await input.setInputFiles({
      name: 'programme.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await section.getByRole('button', { name: 'Preview import' }).click();
    const preview = section.getByRole('region', { name: 'Preview of programme.json' });
    await expect(preview.getByRole('heading', { name: 'Preview of programme.json' })).toBeFocused({ timeout: 20_000 });
    await expect(preview).toContainText(
      `${file.length} rows: 1 to add, 0 to change, 0 to remove, ${before.length} unchanged, 1 invalid row, 1 warning.`,
    );
    // Every parsed field of a row to add (the day in words, with its year), and the rows to check.
    await expect(preview.getByRole('table', { name: 'Sessions to add' }).getByRole('row').nth(1)).toHaveText(
      `${file.length - 1}IMPORT-E2E-1P99Imported poster—Tuesday 14 September 202712:15—Active`,
    );
    await expect(preview.getByRole('table', { name: /^Warnings/ })).toContainText(
      'No end time: attendees see it as 45 minutes long',
    );
    const invalid = preview.getByRole('table', { name: 'Invalid rows' });
    await expect(invalid.getByRole('row')).toHaveCount(2);
    await expect(invalid.getByRole('row').nth(1)).toContainText(`${file.length}Title is required`);
    await expect(preview.getByRole('table', { name: 'Sessions to add' })).toContainText('Imported poster');
    await expect(preview.getByRole('button', { name: 'Confirm import' })).toBeDisabled();
    await expectNoAxeViolations(page);

    // Nothing was written.
    const after = await storedSessions(page);
    expect(after.map((s) => [s.id, s.version])).toEqual(before.map((s) => [s.id, s.version]));
    expect(after.some((s) => s.sessionNumber === 'IMPORT-E2E-1')).toBe(false);
    const announcementsAfter = (
      (await (await page.request.get('/api/announcements')).json()) as { announcements: unknown[] }
    ).announcements.length;
    expect(announcementsAfter).toBe(announcementsBefore);

    // Applying that file is refused by the server too, even with the programme version its preview gave.
    const content = JSON.stringify(file);
    const previewed = await page.request.post('/api/admin/programme-import/preview', {
      data: { format: 'json', content },
    });
    const { programmeVersion } = (await previewed.json()) as { programmeVersion: string };
    const apply = await page.request.post('/api/admin/programme-import/apply', {
      data: { format: 'json', content, programmeVersion },
    });
    expect(apply.status()).toBe(400);
    expect((await apply.json()).code).toBe('INVALID_ROWS');

    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect(section.getByText('Import cancelled. Nothing was changed.')).toBeVisible();
    await expect(preview).toHaveCount(0);
    expect((await storedSessions(page)).length).toBe(before.length);
  });

  test("a preview is refused after another admin's change, and asks to preview again", async ({ page, browser }) => {
    expect((await page.request.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
    const before = await storedSessions(page);
    const file = before.map((s) => ({ session_number: s.sessionNumber, track: s.track, title: s.title }));

    await page.goto('/admin#/admin?tab=sessions');
    const panel = page.getByRole('tabpanel', { name: 'Sessions' });
    await panel.getByRole('button', { name: 'Import Programme' }).click();
    const section = panel.getByRole('region', { name: 'Import programme' });
    const input = section.getByLabel('Programme file (JSON or CSV)');
    await input.setInputFiles({
      name: 'same.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await section.getByRole('button', { name: 'Preview import' }).click();
    const preview = section.getByRole('region', { name: 'Preview of same.json' });
    await expect(preview).toContainText('The file matches the stored programme: there is nothing to import.', {
      timeout: 20_000,
    });

    // Another admin, in their own browser, edits a session meanwhile.
    const other = await browser.newContext();
    expect((await other.request.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
    const target = before.find((s) => s.track === 'P30') ?? before[0];
    if (!target) throw new Error('no session to edit');
    const edited = await other.request.patch(`/api/admin/sessions/${target.id}`, {
      data: { version: target.version, ageGroup: 'Import e2e: edited meanwhile' },
    });
    expect(edited.status()).toBe(200);

    await preview.getByRole('button', { name: 'Confirm import' }).click();
    await expect(
      section.getByText(
        'Failed to import the programme: The programme has changed since this preview (another admin edited or ' +
          'imported sessions). Preview the file again to see what the import would do now; nothing was imported.',
      ),
    ).toBeVisible();
    await expect(preview).toHaveCount(0);
    await expect(input).toBeFocused();
    const after = await storedSessions(page);
    expect(after.find((s) => s.id === target.id)?.ageGroup).toBe('Import e2e: edited meanwhile');

    // Previewing again is allowed, and shows the programme as it now is.
    await section.getByRole('button', { name: 'Preview import' }).click();
    await expect(preview).toContainText('The file matches the stored programme', { timeout: 20_000 });
    await expectNoAxeViolations(page);

    const restored = await other.request.patch(`/api/admin/sessions/${target.id}`, {
      data: { version: target.version + 1, ageGroup: target.ageGroup ?? '' },
    });
    expect(restored.status()).toBe(200);
    await other.close();
  });

  test('the programme exported as JSON and as CSV imports again with no changes', async ({ page }) => {
    expect((await page.request.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
    await page.goto('/admin#/admin?tab=sessions');
    const panel = page.getByRole('tabpanel', { name: 'Sessions' });
    await panel.getByRole('button', { name: 'Import Programme' }).click();
    const section = panel.getByRole('region', { name: 'Import programme' });
    const input = section.getByLabel('Programme file (JSON or CSV)');

    for (const format of ['JSON', 'CSV'] as const) {
      const downloading = page.waitForEvent('download');
      await section.getByRole('button', { name: `Export programme as ${format}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^programme-\\d{4}-\\d{2}-\\d{2}\\.${format.toLowerCase()}$`),
      );
      await expect(section.getByText(new RegExp(`^Programme exported as ${format}: \\d+ sessions\\.$`))).toBeVisible();
      const count = (await storedSessions(page)).length;

      // The file as saved, under the name the browser offered.
      await input.setInputFiles({
        name: download.suggestedFilename(),
        mimeType: format === 'CSV' ? 'text/csv' : 'application/json',
        buffer: await readFile(await download.path()),
      });
      await section.getByRole('button', { name: 'Preview import' }).click();
      const preview = section.getByRole('region', { name: /^Preview of / });
      await expect(preview).toContainText(
        `${count} rows: 0 to add, 0 to change, 0 to remove, ${count} unchanged, 0 invalid rows.`,
        { timeout: 20_000 },
      );
      await expect(
        preview.getByText('The file matches the stored programme: there is nothing to import.'),
      ).toBeVisible();
      await preview.getByRole('button', { name: 'Cancel' }).click();
      await expect(preview).toHaveCount(0);
    }
  });

  test('merging a partial file keeps the sessions that are not in it (at 320 px)', async ({ page }) => {
    expect((await page.request.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
    const stored = await storedSessions(page);
    await page.goto('/admin#/admin?tab=sessions');
    await page.setViewportSize({ width: 320, height: 800 });
    const panel = page.getByRole('tabpanel', { name: 'Sessions' });
    await panel.getByRole('button', { name: 'Import Programme' }).click();
    const section = panel.getByRole('region', { name: 'Import programme' });
    const modes = section.getByRole('group', { name: 'How to import' });
    await expect(modes.getByRole('radio', { name: 'Replace the programme' })).toBeChecked();
    await modes.getByRole('radio', { name: 'Merge into the programme' }).check();

    const first = stored[0];
    if (!first) throw new Error('no stored session');
    const file = [
      { id: first.id, session_number: first.sessionNumber, track: first.track, title: first.title },
      { session_number: 'MERGE-E2E-1', title: 'Merged fringe event', session_date: '2027-09-13', start_time: '18:00' },
    ];
    await section.getByLabel('Programme file (JSON or CSV)').setInputFiles({
      name: 'partial.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await section.getByRole('button', { name: 'Preview import' }).click();
    const preview = section.getByRole('region', { name: 'Preview of partial.json' });
    await expect(preview).toContainText('2 rows: 1 to add, 0 to change, 0 to remove, 1 unchanged, 0 invalid rows', {
      timeout: 20_000,
    });
    await expect(preview.getByText('Merging: sessions not in the file are kept.')).toBeVisible();
    await expect(preview.getByRole('table', { name: 'Sessions to remove' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The form, the preview and its tables fit the width (the tables scroll inside their own box).
    expect(await reflowProblems(page)).toEqual([]);
    expect(await targetProblems(page, 24)).toEqual([]);
    await preview.getByRole('button', { name: 'Cancel' }).click();
  });
});
