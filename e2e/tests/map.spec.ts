import { expect, expectNoAxeViolations, test } from './fixtures';

interface VenueSummary {
  name: string;
  capacity: number;
  stepFreeRoute: string;
  hearingLoop: string;
  quietSpace: string;
}

test.describe('Venue map', () => {
  test('a venue opens with focus in its details, and Close Details returns focus', async ({ page, request }) => {
    const { venues } = (await (await request.get('/api/venues')).json()) as { venues: VenueSummary[] };
    // The ten rooms of the spec and the three other places the programme uses (registration, dinner, meeting point).
    expect(venues.length).toBe(13);
    const venue = venues[3]!;

    await page.goto('/map');
    await expect(page.getByRole('heading', { level: 1, name: 'Venue Map' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^View details for / })).toHaveCount(venues.length);
    await expect(page.getByRole('img', { name: /^Campus map/ })).toBeVisible();
    await expect(page.getByText('Accessibility Coordinator: Available on request')).toBeVisible();

    const open = page.getByRole('button', { name: `View details for ${venue.name}` });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: venue.name });
    await expect(panel.getByRole('heading', { level: 3, name: venue.name })).toBeFocused();
    for (const text of [venue.stepFreeRoute, venue.hearingLoop, venue.quietSpace, `${venue.capacity} people`]) {
      await expect(panel.getByText(text, { exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'Close Details' }).click();
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: venue.name })).toHaveCount(0);
  });

  test('the campus map PDF downloads, and the quick actions jump to their sections', async ({ page }) => {
    await page.goto('/map');
    const pdf = page.getByRole('link', { name: 'Download Campus Map (PDF)' });
    const href = await pdf.getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('link', { name: 'Accessibility Information' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Accessibility features' })).toBeFocused();
    await page.getByRole('link', { name: 'Venue Details' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Venues' })).toBeFocused();
    await page.getByRole('link', { name: 'Read the campus map described in words' }).click();
    await expect(page.getByRole('heading', { name: 'The campus map in words' })).toBeFocused();
  });
});
