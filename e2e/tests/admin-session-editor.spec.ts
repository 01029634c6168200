/**
 * The programme editor (issue 21): an organiser creates a session, moves it to another day, time and room,
 * cancels and reinstates it, and an attendee with the programme open sees each change without reloading.
 * The editor passes axe and reflows at 320 px.
 */
import type { Page } from '@playwright/test';
import { axeProblems, liveLog, recordLiveRegions, reflowProblems } from './a11y-support';
import { admin, expect, test } from './fixtures';

/** Loading is not what is tested here: a busy CI machine may take a while to draw the programme. */
const LOADED = { timeout: 20_000 };

async function conferenceDays(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/admin/sessions');
  expect(response.ok()).toBe(true);
  const { sessions } = (await response.json()) as { sessions: { sessionDate: string | null }[] };
  return [...new Set(sessions.map((s) => s.sessionDate).filter((d): d is string => Boolean(d)))].sort();
}

/** The label of the option a select shows. */
const chosenLabel = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((select) => {
    const element = select as HTMLSelectElement;
    return element.options[element.selectedIndex]?.textContent ?? '';
  });

test.describe('Admin session editor', () => {
  test.describe.configure({ timeout: 120_000 });

  test('create, move, cancel and reinstate a session, each seen live on an open programme', async ({
    page,
    browser,
  }) => {
    expect((await page.request.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
    const [firstDay, secondDay] = await conferenceDays(page);
    if (!firstDay || !secondDay) throw new Error('the seed has fewer than two days');
    const title = `Editor walkthrough ${Date.now()}`;

    // An attendee has the programme open, searching for the session that does not exist yet.
    const attendeeContext = await browser.newContext();
    const attendee = await attendeeContext.newPage();
    await attendee.goto('/programme');
    await attendee.getByRole('searchbox').first().fill(title);
    const card = attendee.getByRole('article', { name: title });

    try {
      await page.goto('/admin#/admin?tab=sessions');
      const panel = page.getByRole('tabpanel', { name: 'Sessions' });
      await expect(panel.getByRole('table', { name: /^Sessions, sorted by/ })).toBeVisible(LOADED);

      // New session: the editor, checked with axe and at 320 px.
      await panel.getByRole('button', { name: 'New session' }).click();
      const form = panel.getByRole('form', { name: 'New session' });
      await expect(form.getByLabel('Title')).toBeFocused();
      await form.getByLabel('Title').fill(title);
      // A speaker not on the list yet is added from the editor and chosen at once.
      const speaker = `Ann One ${Date.now()}`;
      await form.getByLabel('Add a new speaker').fill(speaker);
      await form.getByRole('button', { name: 'Add and choose' }).click();
      await expect(form.getByRole('checkbox', { name: speaker })).toBeChecked();
      await form.getByLabel('Date').fill(firstDay);
      await form.getByLabel('Start time').fill('06:00');
      await form.getByLabel('End time').fill('05:30');
      await form.getByRole('button', { name: 'Create session' }).click();
      // Checked before sending: the error sits by the field, which takes focus.
      await expect(form.getByLabel('End time')).toBeFocused();
      await expect(form.getByText('End time must be after the start time (06:00)')).toBeVisible();
      await form.getByLabel('End time').fill('06:30');
      await expect(form.getByLabel(/^Room/).locator('option')).not.toHaveCount(1);
      await form.getByLabel(/^Room/).selectOption({ index: 1 });
      const firstRoom = (await chosenLabel(page, 'Room')).split(',')[0] as string;
      expect(await axeProblems(page)).toEqual([]);
      await page.setViewportSize({ width: 320, height: 800 });
      expect(await reflowProblems(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await form.getByRole('button', { name: 'Create session' }).click();
      await expect(panel.getByText(`Session created: ${title}`)).toBeVisible(LOADED);

      await expect(card).toBeVisible(LOADED);
      await expect(card).toContainText(firstRoom);
      await expect(card).toContainText('06:00');

      // Move it to another day, time and room.
      await panel.getByLabel('Search sessions').fill(title);
      await panel.getByRole('button', { name: `Edit ${title}` }).click();
      const edit = panel.getByRole('form', { name: `Edit session: ${title}` });
      await expect(edit.getByLabel('Title')).toBeFocused();
      await edit.getByLabel('Date').fill(secondDay);
      await edit.getByLabel('Start time').fill('06:15');
      await edit.getByLabel('End time').fill('07:00');
      await edit.getByLabel(/^Room/).selectOption({ index: 3 });
      const secondRoom = (await chosenLabel(page, 'Room')).split(',')[0] as string;
      expect(secondRoom).not.toBe(firstRoom);
      expect(await axeProblems(page)).toEqual([]);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(panel.getByText('Session updated successfully')).toBeVisible();

      await expect(card).toContainText(secondRoom);
      await expect(card).toContainText('06:15');
      await expect(card).not.toContainText(firstRoom);

      // Cancel with a reason, then reinstate, from the same editor.
      await panel.getByRole('button', { name: `Edit ${title}` }).click();
      await panel.getByLabel(/^Reason for cancelling/).fill('The presenter is delayed.');
      await panel.getByRole('button', { name: 'Cancel session' }).click();
      await expect(panel.getByText(`Session cancelled: ${title}. Attendees have been told.`)).toBeVisible();
      await expect(card).toContainText('CANCELLED');

      await panel.getByRole('button', { name: 'Reinstate session' }).click();
      await expect(panel.getByText(`Session reinstated: ${title}. Attendees have been told.`)).toBeVisible();
      await expect(card).not.toContainText('CANCELLED');
      await expect(card).toContainText(secondRoom);
    } finally {
      await attendeeContext.close();
    }
  });

  test('names a room clash before saving, announces it, and saves anyway only with a reason (audited)', async ({
    page,
  }) => {
    await recordLiveRegions(page);
    expect((await page.request.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
    const venues = (await (await page.request.get('/api/venues')).json()) as { venues: { id: number; name: string }[] };
    const room = venues.venues.find((venue) => venue.name === 'Meridian Suite');
    if (!room) throw new Error('the seed has no Meridian Suite');
    const stamp = Date.now();
    // A day after the conference, at dawn: no other test books it.
    const day = '2027-09-20';
    const holder = `Room holder ${stamp}`;
    const taken = await page.request.post('/api/admin/sessions', {
      data: { title: holder, sessionDate: day, startTime: '05:00', endTime: '05:45', venueId: room.id },
    });
    expect(taken.status(), await taken.text()).toBe(201);
    // Both sessions go again whatever happens, so that no later spec meets an extra day in the programme.
    try {
      await page.goto('/admin#/admin?tab=sessions');
      const panel = page.getByRole('tabpanel', { name: 'Sessions' });
      await expect(panel.getByRole('table', { name: /^Sessions, sorted by/ })).toBeVisible(LOADED);
      await panel.getByRole('button', { name: 'New session' }).click();
      const form = panel.getByRole('form', { name: 'New session' });
      const title = `Clashing talk ${stamp}`;
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Date').fill(day);
      await form.getByLabel('Start time').fill('05:30');
      await form.getByLabel('End time').fill('06:00');
      await form.getByLabel(/^Room/).selectOption({ label: `${room.name}, Meridian House` });
      await form.getByRole('button', { name: 'Create session' }).click();

      // Nothing saved: the clash is named, announced, and focus is on it.
      const clashes = panel.getByRole('region', { name: 'One clash: not saved yet' });
      await expect(clashes).toBeFocused();
      await expect(clashes).toContainText(`Room clash: Meridian Suite is also booked for "${holder}"`);
      // The live region holds a message for 1 s only, so the record of what it said is read instead.
      await expect
        .poll(async () => (await liveLog(page)).some((text) => text.includes('Not saved: one clash.')))
        .toBe(true);
      expect(await axeProblems(page)).toEqual([]);

      // "Save anyway" needs the reason.
      await clashes.getByRole('button', { name: 'Save anyway' }).click();
      const reason = clashes.getByLabel(/^Reason for saving over the clash/);
      await expect(reason).toBeFocused();
      await expect(clashes.getByText('Say why the clash is acceptable before saving anyway')).toBeVisible();
      await reason.fill('The suite is divided by a partition that morning');
      await clashes.getByRole('button', { name: 'Save anyway' }).click();
      await expect(panel.getByText(`Session created: ${title}`)).toBeVisible();

      const audit = (await (await page.request.get('/api/admin/audit-log?limit=20')).json()) as {
        entries: { action: string; after: { reason?: string; clashes?: string[] } | null }[];
      };
      const entry = audit.entries.find((item) => item.action === 'session.save_anyway');
      expect(entry?.after).toMatchObject({
        reason: 'The suite is divided by a partition that morning',
        clashes: [expect.stringContaining(`"${holder}"`)],
      });

      // The Sessions tab shows only the sessions with clashes when asked.
      await panel.getByRole('button', { name: /^Filters/ }).click();
      await panel.getByLabel('Clashes').selectOption('only');
      await panel.getByRole('searchbox').fill(`${stamp}`);
      const table = panel.getByRole('table', { name: /^Sessions, sorted by/ });
      await expect(table.getByRole('row', { name: new RegExp(title) })).toBeVisible();
      await expect(table.getByRole('row', { name: new RegExp(holder) })).toBeVisible();
    } finally {
      const all = (await (await page.request.get('/api/admin/sessions')).json()) as {
        sessions: { id: number; title: string }[];
      };
      const ids = all.sessions.filter((session) => session.title.includes(String(stamp))).map(({ id }) => id);
      if (ids.length > 0) await page.request.post('/api/admin/sessions/bulk-delete', { data: { ids } });
    }
  });
});
