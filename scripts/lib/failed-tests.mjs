// The failed tests of a run, named again at the end of `npm test`: CI keeps only the tail of what a run prints, and
// a failure reported minutes earlier in a long Playwright log is otherwise lost with the rest.

const MESSAGE_LINES = 6;

// ANSI colour codes make a message unreadable once the terminal is gone.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the escape character is the point
const ANSI = /\u001b\[[0-9;]*m/g;

function firstLines(message = '') {
  const lines = message
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return lines.slice(0, MESSAGE_LINES).join('\n      ');
}

/** "file:line › title: first lines of the error" for every Playwright test that failed (a report of its JSON reporter). */
export function failedPlaywrightTests(report) {
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const results = spec.tests.flatMap((test) => test.results);
      const error = results.flatMap((result) => result.errors ?? [])[0];
      failures.push(
        `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n      ${firstLines(error?.message)}`,
      );
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const file of report?.suites ?? []) visit(file, []);
  return failures;
}

/** The same for vitest's JSON reporter (Jest's format). */
export function failedVitestTests(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name} › ${test.fullName}\n      ${firstLines(test.failureMessages?.[0])}`),
  );
}
