/**
 * Your day (issue 18): Home's "Your next session" with when to leave, a reminder before a session in the agenda
 * (the browser's clock driven by page.clock, never waited for), and My Agenda saying from what to what after
 * the organisers move a session. The sessions are the test's own, made and removed through the admin API.
 */
import type { APIRequestContext } from '@playwright/test';
import { clearLiveLog, liveLog, recordLiveRegions } from './a11y-support';
import { admin, expect, expectNoAxeViolations, test } from './fixtures';

interface AdminSession {
  id: number;
  title: string;
  version: number;
}

let organiser: APIRequestContext;
let day: string;
const made: AdminSession[] = [];

async function venueId(name: string): Promise<number> {
  const response = await organiser.get('/api/venues');
  const { venues } = (await response.json()) as { venues: { id: number; name: string }[] };
  const venue = venues.find((v) => v.name === name);
  if (!venue) throw new Error(`No venue ${name} in the seed`);
  return venue.id;
}

async function makeSession(title: string, startTime: string, endTime: string, venue: string): Promise<AdminSession> {
  const response = await organiser.post('/api/admin/sessions', {
    data: { title, sessionDate: day, startTime, endTime, venueId: await venueId(venue) },
  });
  expect(response.status()).toBe(201);
  const session = (await response.json()) as AdminSession;
  made.push(session);
  return session;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  organiser = await playwright.request.newContext({ baseURL });
  expect((await organiser.post('/api/auth/sign-in', { data: admin })).ok()).toBe(true);
  const conference = (await (await organiser.get('/api/conference')).json()) as {
    timeZone: string;
    days: { date: string }[];
  };
  // The times below are British Summer Time (the seed's conference is in September in London).
  expect(conference.timeZone).toBe('Europe/London');
  day = conference.days[0]!.date;
});

test.afterAll(async () => {
  for (const session of made) await organiser.delete(`/api/admin/sessions/${session.id}`);
  await organiser.dispose();
});

test.describe('Your day', () => {
  test('Home shows the next session and when to leave; a reminder comes before it; a move is told from and to', async ({
    page,
  }) => {
    // Before the conference's first session, so that nothing else in the programme starts in between.
    const first = await makeSession('Your day: early coffee', '07:00', '07:30', 'Kestrel Lecture Theatre');
    const next = await makeSession('Your day: next talk', '07:45', '08:15', 'Ashworth Room 1.12');
    for (const session of [first, next])
      expect((await page.request.put(`/api/bookmarks/${session.id}`)).ok()).toBe(true);

    await recordLiveRegions(page);
    await page.clock.install({ time: new Date(`${day}T07:10:00+01:00`) });
    await page.goto('/');

    const section = page.getByRole('region', { name: 'Your next session' });
    await expect(section.getByRole('link', { name: next.title })).toHaveAttribute('href', `/session/${next.id}`);
    await expect(section).toContainText('Today, 07:45–08:15');
    await expect(section).toContainText('Ashworth Room 1.12');
    // Kestrel to Ashworth is 12 minutes' walk after the session before it.
    await expect(section.getByText('Leave by 07:33')).toBeVisible();
    await expect(section).toContainText(`12 minutes from Kestrel Building after ${first.title}`);

    // Reminders are off until asked for.
    const remind = section.getByRole('checkbox', { name: 'Remind me on this page before my sessions' });
    await expect(remind).not.toBeChecked();
    await remind.check();
    await expect(section.getByRole('combobox', { name: 'How long before' })).toHaveValue('10');
    await clearLiveLog(page);

    // 07:34: nothing yet; 07:35 and the next tick: announced and shown.
    await page.clock.runFor('24:00');
    await expect(page.getByRole('region', { name: 'Session reminders' })).toHaveCount(0);
    await page.clock.runFor('01:30');
    const reminders = page.getByRole('region', { name: 'Session reminders' });
    await expect(reminders).toContainText(`Starts in 10 minutes: ${next.title}`);
    await expect(reminders).toContainText('At 07:45, Ashworth Room 1.12.');
    await expect
      .poll(() => liveLog(page))
      .toContainEqual(
        expect.stringContaining(`Reminder: ${next.title} starts in 10 minutes, at 07:45 in Ashworth Room 1.12.`),
      );
    await expectNoAxeViolations(page);
    await reminders.getByRole('button', { name: `Dismiss reminder about ${next.title}` }).click();
    await expect(reminders).toHaveCount(0);

    // The organisers move it to another room and time: My Agenda says from what to what.
    const moved = await organiser.patch(`/api/admin/sessions/${next.id}`, {
      // Linden Hall is busy then in the seeded programme: the organisers acknowledge the clash (issue 27).
      data: {
        version: next.version,
        startTime: '09:00',
        endTime: '09:30',
        venueId: await venueId('Linden Hall'),
        saveAnyway: { reason: 'A short slot before the hall fills' },
      },
    });
    expect(moved.ok()).toBe(true);
    await page.goto('/my-agenda');
    const entry = page.getByRole('article', { name: next.title });
    await expect(entry).toContainText('Time changed from 07:45–08:15 to 09:00–09:30');
    await expect(entry).toContainText('Room changed from Ashworth Room 1.12 to Linden Hall');
  });
});
