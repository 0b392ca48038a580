// What `npm test` says of each failed test in its summary: CI keeps only the tail of the log, so
// the summary names what failed, not just how many.
import { stripVTControlCharacters } from 'node:util';

/** A failure's first line, short: the summary names each failed test, since CI shows only the log's tail. */
const firstLine = (message = '') =>
  stripVTControlCharacters(String(message))
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 240) ?? '';

/** The failed tests of a vitest JSON report, and any file that failed outside a test (a hook, an import). */
export function vitestFailures(report, root) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(`${root}/`, '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failedTests.length === 0 && file.status === 'failed')
      failures.push(`${where}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** The failed (and flaky) journeys of a Playwright JSON report. */
export function playwrightFailures(report) {
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        failures.push(
          `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${test.status === 'flaky' ? '(flaky) ' : ''}${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return failures;
}
