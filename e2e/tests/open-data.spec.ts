import { expect, test } from './fixtures';

test.describe('Open data', () => {
  test('the programme is published as JSON, iCalendar and frab schedule XML', async ({ page, request, sessions }) => {
    const json = await request.get('/api/open-data/programme.json');
    expect(json.status()).toBe(200);
    expect(json.headers()['access-control-allow-origin']).toBe('*');
    const etag = json.headers().etag as string;
    expect(etag).toBeTruthy();
    expect(json.headers()['cache-control']).toContain('max-age=');
    const programme = (await json.json()) as { conference: { name: string }; sessions: { id: number }[] };
    expect(programme.conference.name).toBe('Talking Together 2027');
    expect(programme.sessions.map((s) => s.id).sort()).toEqual(sessions.map((s) => s.id).sort());
    expect((await request.get('/api/open-data/programme.json', { headers: { 'if-none-match': etag } })).status()).toBe(
      304,
    );

    const ics = await request.get('/api/open-data/programme.ics');
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const icsText = await ics.text();
    expect(icsText.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(icsText).toContain('BEGIN:VEVENT');

    // The browser's own XML parser reads the schedule: well-formed, with the frab elements.
    await page.goto('/');
    const summary = await page.evaluate(async () => {
      const text = await (await fetch('/api/open-data/schedule.xml')).text();
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.nodeName,
        title: doc.querySelector('schedule > conference > title')?.textContent,
        days: doc.querySelectorAll('schedule > day').length,
        events: doc.querySelectorAll('day > room > event').length,
        withPersons: doc.querySelectorAll('event > persons > person').length,
      };
    });
    expect(summary.error).toBeNull();
    expect(summary).toMatchObject({ root: 'schedule', title: 'Talking Together 2027', days: 2 });
    expect(summary.events).toBeGreaterThan(100);
    expect(summary.withPersons).toBeGreaterThan(0);
  });
});
