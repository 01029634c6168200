// Lighthouse's mobile performance score (its default: a mid-range phone, simulated slow 4G and 4x CPU slowdown)
// against Debian's chromium. Each route gets its own browser, so one run's cache or service worker cannot help the next.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './frontend-js-bytes.mjs';

/** Lighthouse wants the new headless mode; the rest are the e2e suite's flags. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')];

/**
 * Lighthouse sometimes loses the trace's navigation start on a busy machine (NO_NAVSTART) and scores nothing;
 * such a run is repeated, in a fresh browser.
 * @returns {Promise<{ route: string, score: number, metrics: Record<string, number> }>}
 */
export async function lighthouseScore(baseURL, route) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(baseURL, route);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === ATTEMPTS) throw error;
    }
  }
}

/** Tries per run: NO_NAVSTART has been seen twice in a row here, never three times. */
const ATTEMPTS = 3;

class LighthouseRunError extends Error {}

async function lighthouseRun(baseURL, route) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  try {
    const result = await lighthouse(
      new URL(route, baseURL).href,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      // The default configuration is the mobile one; stated here so a change of Lighthouse default cannot slip in.
      { extends: 'lighthouse:default', settings: { formFactor: 'mobile', throttlingMethod: 'simulate' } },
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse on ${route}: ${lhr.runtimeError.message}`);
    const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      route,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        si: metric('speed-index'),
      },
    };
  } finally {
    chrome.kill();
  }
}
