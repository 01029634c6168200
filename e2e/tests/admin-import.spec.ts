import type { Page } from '@playwright/test';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';

interface StoredSession {
  id: number;
  sessionNumber: string | null;
  track: string | null;
  title: string;
  version: number;
}

async function storedSessions(page: Page): Promise<StoredSession[]> {
  const response = await page.request.get('/api/admin/sessions');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { sessions: StoredSession[] }).sessions;
}

test.describe('Programme import', () => {
  test.describe.configure({ timeout: 60_000 });

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
      `${file.length} rows: 1 to add, 0 to change, 0 to remove, ${before.length} unchanged, 1 invalid row.`,
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

    // Applying that file is refused by the server too.
    const apply = await page.request.post('/api/admin/programme-import/apply', {
      data: { format: 'json', content: JSON.stringify(file) },
    });
    expect(apply.status()).toBe(400);
    expect((await apply.json()).code).toBe('INVALID_ROWS');

    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect(section.getByText('Import cancelled. Nothing was changed.')).toBeVisible();
    await expect(preview).toHaveCount(0);
    expect((await storedSessions(page)).length).toBe(before.length);
  });
});
