// Lighthouse on a route of the app and on its static copy (frontend-static-copy.mjs), and the rows that set one
// beside the other. The runs alternate, app then copy then copy then app, so that a busy moment on the machine
// falls on both alike and neither always goes first.
import { lighthouseScore } from './frontend-lighthouse.mjs';

/** Issue 28's targets: the app within this much of what the same page costs without its JavaScript. */
export const COPY_TARGETS = { scorePoints: 5, lcpRatio: 1.3, tbtMs: 200 };

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The ratio field, left out when the copy's figure is 0 (a ratio to 0 says nothing). */
const ratio = (app, copy) => (copy > 0 ? { ratio: Math.round((app / copy) * 100) / 100 } : {});

/** Resolves to null once ms have passed (the run goes on in the background, unawaited). */
function withinTime(promise, ms) {
  if (!ms) return promise;
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  promise.catch(() => {});
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `runs` Lighthouse runs on each side; with timeoutMs, a run that takes longer ends them all (smoke mode: one side
 * alone has nothing to be compared with).
 * @returns {Promise<{ app: LighthouseResult[], copy: LighthouseResult[] }>}
 * @typedef {Awaited<ReturnType<typeof lighthouseScore>>} LighthouseResult
 */
export async function lighthouseAgainstCopy({ appURL, copyURL, route, runs, timeoutMs, log = () => {} }) {
  const results = { app: [], copy: [] };
  const bases = { app: appURL, copy: copyURL };
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 === 0 ? ['app', 'copy'] : ['copy', 'app'];
    for (const side of order) {
      const result = await withinTime(lighthouseScore(bases[side], route), timeoutMs);
      if (!result) {
        log(`front end: Lighthouse ${route} ${side} run ${run + 1}: over ${timeoutMs / 1000} s, no more runs`);
        return results;
      }
      log(`front end: Lighthouse ${route} ${side} run ${run + 1}: ${result.score} ${JSON.stringify(result.metrics)}`);
      results[side].push(result);
    }
  }
  return results;
}

const medians = (results) => ({
  score: median(results.map((result) => result.score)),
  lcp: median(results.map((result) => result.metrics.lcp)),
  tbt: median(results.map((result) => result.metrics.tbt)),
});

/**
 * The app's score, LCP and TBT (medians) with its static copy's as the ceiling, judged by COPY_TARGETS.
 * Empty when either side has no run (a smoke run out of time).
 */
export function staticCopyRows(app, copy) {
  if (!app.length || !copy.length) return [];
  const a = medians(app);
  const c = medians(copy);
  const difference = a.score - c.score;
  const copyScores = copy.map((result) => result.score).join(', ');
  return [
    {
      name: `  against its static copy: score (copy: median of ${copyScores}; ${difference >= 0 ? '+' : ''}${difference} points)`,
      value: a.score,
      unit: 'score',
      ceiling: c.score,
      ...ratio(a.score, c.score),
      budget: `≥ copy − ${COPY_TARGETS.scorePoints}`,
      pass: difference >= -COPY_TARGETS.scorePoints,
    },
    {
      name: '  against its static copy: LCP (medians)',
      value: a.lcp,
      unit: 'ms',
      ceiling: c.lcp,
      ...ratio(a.lcp, c.lcp),
      budget: `≤ ${COPY_TARGETS.lcpRatio} × copy`,
      pass: a.lcp <= COPY_TARGETS.lcpRatio * c.lcp,
    },
    {
      name: '  against its static copy: TBT (medians)',
      value: a.tbt,
      unit: 'ms',
      ceiling: c.tbt,
      // The copy has no script to block the main thread: its TBT is usually 0, so the budget is absolute.
      ...ratio(a.tbt, c.tbt),
      budget: `≤ ${COPY_TARGETS.tbtMs} ms`,
      pass: a.tbt <= COPY_TARGETS.tbtMs,
    },
  ];
}
