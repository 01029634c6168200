import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

// Debian's chromium: Playwright cannot download browsers on this network.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SHARED_NEWS_SPECS = [
  'chair.spec.ts',
  // Runs polls by hand in the chair's view and the admin's Sessions tab, one at a time with the other chair spec.
  'polls-chair.spec.ts',
  'news.spec.ts',
  'realtime.spec.ts',
  'home.spec.ts',
  'qa.spec.ts',
  'session-detail.spec.ts',
  'agenda.spec.ts',
  'admin-content.spec.ts',
  'admin-sessions.spec.ts',
  'admin-session-editor.spec.ts',
  'speakers.spec.ts',
  'programme-time-order.spec.ts',
  'admin-dashboard.spec.ts',
  'admin-questions.spec.ts',
  'question-drafts.spec.ts',
  // Moves and cancels a session: with the other specs that edit sessions, one at a time.
  'draft-live-state.spec.ts',
  'admin-urls.spec.ts',
  'accounts.spec.ts',
  'xss.spec.ts',
  'keyboard-flows.spec.ts',
  'your-day.spec.ts',
  'rate-limit-messages.spec.ts',
  'live-programme.spec.ts',
  'qa-privacy.spec.ts',
  // Votes on a published question before the page is ready.
  'early-input.spec.ts',
  // Exports the programme and imports it back, expecting no changes: no other spec may edit sessions meanwhile.
  'admin-import.spec.ts',
].map((file) => `**/${file}`);

const DEPLOYMENT_SPECS = ['**/remote-deployment.spec.ts', '**/polls-two-instances.spec.ts'];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Two at least: Playwright's default is half the cores, one on a 2-core machine, which ran a newcomer's plain
  // `npm test` one browser test at a time (the browsers, not the one server process, are most of the work).
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  // The JSON report feeds the test command's one summary line.
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    baseURL,
    // page.route cannot see requests a service worker answers; only the offline spec lets the worker run.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    // Specs that publish or count the shared news, questions and presenter links run one at a time, so a count
    // one of them reads is not changed under it by another; every other spec runs alongside them.
    { name: 'shared-news', testMatch: SHARED_NEWS_SPECS, workers: 1, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium',
      testIgnore: [...SHARED_NEWS_SPECS, ...DEPLOYMENT_SPECS],
      use: { ...devices['Desktop Chrome'] },
    },
    // Remote teams' builds (rspack) and a second app instance take both cores for a minute: they run last, alone,
    // so that they neither slow the timed pages of the other specs nor are slowed by them.
    // (A failure elsewhere skips them, as dependencies do; run them alone with --project=deployment --no-deps.)
    {
      name: 'deployment',
      testMatch: DEPLOYMENT_SPECS,
      dependencies: ['shared-news', 'chromium'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    // The whole app on a fresh database: PostgreSQL when DATABASE_URL is set, else a temporary PGlite.
    command: `node ../scripts/e2e-server.mjs`,
    url: `${baseURL}/api/health`,
    env: { PORT: String(port) },
    timeout: 120_000,
    reuseExistingServer: false,
    // Not SIGKILL (the default): the server then drops the database it made and removes its files.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
