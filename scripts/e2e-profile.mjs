// Where the browser suite's time goes, from Playwright's JSON report (the test command writes
// test-results/playwright.json): wall time, time summed per project and per file, the slowest tests, and the
// tests that waited 15 s in silence for a page that never became interactive (e2e/tests/fixtures.ts).
// Usage: node scripts/e2e-profile.mjs [report.json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/workspace.mjs';

const file = process.argv[2] ?? path.join(root, 'test-results/playwright.json');
const report = JSON.parse(readFileSync(file, 'utf8'));
const rows = [];
function walk(suite, suiteFile) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        rows.push({
          file: spec.file ?? suiteFile,
          title: spec.title,
          project: test.projectName,
          duration: result.duration,
          start: Date.parse(result.startTime),
          status: result.status,
          silentWaits: (result.annotations ?? test.annotations ?? []).filter(
            (a) => a.type === 'waited for interactive',
          ),
        });
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, child.file ?? suiteFile);
}
for (const suite of report.suites) walk(suite, suite.file);
if (rows.length === 0) {
  console.log('No test results in the report.');
  process.exit(0);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sum = (list) => list.reduce((total, row) => total + row.duration, 0);
const first = Math.min(...rows.map((row) => row.start));
const last = Math.max(...rows.map((row) => row.start + row.duration));
console.log(`${rows.length} tests; first start to last end ${seconds(last - first)}; summed ${seconds(sum(rows))}`);

const groups = (key) => {
  const map = new Map();
  for (const row of rows) map.set(row[key], [...(map.get(row[key]) ?? []), row]);
  return [...map].sort((a, b) => sum(b[1]) - sum(a[1]));
};
console.log('\nPer project (summed; from its first start to its last end):');
for (const [project, list] of groups('project')) {
  const start = Math.min(...list.map((row) => row.start)) - first;
  const end = Math.max(...list.map((row) => row.start + row.duration)) - first;
  console.log(`  ${project}: ${seconds(sum(list))} in ${list.length} tests, ${seconds(start)} to ${seconds(end)}`);
}
console.log('\nPer file, the 20 longest (summed):');
for (const [name, list] of groups('file').slice(0, 20)) {
  console.log(`  ${seconds(sum(list)).padStart(9)}  ${name} (${list.length})`);
}
console.log('\nThe 20 slowest tests:');
for (const row of [...rows].sort((a, b) => b.duration - a.duration).slice(0, 20)) {
  console.log(`  ${seconds(row.duration).padStart(8)}  ${row.file} › ${row.title.slice(0, 100)}`);
}
const silent = rows.filter((row) => row.silentWaits.length > 0);
console.log(`\nSilent 15 s waits for an interactive page: ${silent.reduce((n, row) => n + row.silentWaits.length, 0)}`);
for (const row of silent)
  console.log(`  ${row.file} › ${row.title}: ${row.silentWaits.map((a) => a.description).join('; ')}`);
const failed = rows.filter((row) => !['passed', 'skipped'].includes(row.status));
if (failed.length > 0) {
  console.log('\nNot passed:');
  for (const row of failed) console.log(`  ${row.status}: ${row.file} › ${row.title}`);
}
