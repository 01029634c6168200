// The front end's part of `pnpm bench`: the JavaScript each entry page needs before it is usable (and the Module
// Federation runtime's share of it), and Lighthouse's mobile performance score, beside the score of a static copy
// of the same page (its ceiling). Needs the app running with built front ends at baseURL, and nginx for the copies
// (port 3177, or BENCH_STATIC_COPY_PORT). On its own: `node scripts/bench/frontend.mjs http://127.0.0.1:3180 [--smoke]
// [--routes=/,/programme,/session/<first>] [--runs=5]` (a few routes, or fewer runs, for a quick comparison).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../lib/workspace.mjs';
import { hydrationTaskRows } from './frontend-hydration-tasks.mjs';
import { kb, measureJavaScript } from './frontend-js-bytes.mjs';
import { lighthouseAgainstCopy, median, staticCopyRows } from './frontend-lighthouse-ceiling.mjs';
import { returningVisitorRows } from './frontend-returning-visitor.mjs';
import { saveStaticCopies, serveStaticCopies } from './frontend-static-copy.mjs';

export const JS_ROUTES = ['/', '/programme', '/admin'];
/** `<first>` is the first session GET /api/sessions lists, whatever id the seed gave it. */
export const LIGHTHOUSE_ROUTES = ['/', '/programme', '/my-agenda', '/session/<first>', '/speakers'];
const STATIC_COPY_PORT = Number(process.env.BENCH_STATIC_COPY_PORT ?? 3177);
/** Kept after the run, to look at what the ceiling was measured on. */
const STATIC_COPY_DIR = path.join(root, 'bench-results', 'static-copies');
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
/** A smoke run gives each Lighthouse run this long on one route, then reports it as skipped rather than holding up tests. */
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

async function resolveRoute(baseURL, route) {
  if (!route.includes('<first>')) return route;
  const response = await fetch(new URL('/api/sessions', baseURL));
  if (!response.ok) throw new Error(`GET /api/sessions answered ${response.status}`);
  const { sessions } = await response.json();
  if (!sessions?.length) throw new Error('GET /api/sessions listed no session for the session page');
  return route.replace('<first>', String(sessions[0].id));
}

/** The app's score against issue 16's budget, then its score, LCP and TBT against its static copy's. */
function routeRows(route, { app, copy }, smoke) {
  if (!app.length) {
    const row = lighthouseRow(route, null, ` (smoke: skipped, took over ${SMOKE_LIGHTHOUSE_MS / 1000} s)`);
    delete row.pass;
    return [row];
  }
  const scores = app.map((result) => result.score);
  const note = smoke ? ' (smoke: this route only)' : ` (median of ${scores.join(', ')})`;
  const rows = [lighthouseRow(route, median(scores), note), ...staticCopyRows(app, copy)];
  if (!copy.length)
    rows.push({ name: `  its static copy (smoke: skipped, took over ${SMOKE_LIGHTHOUSE_MS / 1000} s)` });
  return rows;
}

async function lighthouseRows({ baseURL, routes, runs, smoke, log }) {
  await saveStaticCopies({ baseURL, routes, dir: STATIC_COPY_DIR, log });
  const server = await serveStaticCopies(STATIC_COPY_DIR, STATIC_COPY_PORT);
  log(`front end: static copies served by nginx at ${server.baseURL} from ${path.relative(root, STATIC_COPY_DIR)}`);
  try {
    const rows = [];
    for (const route of routes) {
      const results = await lighthouseAgainstCopy({
        appURL: baseURL,
        copyURL: server.baseURL,
        route,
        runs,
        timeoutMs: smoke ? SMOKE_LIGHTHOUSE_MS : undefined,
        log,
      });
      rows.push(...routeRows(route, results, smoke));
    }
    return rows;
  } finally {
    await server.stop();
  }
}

/**
 * @param {{ baseURL: string, smoke?: boolean, routes?: string[], runs?: number, log?: (line: string) => void }} options
 *   routes: the Lighthouse routes to measure (default LIGHTHOUSE_ROUTES); runs: Lighthouse runs per side and route.
 * @returns {Promise<{ section: 'Front end', rows: Array<{ name: string, value: number|null, unit: string,
 *   ceiling?: number, ratio?: number, budget?: string, pass?: boolean }> }>}
 */
export async function measure({ baseURL, smoke = false, routes = LIGHTHOUSE_ROUTES, runs, log = () => {} }) {
  const scripts = await measureJavaScript({ baseURL, routes: JS_ROUTES, log });
  const rows = scripts.flatMap(javaScriptRows);
  // A smoke run proves the wiring on one route, one run each; the full run gives the figures.
  const pages = smoke ? ['/'] : await Promise.all(routes.map((route) => resolveRoute(baseURL, route)));
  // Issue 36: nothing moves for a returning visitor whose settings enlarge the text (cheap: no Lighthouse).
  rows.push(...(await returningVisitorRows({ baseURL, routes: pages, runs: smoke ? 1 : 3, log })));
  // Issue 36: no main-thread task over 50 ms while the page starts and hydrates (cheap: no Lighthouse).
  rows.push(...(await hydrationTaskRows({ baseURL, routes: pages, runs: smoke ? 1 : 3, log })));
  const lighthouseRuns = smoke ? 1 : (runs ?? LIGHTHOUSE_RUNS);
  rows.push(...(await lighthouseRows({ baseURL, routes: pages, runs: lighthouseRuns, smoke, log })));
  return { section: 'Front end', rows };
}

/** `--name=value` from the command line, or undefined. */
function option(name) {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseURL = process.argv[2] ?? 'http://127.0.0.1:3180';
  const smoke = process.argv.includes('--smoke');
  const routes = option('routes')?.split(',');
  const runs = option('runs') ? Number(option('runs')) : undefined;
  const result = await measure({ baseURL, smoke, routes, runs, log: (line) => console.error(line) });
  console.table(result.rows);
}
