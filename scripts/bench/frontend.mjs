// The front end's part of `pnpm bench`: the JavaScript each entry page needs before it is usable (and the Module
// Federation runtime's share of it), and Lighthouse's mobile performance score. Needs the app running with built
// front ends at baseURL. On its own: `node scripts/bench/frontend.mjs http://127.0.0.1:3180 [--smoke]`.
import { pathToFileURL } from 'node:url';
import { kb, measureJavaScript } from './frontend-js-bytes.mjs';
import { lighthouseScore } from './frontend-lighthouse.mjs';

export const JS_ROUTES = ['/', '/programme', '/admin'];
export const LIGHTHOUSE_ROUTES = ['/', '/programme', '/my-agenda'];
/**
 * Lighthouse mobile performance on every route (issues 9 and 16). JavaScript has no budget: issue 9's 120 KB was
 * withdrawn with React's return (ADR 004); the figure is reported to be kept low, not judged.
 */
export const LIGHTHOUSE_BUDGET = 95;
/**
 * Runs per route in a real run, reported as their median: one Lighthouse run on a shared 2-core machine varies by
 * ten points or more, and Lighthouse's own guidance is to take the median of several.
 */
const LIGHTHOUSE_RUNS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** A smoke run gives Lighthouse this long on one route, then reports it as skipped rather than holding up tests. */
const SMOKE_LIGHTHOUSE_MS = 30_000;

/** Files without a source map cannot be attributed; say so when they are more than a few re-exports. */
function unmappedNote(unmapped) {
  const bytes = unmapped.reduce((total, file) => total + file.gzip, 0);
  return bytes > 1024 ? ` (${kb(bytes)} KB in files without a source map not attributed)` : '';
}

function javaScriptRows(result) {
  const total = kb(result.gzip);
  const rows = [
    {
      name: `JS before ${result.route} is usable (gzip -9; ${kb(result.transferred)} KB as sent)`,
      value: total,
      unit: 'KB',
    },
  ];
  const federation = kb(result.federationGzip);
  rows.push({
    // Its ceiling is the page's whole JavaScript: the ratio is the runtime's share of it.
    name: `  of which Module Federation runtime${unmappedNote(result.unmapped)}`,
    value: federation,
    unit: 'KB',
    ceiling: total,
    ratio: total > 0 ? Math.round((federation / total) * 100) / 100 : 0,
  });
  return rows;
}

function lighthouseRow(route, score, note = '') {
  return {
    name: `Lighthouse mobile performance ${route}${note}`,
    value: score,
    unit: 'score',
    budget: `≥ ${LIGHTHOUSE_BUDGET}`,
    pass: score !== null && score >= LIGHTHOUSE_BUDGET,
  };
}

async function lighthouseRows({ baseURL, smoke, log }) {
  if (smoke) {
    // One route, and only if it is quick: the smoke run proves the wiring, the full run gives the figures.
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), SMOKE_LIGHTHOUSE_MS);
    });
    const run = lighthouseScore(baseURL, '/');
    const result = await Promise.race([run, timeout]);
    clearTimeout(timer);
    if (!result) {
      run.catch(() => {});
      const row = lighthouseRow('/', null, ` (smoke: skipped, took over ${SMOKE_LIGHTHOUSE_MS / 1000} s)`);
      delete row.pass;
      return [row];
    }
    log(`front end: Lighthouse / ${result.score} ${JSON.stringify(result.metrics)}`);
    return [lighthouseRow('/', result.score, ' (smoke: this route only)')];
  }
  const rows = [];
  for (const route of LIGHTHOUSE_ROUTES) {
    const scores = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      const result = await lighthouseScore(baseURL, route);
      log(`front end: Lighthouse ${route} run ${run + 1}: ${result.score} ${JSON.stringify(result.metrics)}`);
      scores.push(result.score);
    }
    rows.push(lighthouseRow(route, median(scores), ` (median of ${scores.join(', ')})`));
  }
  return rows;
}

/**
 * @param {{ baseURL: string, smoke?: boolean, log?: (line: string) => void }} options
 * @returns {Promise<{ section: 'Front end', rows: Array<{ name: string, value: number|null, unit: string,
 *   ceiling?: number, ratio?: number, budget?: string, pass?: boolean }> }>}
 */
export async function measure({ baseURL, smoke = false, log = () => {} }) {
  const scripts = await measureJavaScript({ baseURL, routes: JS_ROUTES, log });
  const rows = scripts.flatMap(javaScriptRows);
  rows.push(...(await lighthouseRows({ baseURL, smoke, log })));
  return { section: 'Front end', rows };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseURL = process.argv[2] ?? 'http://127.0.0.1:3180';
  const smoke = process.argv.includes('--smoke');
  const result = await measure({ baseURL, smoke, log: (line) => console.error(line) });
  console.table(result.rows);
}
