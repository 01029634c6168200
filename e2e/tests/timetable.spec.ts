import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

interface TimetableData {
  /** 'Monday 13 September 2027' per conference day, in order. */
  labels: string[];
  /** Sessions with a date and a readable start time, per day. */
  counts: number[];
}

function dayLabel(isoDate: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${isoDate}T00:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** What the grid should show, worked out from the API's own answers. */
async function expectedTimetable(request: APIRequestContext): Promise<TimetableData> {
  const conference = (await (await request.get('/api/conference')).json()) as { days: { date: string }[] };
  const { sessions } = (await (await request.get('/api/sessions')).json()) as {
    sessions: { sessionDate: string | null; startTime: string | null }[];
  };
  const dates = [
    ...new Set([...conference.days.map((day) => day.date), ...sessions.flatMap((s) => s.sessionDate ?? [])]),
  ]
    .filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))
    .sort();
  const placed = sessions.filter((s) => s.sessionDate && /^\d{1,2}[:.]\d{2}/.test(s.startTime ?? ''));
  return {
    labels: dates.map(dayLabel),
    counts: dates.map((date) => placed.filter((s) => s.sessionDate === date).length),
  };
}

const countText = (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'}`;

test.describe('Timetable', () => {
  // The whole programme (130+ sessions) on one page: its axe scans need more than the default time on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('the grid has one column per conference day and the per-day counts of the API', async ({ page, request }) => {
    const expected = await expectedTimetable(request);
    expect(expected.labels.length).toBeGreaterThanOrEqual(2);

    await page.goto('/timetable');
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Timetable' })).toBeVisible();
    const table = page.getByRole('table', { name: /sessions by start time, one column per day/ });
    await expect(table).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');

    await expect(table.getByRole('columnheader')).toHaveText(['Time', ...expected.labels]);
    const footer = table.locator('tfoot tr');
    await expect(footer.getByRole('rowheader')).toHaveText('Sessions per day');
    await expect(footer.getByRole('cell')).toHaveText(expected.counts.map(countText));

    // Every session in the body links to its page, and the body holds exactly the counted sessions.
    const total = expected.counts.reduce((a, b) => a + b, 0);
    await expect(table.locator('tbody li')).toHaveCount(total);
    const first = table.locator('tbody li').first().getByRole('link');
    await expect(first).toHaveAttribute('href', /^\/session\/\d+$/);

    // The sideways scroll container is labelled and reachable by keyboard.
    await expect(page.getByRole('region', { name: /sessions by start time/ })).toHaveAttribute('tabindex', '0');
    await expectNoAxeViolations(page);
  });

  test('the list alternative has day and time headings, and the choice is remembered', async ({ page, request }) => {
    const expected = await expectedTimetable(request);
    await page.goto('/timetable');
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(expected.labels);
    for (const [index, label] of expected.labels.entries()) {
      const day = page.getByRole('region', { name: label });
      await expect(day.getByText(`${countText(expected.counts[index]!)} on this day`)).toBeVisible();
      await expect(day.getByRole('listitem')).toHaveCount(expected.counts[index]!);
    }
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toHaveText(/^\d{2}:\d{2}$/);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a small screen starts with the list', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/timetable');
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('table')).toHaveCount(0);
    // Reflow: nothing wider than the screen outside the (absent) scroll container.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
