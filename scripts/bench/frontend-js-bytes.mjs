// The JavaScript a phone downloads before a page is usable, measured in Debian's chromium through Playwright.
//
// "Usable" is concrete per page (USABLE below): the page's main <h1> is visible and its primary control can be
// used. Every script response that finished before that moment counts; scripts still in flight or fetched later
// (lazy chunks for other pages, prefetches) do not. Size: gzip at level 9 of each decoded body, the same for every
// file whatever the server's compression, so the figure compares builds, not servers. The bytes as transferred (what
// the server's compression actually sent) are reported beside it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../lib/workspace.mjs';
import { federationShareOf, gzipSize } from './frontend-mf-share.mjs';

// Playwright is the e2e package's dependency; the bench reuses it rather than installing a second copy.
export const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');

/** The flags of e2e/playwright.config.ts: Debian's chromium, headless, as root. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const USABLE_TIMEOUT_MS = 30_000;

/** When each measured page counts as usable. */
export const USABLE = {
  '/': {
    describe: 'the conference name in <h1> and the Quick access links',
    wait: async (page) => {
      await page.locator('main h1').first().waitFor({ timeout: USABLE_TIMEOUT_MS });
      const quickAccess = page.getByRole('region', { name: 'Quick access' });
      await quickAccess.getByRole('link').first().waitFor({ timeout: USABLE_TIMEOUT_MS });
    },
  },
  '/programme': {
    describe: 'the Programme <h1>, the session search box editable and the results listed',
    wait: async (page) => {
      await page.locator('main h1').first().waitFor({ timeout: USABLE_TIMEOUT_MS });
      const search = page.getByRole('searchbox', { name: 'Search sessions' });
      await search.waitFor({ timeout: USABLE_TIMEOUT_MS });
      await page.getByText(/^Showing \d+ of \d+ sessions$/).waitFor({ timeout: USABLE_TIMEOUT_MS });
      if (!(await search.isEditable())) throw new Error('the programme search box is not editable');
    },
  },
  '/admin': {
    describe: 'the sign-in <h1>, the Email field editable and the Sign In button',
    wait: async (page) => {
      await page.locator('main h1').first().waitFor({ timeout: USABLE_TIMEOUT_MS });
      const email = page.getByRole('textbox', { name: 'Email' });
      await email.waitFor({ timeout: USABLE_TIMEOUT_MS });
      await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: USABLE_TIMEOUT_MS });
      if (!(await email.isEditable())) throw new Error('the Email field is not editable');
    },
  },
};

/** A phone-sized context with an empty cache, and no service worker (it would answer requests unseen). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
};

const isJavaScript = (response) => /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');

/**
 * Loads one route in a fresh context and reports the JavaScript it needed.
 * @returns {Promise<{ route: string, files: Array<{ url, bytes, gzip, transferred, federationGzip }>,
 *   gzip: number, transferred: number, federationGzip: number, unmapped: Array<{ url, gzip }>, usableMs: number }>}
 */
export async function measureRouteJavaScript(browser, baseURL, route) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const finished = [];
    let counting = true;
    page.on('requestfinished', (request) => {
      if (counting) finished.push(request);
    });
    const started = Date.now();
    await page.goto(new URL(route, baseURL).href, { waitUntil: 'commit' });
    await USABLE[route].wait(page);
    counting = false;
    const usableMs = Date.now() - started;

    const files = [];
    const unmapped = [];
    for (const request of finished) {
      const response = await request.response();
      if (response?.status() !== 200 || !isJavaScript(response)) continue;
      const body = await response.body();
      const sizes = await request.sizes();
      const code = body.toString('utf8');
      const share = await federationShareOf(code, response.url());
      // A file without a source map (a chunk of pure re-exports has none) counts as no federation runtime.
      if (!share) unmapped.push({ url: response.url(), gzip: gzipSize(body) });
      files.push({
        url: response.url(),
        bytes: body.length,
        gzip: gzipSize(body),
        transferred: sizes.responseBodySize,
        federationGzip: share?.federationGzip ?? 0,
      });
    }
    const sum = (key) => files.reduce((total, file) => total + file[key], 0);
    return {
      route,
      files,
      gzip: sum('gzip'),
      transferred: sum('transferred'),
      federationGzip: sum('federationGzip'),
      unmapped,
      usableMs,
    };
  } finally {
    await context.close();
  }
}

export async function measureJavaScript({ baseURL, routes, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const route of routes) {
      const result = await measureRouteJavaScript(browser, baseURL, route);
      log(
        `front end: ${route} usable after ${result.usableMs} ms (${USABLE[route].describe}); ` +
          `${result.files.length} scripts, ${kb(result.gzip)} KB gzip -9, ${kb(result.transferred)} KB transferred, ` +
          `federation runtime ${kb(result.federationGzip)} KB`,
      );
      for (const file of result.files) {
        log(`  ${new URL(file.url).pathname}  ${kb(file.gzip)} KB gzip (federation ${kb(file.federationGzip)} KB)`);
      }
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
