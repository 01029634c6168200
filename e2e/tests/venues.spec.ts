/**
 * Venues (issues 18 and 21): an organiser edits a venue's access details in the Venues tab, and an attendee
 * reaches them from a session's location; the venue's page lists its sessions; the session page gives the
 * step-free walk from the attendee's previous agenda item. The new pages pass axe.
 */
import { axeProblems } from './a11y-support';
import { admin, expect, test } from './fixtures';

interface PlacedSession {
  id: number;
  title: string;
  status: string;
  sessionDate: string | null;
  startTime: string | null;
  endTime: string | null;
  building: string | null;
  location: string | null;
  venueId: number | null;
}

const LOADED = { timeout: 20_000 };

test.describe('Venues and wayfinding', () => {
  test.describe.configure({ timeout: 90_000 });

  test('access details edited by an organiser reach an attendee from the session, with the walk from their agenda', async ({
    page,
    browser,
  }) => {
    const { venues } = (await (await page.request.get('/api/venues')).json()) as {
      venues: { id: number; slug: string; name: string; hearingLoop: string }[];
    };
    const suite = venues.find((venue) => venue.slug === 'meridian-suite');
    if (!suite) throw new Error('the seed has no Meridian Suite');
    const { sessions } = (await (await page.request.get('/api/sessions')).json()) as { sessions: PlacedSession[] };
    const here = sessions.find((s) => s.venueId === suite.id && s.status === 'active' && s.startTime);
    const before = sessions.find(
      (s) =>
        s.status === 'active' &&
        s.sessionDate === here?.sessionDate &&
        s.building === 'Rowan Centre' &&
        s.endTime !== null &&
        here?.startTime &&
        s.endTime <= here.startTime,
    );
    if (!here || !before) throw new Error('the seed has no session in Meridian Suite after one in the Rowan Centre');

    // The organiser changes the hearing loop text in the Venues tab.
    const loop = `Fixed induction loop, checked ${Date.now()}; set hearing aids to T.`;
    expect((await page.request.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
    await page.goto('/admin#/admin?tab=venues');
    const panel = page.getByRole('tabpanel', { name: 'Venues' });
    await panel.getByRole('button', { name: `Edit ${suite.name}` }).click(LOADED);
    const editor = panel.getByRole('region', { name: `Edit venue: ${suite.name}` });
    await expect(editor.getByLabel('Name')).toBeFocused();
    expect(await axeProblems(page)).toEqual([]);
    await editor.getByLabel('Hearing loop').fill(loop);
    await editor.getByRole('button', { name: 'Save venue' }).click();
    await expect(panel.getByText(`Venue saved: ${suite.name}`)).toBeVisible();
    await expect(panel.getByRole('button', { name: `Edit ${suite.name}` })).toBeFocused();

    // An attendee with an earlier session that day in their agenda opens the session in the suite.
    const context = await browser.newContext();
    const attendee = await context.newPage();
    try {
      await attendee.goto('/');
      expect((await attendee.request.put(`/api/bookmarks/${before.id}`)).ok()).toBe(true);
      await attendee.goto(`/session/${here.id}`);
      const gettingThere = attendee.getByRole('region', { name: 'Getting there' });
      await expect(gettingThere.getByRole('link', { name: before.title })).toBeVisible(LOADED);
      await expect(gettingThere).toContainText(
        `Step-free walking time from ${before.location} to ${suite.name}: about 7 minutes.`,
      );

      await attendee.getByRole('link', { name: `${suite.name} (access details and directions)` }).click();
      await expect(attendee).toHaveURL(/\/map\/meridian-suite$/);
      await expect(attendee.getByRole('heading', { level: 1, name: suite.name })).toBeVisible();
      await expect(attendee.getByRole('region', { name: 'Access details' }).getByText(loop)).toBeVisible();
      const list = attendee.getByRole('region', { name: `Sessions in ${suite.name}` });
      await expect(list.getByRole('link', { name: here.title })).toHaveAttribute('href', `/session/${here.id}`);
      expect(await axeProblems(attendee)).toEqual([]);
    } finally {
      await context.close();
      // Put the seed's text back for any later reader of this venue.
      const stored = (await (await page.request.get('/api/admin/venues')).json()) as {
        venues: { id: number; version: number }[];
      };
      const version = stored.venues.find((venue) => venue.id === suite.id)?.version ?? 1;
      await page.request.patch(`/api/admin/venues/${suite.id}`, { data: { version, hearingLoop: suite.hearingLoop } });
    }
  });
});
