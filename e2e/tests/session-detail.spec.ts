import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, test } from './fixtures';

interface ApiSession {
  id: number;
  title: string;
  track: string | null;
  sessionNumber: string | null;
  status: string;
  cancellationNotes: string | null;
}

async function allSessions(request: import('@playwright/test').APIRequestContext): Promise<ApiSession[]> {
  return ((await (await request.get('/api/sessions')).json()) as { sessions: ApiSession[] }).sessions;
}

test.describe('Session page', () => {
  test('is found by session number, by track and by id', async ({ page, request }) => {
    const sessions = await allSessions(request);
    const byNumber = sessions.find((s) => s.sessionNumber === '4.2')!;
    await page.goto('/session/4.2');
    await expect(page.getByRole('heading', { level: 1, name: byNumber.title })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Programme' })).toHaveAttribute('href', '/programme');
    await expect(crumbs).toContainText(byNumber.title);
    await expect(page.getByText('Session number', { exact: true })).toBeVisible();

    const keynote = (await (await request.get('/api/sessions/Keynote')).json()) as ApiSession;
    await page.goto('/session/Keynote');
    await expect(page.getByRole('heading', { level: 1, name: keynote.title })).toBeVisible();

    await page.goto(`/session/${byNumber.id}`);
    await expect(page.getByRole('heading', { level: 1, name: byNumber.title })).toBeVisible();
    await expect(page).toHaveTitle(`${byNumber.title} – Conference Companion`);
    await expect(page.getByRole('link', { name: 'Back to Programme' })).toHaveAttribute('href', '/programme');
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });

  test('adds the session to the agenda and removes it again', async ({ page, request }) => {
    const session = (await allSessions(request)).find((s) => s.sessionNumber === '6.3' && s.status !== 'cancelled')!;
    await page.goto(`/session/${session.id}`);
    await page.getByRole('button', { name: 'Add to Agenda' }).click();
    await expect(page.getByRole('button', { name: 'Remove from Agenda' })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Remove from Agenda' }).click();
    await expect(page.getByRole('button', { name: 'Add to Agenda' })).toBeVisible();
  });

  test('a cancelled session shows its notice and cannot be added', async ({ page, request }) => {
    const cancelled = (await allSessions(request)).find((s) => s.status === 'cancelled' && s.cancellationNotes)!;
    await page.goto(`/session/${cancelled.id}`);
    await expect(page.getByRole('heading', { level: 1, name: cancelled.title })).toBeVisible();
    await expect(page.getByText('CANCELLED', { exact: true })).toBeVisible();
    const notice = page.getByRole('region', { name: 'Cancellation Notice' });
    await expect(notice).toContainText(cancelled.cancellationNotes!);
    await expect(page.getByRole('button', { name: 'Session Cancelled' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('an unknown session shows Session Not Found', async ({ page }) => {
    await page.goto('/session/no-such-session');
    await expect(page.getByRole('heading', { level: 1, name: 'Session Not Found' })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the session you're looking for.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Programme' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Programme' })).toBeVisible();
  });

  test('Add to calendar downloads the session as an .ics file', async ({ page, request }) => {
    const session = (await allSessions(request)).find((s) => s.sessionNumber === '4.2')!;
    await page.goto(`/session/${session.id}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: /Add to calendar/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
    const text = await readFile((await download.path())!, 'utf8');
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    // UIDs name the conference and this deployment (PUBLIC_URL's host, else the deployment's id).
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^UID:session-${session.id}\\.tt2027@\\S+$`)));
    expect(lines.some((line) => /^DTSTART:20270913T\d{6}Z$/.test(line) || /^DTSTART:20270914T\d{6}Z$/.test(line))).toBe(
      true,
    );
    expect(lines.some((line) => line.startsWith('DTEND:'))).toBe(true);
    expect(lines.some((line) => line.startsWith('DTSTAMP:'))).toBe(true);
    expect(lines.some((line) => line.startsWith('SUMMARY:'))).toBe(true);
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('END:VCALENDAR');
  });

  test('the session page has no axe violations', async ({ page }) => {
    await page.goto('/session/K1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Presenter Resources' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('button', { name: 'Submit Resource URL' }).click();
    await page.getByRole('button', { name: 'Submit URL' }).click();
    await expect(page.getByText('Presenter name is required')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('Presenter resources', () => {
  test('the form checks in the spec’s order, prepends http:// and stores the link pending', async ({
    page,
    request,
  }) => {
    const session = (await allSessions(request)).find((s) => s.sessionNumber === 'P7')!;
    await page.goto(`/session/${session.id}`);
    const toggle = page.getByRole('button', { name: 'Submit Resource URL' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = page.getByRole('form', { name: 'Submit a resource link' });
    await expect(form.getByLabel('Presenter email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('URL', { exact: true })).toHaveAttribute('type', 'url');
    const submit = form.getByRole('button', { name: 'Submit URL' });

    await submit.click();
    await expect(form.getByText('Presenter name is required')).toBeVisible();
    await expect(form.getByLabel('Presenter name')).toBeFocused();

    await form.getByLabel('Presenter name').fill('Esme Playwright');
    await submit.click();
    await expect(form.getByText('Presenter name is required')).toHaveCount(0);
    await expect(form.getByText('Presenter email is required')).toBeVisible();

    await form.getByLabel('Presenter email').fill('esme@example.org');
    await submit.click();
    await expect(form.getByText('URL is required')).toBeVisible();

    await form.getByLabel('URL', { exact: true }).fill('not a link');
    await submit.click();
    await expect(form.getByText('Please enter a valid URL')).toBeVisible();

    // The close button clears the message.
    await form.getByRole('button', { name: 'Close the resource form' }).click();
    await expect(form).toHaveCount(0);
    await toggle.click();
    await expect(page.getByText('Please enter a valid URL')).toHaveCount(0);

    await page.getByLabel('URL', { exact: true }).fill('example.org/e2e-handout');
    await page.getByLabel('Description (optional)').fill('Handout from the e2e test');
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/sessions/${session.id}/resources`),
    );
    await page.getByRole('button', { name: 'Submit URL' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ url: 'http://example.org/e2e-handout' });
    await expect(page.getByText('URL submitted successfully! It will appear once approved by an admin.')).toBeVisible();

    // Pending: not listed for attendees.
    const listed = (await (await request.get(`/api/sessions/${session.id}/resources`)).json()) as {
      resources: { url: string }[];
    };
    expect(listed.resources.map((r) => r.url)).not.toContain('http://example.org/e2e-handout');
  });
});
