// `npm test`: every check the project has, in order of cost: lint and format, types, unit and API
// tests (vitest; against PostgreSQL when DATABASE_URL is set), production builds, then the browser
// tests (Playwright in Debian chromium against the whole running app). Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { failedPlaywrightTests, failedVitestTests } from './lib/failed-tests.mjs';
import { buildFrontEnds, ensureInstalled, pnpm, root, run } from './lib/workspace.mjs';

const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const failedTests = [];

async function step(name, action) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await action();
  console.log(
    `--- ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (code !== 0) failedSteps.push(name);
  return code;
}

// Debian's packages the tests use as real parts: chromium for the browser tests, nginx as the proxy in the topology
// tests and the benchmark. Installed with apt-get when missing (as root); a fresh machine has neither.
const DEBIAN_TOOLS = [
  { binary: '/usr/bin/chromium', pkg: 'chromium' },
  { binary: '/usr/sbin/nginx', pkg: 'nginx' },
];

function ensureDebianTools() {
  const missing = DEBIAN_TOOLS.filter((tool) => !existsSync(tool.binary)).map((tool) => tool.pkg);
  if (missing.length === 0) return 0;
  if (process.getuid?.() !== 0) {
    console.error(`Missing Debian packages: install them with: sudo apt-get install -y ${missing.join(' ')}`);
    return 1;
  }
  console.log(`Installing Debian ${missing.join(' and ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  return spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env }).status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

await ensureInstalled();

await step('lint and format (biome)', () => pnpm(['exec', 'biome', 'check', '.']));
await step('type check (tsc, strict)', () => pnpm(['-r', '--workspace-concurrency=1', 'run', 'typecheck']));

const tools = await step('Debian tools for the tests (chromium, nginx)', async () => ensureDebianTools());

const vitestJson = path.join(resultsDir, 'vitest.json');
await step('unit and API tests (vitest)', () =>
  pnpm(['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]),
);
const vitest = readJson(vitestJson);
if (vitest) {
  totals.passed += vitest.numPassedTests ?? 0;
  totals.failed += vitest.numFailedTests ?? 0;
  totals.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  failedTests.push(...failedVitestTests(vitest));
}

const built = await step('production builds (rspack)', async () => {
  try {
    await buildFrontEnds({ force: Boolean(process.env.CI) });
    return 0;
  } catch (error) {
    console.error(error.message);
    return 1;
  }
});

if (built === 0 && tools === 0) {
  const playwrightJson = path.join(resultsDir, 'playwright.json');
  await step('end-to-end tests (Playwright, Debian chromium)', () =>
    pnpm(['--filter', '@cc/e2e', 'exec', 'playwright', 'test']),
  );
  const report = readJson(playwrightJson);
  const stats = report?.stats;
  failedTests.push(...failedPlaywrightTests(report));
  if (stats) {
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    totals.failed += stats.unexpected ?? 0;
    totals.skipped += stats.skipped ?? 0;
  }
}

// The benchmark with tiny numbers, so `pnpm bench` cannot rot: each of its sections counts as one test, passed
// when it ran to the end and lost no live event (its timing budgets are for real runs, not for a busy CI machine).
if (built === 0) {
  const benchJson = path.join(root, 'bench-results/bench-smoke.json');
  rmSync(benchJson, { force: true });
  await step('benchmark smoke run (pnpm bench --smoke)', () =>
    run(process.execPath, ['scripts/bench/index.mjs', '--smoke']),
  );
  const sections = readJson(benchJson)?.sections;
  if (sections) {
    for (const section of sections) {
      if (section.status === 'passed') totals.passed += 1;
      else totals.failed += 1;
    }
  }
}

if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ✘ ${line}`).join('\n')}`);
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (failedSteps.length > 0 && totals.failed === 0) totals.failed = failedSteps.length;
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
