/**
 * Offline (issue 6): the service worker at /sw.js keeps the app usable with no network after a first visit, keeps
 * bookmarks made offline and sends them when the network returns, and asks the network first for the files that
 * name a deployment. `context.setOffline` cuts the page and its service worker off the network alike.
 */
import type { Page } from '@playwright/test';
import { expect, type SessionSummary, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });
// The worker's install downloads every build file of the app; five offline page loads follow in the first test.
test.describe.configure({ timeout: 60_000 });

/** The worker is installed (its caches filled: install waits for that) and serves this page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

function pickSessions(sessions: SessionSummary[]) {
  const open = sessions.filter((s) => s.status !== 'cancelled');
  const [inAgenda, toAddOffline, toOpenOffline] = [open[0]!, open[1]!, open[2]!];
  return { inAgenda, toAddOffline, toOpenOffline };
}

test.describe('Offline', () => {
  test('after a visit to Home, the programme, a session, My Agenda, the timetable and the map work offline', async ({
    page,
    context,
    sessions,
  }) => {
    const { inAgenda, toOpenOffline } = pickSessions(sessions);
    // The visitor (this context's cookie) has one session in the agenda before the first visit.
    expect((await page.request.put(`/api/bookmarks/${inAgenda.id}`)).ok()).toBe(true);

    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);

    await page.goto('/programme');
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Programme' })).toBeVisible();
    await expect(page.getByRole('heading', { name: toOpenOffline.title }).first()).toBeVisible();
    // Each page working from stored answers says so, and from when (issue 18).
    const saved = page.getByRole('status').filter({
      hasText:
        /^⚠ The connection is not working, so this page shows information saved at \d{2}:\d{2} on \w+day \d+ \w+ \d{4}\. It may have changed since\.$/,
    });
    await expect(saved).toBeVisible();

    // A session page never opened online: answered from the cached programme.
    await page.goto(`/session/${toOpenOffline.id}`);
    await expect(page.getByRole('heading', { level: 1, name: toOpenOffline.title })).toBeVisible();
    await expect(saved).toBeVisible();

    await page.goto('/my-agenda');
    await expect(page.getByRole('heading', { level: 1, name: 'My Agenda' })).toBeVisible();
    await expect(page.getByRole('link', { name: inAgenda.title, exact: true })).toBeVisible();
    await expect(saved).toBeVisible();

    await page.goto('/timetable');
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Timetable' })).toBeVisible();

    await page.goto('/map');
    await expect(page.getByRole('heading', { level: 1, name: 'Venue Map' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^View details for / }).first()).toBeVisible();
    const map = page.getByRole('img', { name: /^Campus map/ });
    await expect(map).toBeVisible();
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Nothing above reached the server: a request it has never answered fails.
    const uncached = await page.evaluate(() =>
      fetch('/api/sessions?never-cached=1').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(uncached).toBe('failed');

    // Back online, the next page's answers come from the network and the notice is gone.
    await context.setOffline(false);
    await page.goto('/programme');
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Programme' })).toBeVisible();
    await expect(page.getByText(/^⚠ The connection is not working/)).toHaveCount(0);
  });

  test('a bookmark added offline waits, visibly, and reaches the server when the network returns', async ({
    page,
    context,
    sessions,
  }) => {
    const { toAddOffline } = pickSessions(sessions);
    await page.goto('/programme');
    await waitForServiceWorker(page);
    await context.setOffline(true);

    await page.reload();
    const add = page.getByRole('button', { name: `Add to Agenda ${toAddOffline.title}`, exact: true });
    await add.click();
    await expect(page.getByRole('button', { name: `In Agenda ${toAddOffline.title}`, exact: true })).toBeVisible();
    const status = '1 change to your agenda is waiting to be sent when you are back online.';
    // Shown on the page (announced once through the live region: unit-tested, as it lasts one second).
    const waiting = page.getByText(status, { exact: true });
    await expect(waiting).toBeVisible();

    // Kept across a reload with no network, and shown on My Agenda too: the session itself, marked as waiting.
    await page.goto('/my-agenda');
    await expect(waiting).toBeVisible();
    const entry = page.getByRole('article', { name: toAddOffline.title });
    await expect(entry).toContainText('Added while offline: waiting to be sent when you are back online');
    await expect(page.getByText('Your agenda is empty')).toHaveCount(0);
    expect(((await (await page.request.get('/api/bookmarks')).json()) as { sessionIds: number[] }).sessionIds).toEqual(
      [],
    );

    await context.setOffline(false);
    // Sent once the network is back, and then the status line goes: the first attempt may fail while the connection
    // comes back, and is tried again after 5 s.
    await expect(page.getByText(/to your agenda (is|are) waiting/)).toBeHidden({ timeout: 15_000 });
    const { sessionIds } = (await (await page.request.get('/api/bookmarks')).json()) as { sessionIds: number[] };
    expect(sessionIds).toEqual([toAddOffline.id]);
    await expect(page.getByRole('link', { name: toAddOffline.title, exact: true })).toBeVisible();
    await expect(entry).not.toContainText('waiting to be sent');
  });

  test('the shell, config and remote manifests come from the network first, so a new deployment is used', async ({
    page,
    context,
    request,
  }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toContain('javascript');

    await page.goto('/');
    await waitForServiceWorker(page);

    // Make the worker's copies look like an older deployment's.
    const stale = async () =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((key) => key.startsWith('cc-shell-'));
        if (!name) throw new Error('no shell cache');
        const cache = await caches.open(name);
        const json = (body: object) =>
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
        await cache.put('/remotes/attendee/mf-manifest.json', json({ id: 'old-deployment' }));
        await cache.put(
          '/config.json',
          json({ remotes: { attendee: '/old/mf-manifest.json', admin: '/old/admin.json' }, apiContract: '0.9.0' }),
        );
      });
    const read = (url: string) => page.evaluate((u) => fetch(u).then((r) => r.json()), url);

    await stale();
    expect(await read('/remotes/attendee/mf-manifest.json')).toMatchObject({ id: 'attendee' });
    expect(await read('/config.json')).toEqual({
      remotes: { attendee: '/remotes/attendee/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
      apiContract: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    });
    // A reload runs the current deployment: the attendee pages render.
    await page.goto('/programme');
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Programme' })).toBeVisible();

    // The cached copy is only the fallback when there is no network.
    await stale();
    await context.setOffline(true);
    expect(await read('/remotes/attendee/mf-manifest.json')).toEqual({ id: 'old-deployment' });
  });

  test('what the worker kept for a signed-in person goes when their session ends, here or on another device (issue 30)', async ({
    page,
    context,
    browser,
    sessions,
  }) => {
    const { inAgenda, toAddOffline } = pickSessions(sessions);
    const password = 'library-desk-lantern-30';
    const email = `shared-${Date.now()}@example.org`;
    // In the page, so that the calls pass through the worker as the app's own do.
    const call = (method: string, url: string, body?: object) =>
      page.evaluate(
        async ({ method, url, body }) => {
          const response = await fetch(url, {
            method,
            headers: body ? { 'content-type': 'application/json' } : {},
            body: body ? JSON.stringify(body) : undefined,
          });
          return response.status;
        },
        { method, url, body },
      );
    const agendaOffline = async (title: string) => {
      await context.setOffline(true);
      await page.goto('/my-agenda');
      await expect(page.getByRole('heading', { level: 1, name: 'My Agenda' })).toBeVisible();
      const shown = page.getByRole('link', { name: title, exact: true });
      await context.setOffline(false);
      return shown;
    };

    await page.goto('/');
    await waitForServiceWorker(page);
    expect(await call('POST', '/api/auth/sign-up', { email, password })).toBe(201);
    expect(await call('PUT', `/api/bookmarks/${inAgenda.id}`)).toBe(200);
    await page.goto('/my-agenda');
    await expect(page.getByRole('link', { name: inAgenda.title, exact: true })).toBeVisible();
    // Kept for this person while their session lasts.
    await context.setOffline(true);
    await page.goto('/my-agenda');
    await expect(page.getByRole('link', { name: inAgenda.title, exact: true })).toBeVisible();
    await context.setOffline(false);

    // On their phone, the owner changes the password: every other session ends. The shared browser learns it from
    // the next answer of the server, whatever it was for, and drops the agenda it kept.
    const phone = await browser.newContext();
    expect((await phone.request.post('/api/auth/sign-in', { data: { email, password } })).status()).toBe(200);
    const changed = await phone.request.post('/api/account/password', {
      data: { currentPassword: password, newPassword: 'harbour-desk-lantern-30b' },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await phone.close();
    expect(await call('GET', '/api/me')).toBe(200);
    await expect(await agendaOffline(inAgenda.title)).toHaveCount(0);

    // The next person signs in here, bookmarks, and deletes their account in this browser: gone at once.
    const second = `shared-second-${Date.now()}@example.org`;
    expect(await call('POST', '/api/auth/sign-up', { email: second, password })).toBe(201);
    expect(await call('PUT', `/api/bookmarks/${toAddOffline.id}`)).toBe(200);
    await page.goto('/my-agenda');
    await expect(page.getByRole('link', { name: toAddOffline.title, exact: true })).toBeVisible();
    expect(await call('DELETE', '/api/account', { password })).toBe(204);
    await expect(await agendaOffline(toAddOffline.title)).toHaveCount(0);
  });
});
