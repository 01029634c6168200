// The bench row of issue 36: a returning visitor with extra-large text and high contrast (kept in this browser by
// the accessibility panel) opens each bench route; the layout shift from navigation until the page is interactive
// (<html data-cc-interactive>) is summed, as Lighthouse's CLS sums it (shifts without recent input). Target 0: the
// settings are on <html> before the first paint (host/public/apply-preferences.js, ADR 009). Measured in Debian's
// chromium through Playwright at a phone's viewport; no Lighthouse run, so it is cheap.
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromium } from './frontend-js-bytes.mjs';

/** What the visitor chose on an earlier visit (design-system STORAGE_KEYS). */
const RETURNING_VISITOR = { 'cm-font-size': 'xl', 'cm-high-contrast': 'true' };
export const LAYOUT_SHIFT_BUDGET = 0.01;

/** Sums the page's layout shifts from its start (buffered) that no input caused, in window.ccShifts. */
function observeShifts() {
  const shifts = { total: 0 };
  window.ccShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) shifts.total += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shiftOf(page, url) {
  await page.goto(url);
  await page.waitForFunction(
    () => !document.getElementById('cc-ssr-data') || document.documentElement.dataset.ccInteractive === 'true',
    undefined,
    { timeout: 30_000 },
  );
  // Two frames after interactive, so a shift the hydration caused is counted.
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.ccShifts.total))),
      ),
  );
}

/**
 * @param {{ baseURL: string, routes: string[], runs?: number, log?: (line: string) => void }} options
 * @returns {Promise<Array<{ name: string, value: number, unit: string, budget: string, pass: boolean }>>}
 */
export async function returningVisitorRows({ baseURL, routes, runs = 3, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      serviceWorkers: 'block',
    });
    await context.addInitScript(observeShifts);
    const page = await context.newPage();
    await page.goto(new URL('/about', baseURL).href);
    await page.evaluate((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, RETURNING_VISITOR);
    const rows = [];
    for (const route of routes) {
      const url = new URL(route, baseURL).href;
      // The first visit may meet a page not rendered yet; it is the rendered page the row is about.
      await shiftOf(page, url);
      const shifts = [];
      for (let run = 0; run < runs; run += 1) shifts.push(await shiftOf(page, url));
      const worst = Math.max(...shifts);
      log(`front end: returning visitor ${route}: layout shift ${shifts.map((s) => s.toFixed(3)).join(', ')}`);
      rows.push({
        name: `Layout shift ${route}, returning visitor, extra-large text and high contrast (worst of ${runs})`,
        value: Math.round(worst * 1000) / 1000,
        unit: 'CLS',
        budget: `< ${LAYOUT_SHIFT_BUDGET}`,
        pass: worst < LAYOUT_SHIFT_BUDGET,
      });
    }
    await context.close();
    return rows;
  } finally {
    await browser.close();
  }
}
