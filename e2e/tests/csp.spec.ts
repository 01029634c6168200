/**
 * The Content-Security-Policy (issue 7) lets the real app run: every attendee page and every admin tab renders
 * with no CSP violation and no console error, and a state change (a bookmark) still goes through the
 * Origin check under the Referrer-Policy.
 */
import type { Page } from '@playwright/test';
import { admin, expect, test } from './fixtures';

/** Remote chunks load on first use; this machine is shared. */
const SLOW = { timeout: 15_000 };

interface Problems {
  violations: string[];
  consoleErrors: string[];
}

/** Collects CSP violations (reported by the page itself, on every document it loads) and console errors. */
async function watch(page: Page): Promise<Problems> {
  const problems: Problems = { violations: [], consoleErrors: [] };
  await page.exposeBinding('reportCspViolation', (_source, text: string) => {
    problems.violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    // The browser's own request for /favicon.ico (the app has none yet) is not the page's doing.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      problems.consoleErrors.push(`${page.url()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`${page.url()}: ${error.message}`));
  return problems;
}

function expectClean(problems: Problems) {
  expect(problems.violations, 'CSP violations').toEqual([]);
  expect(problems.consoleErrors, 'console errors').toEqual([]);
}

test.describe('Content-Security-Policy', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the attendee pages run under it with no violation', async ({ page, sessions }) => {
    const problems = await watch(page);
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);

    const session = sessions.find((s) => s.status !== 'cancelled') ?? sessions[0];
    if (!session) throw new Error('the seed has no sessions');
    const pages: [string, RegExp | string][] = [
      ['/programme', 'Programme'],
      [`/session/${session.id}`, session.title],
      ['/my-agenda', /agenda/i],
      ['/timetable', /timetable/i],
      ['/map', /map/i],
      ['/announcements', /news|announcements/i],
      ['/qa', 'Questions & Answers'],
      ['/sponsors', /sponsors/i],
      ['/about', /about/i],
      ['/privacy-policy', /privacy/i],
    ];
    for (const [path, heading] of pages) {
      // A fresh load each time: it runs the host's index.html again, whose one inline style is allowed by hash.
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first(), path).toBeVisible(SLOW);
    }

    // A state change from the page still passes the Origin check (Referrer-Policy keeps Origin on POSTs).
    await page.goto(`/session/${session.id}`);
    const add = page.getByRole('button', { name: /Add to Agenda/ });
    await add.click();
    await expect(page.getByRole('button', { name: /Remove from Agenda/ })).toBeVisible(SLOW);
    await page.getByRole('button', { name: /Remove from Agenda/ }).click();
    await expect(add).toBeVisible(SLOW);

    expectClean(problems);
  });

  test('the admin area runs under it with no violation', async ({ page }) => {
    const problems = await watch(page);
    await page.goto('/admin');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(SLOW);

    const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let index = 0; index < count; index += 1) {
      const tab = tabs.nth(index);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      // The section's panel (some sections hold tabs of their own).
      await expect(page.getByRole('tabpanel').first()).toBeVisible(SLOW);
    }
    expectClean(problems);
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('the worker installs and the pages it serves run with no violation', async ({ page }) => {
      const problems = await watch(page);
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      for (const [path, heading] of [
        ['/programme', 'Programme'],
        ['/qa', 'Questions & Answers'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading }).first(), path).toBeVisible(SLOW);
      }
      expectClean(problems);
    });
  });
});
