// The vitest runs of `npm test` and the closing line that counts them. Each run writes a JSON report;
// the counts come from the reports, and a run that ended without one (vitest died before reporting:
// a global setup that threw, a crashed worker pool) is counted as crashed, since none of the tests it
// was to run have run. The line then says which run it was, and the status is a failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Runs vitest as `command …prefix args` in `cwd`; returns the exit status. */
export function vitestCommand(command, prefix = []) {
  return (args, { cwd, env }) => {
    const res = spawnSync(command, [...prefix, ...args], { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    if (res.error) throw res.error;
    return res.status ?? 1;
  };
}

/** `pnpm exec vitest …` with the pinned pnpm. */
export const pnpmVitest = (pnpmSpec) => vitestCommand('npx', ['-y', pnpmSpec, 'exec', 'vitest']);

/**
 * Runs each of `runs` (`{ label, args, env }`) in turn with `vitest(args, { cwd, env })`, each writing
 * its JSON report to `<reportDir>/vitest-<i>.json` (deleted first: a report left by an earlier
 * `npm test` must not be read as this one's). Returns the counts, the crashed runs' labels, the
 * closing line and the exit status.
 */
export function runVitestRuns({ runs, cwd, reportDir, vitest, extra = [], log = console.log }) {
  mkdirSync(reportDir, { recursive: true });
  const counts = { passed: 0, failed: 0, skipped: 0, brokenFiles: 0, crashed: [], errored: [] };
  // What failed, by name: repeated just above the closing line, so that the end of a long log
  // (all a CI page may show) says which tests to look at.
  const failures = [];
  let status = 0;
  for (const [i, r] of runs.entries()) {
    const out = join(reportDir, `vitest-${i}.json`);
    rmSync(out, { force: true });
    log(`\n▶ vitest ${r.label} ${r.args.join(' ')}`.trimEnd());
    const code = vitest(
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...r.args, ...extra],
      { cwd, env: r.env },
    );
    const report = readReport(out);
    // No report, or one with no test file in it and a failure: the run died before its tests ran (a
    // global setup that threw writes such a report).
    if (report === undefined || (report.testResults.length === 0 && !report.success)) {
      counts.crashed.push(r.label);
      status = code === 0 ? 1 : code;
      continue;
    }
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
    // A file that failed with no failed test in it did not load (an import that threw, a hook that
    // failed): its tests are counted nowhere else.
    const broken = report.testResults.filter(
      (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
    ).length;
    counts.brokenFiles += broken;
    for (const f of report.testResults) {
      const file = relative(cwd, f.name);
      const failedTests = f.assertionResults.filter((a) => a.status === 'failed');
      if (f.status === 'failed' && failedTests.length === 0)
        failures.push(`${r.label}: ${file} (did not run: ${firstLine(f.message)})`);
      for (const a of failedTests)
        failures.push(`${r.label}: ${file} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    }
    // Unsuccessful (by the report or the exit status) with every test and file accounted for: errors
    // outside the tests (an unhandled rejection, a worker that died).
    if ((!report.success || code !== 0) && report.numFailedTests === 0 && broken === 0) counts.errored.push(r.label);
    // The report decides as well as the exit code: a failed test must fail the command, whatever
    // vitest's process ended with.
    if (code !== 0) status = code;
    else if (!report.success) status = 1;
  }
  if (failures.length > 0) log(`\n✖ failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  return { ...counts, status, line: closingLine(counts) };
}

const firstLine = (text) => `${text ?? ''}`.trim().split('\n')[0]?.slice(0, 200) ?? '';

function readReport(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(report.testResults) ? report : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `tests: 632 passed, 0 failed, 1 run crashed (TZ=UTC)`: the counts, then whatever did not run or
 * failed outside a test, so that the line a person reads never looks better than the exit status.
 */
export function closingLine({ passed, failed, skipped, brokenFiles, crashed, errored }) {
  const parts = [`${passed} passed`, `${failed} failed`];
  if (skipped > 0) parts.push(`${skipped} skipped`);
  if (brokenFiles > 0) parts.push(`${brokenFiles} ${brokenFiles === 1 ? 'file' : 'files'} failed to run`);
  const runs = (n) => `${n} ${n === 1 ? 'run' : 'runs'}`;
  if (crashed.length > 0) parts.push(`${runs(crashed.length)} crashed (${crashed.join(', ')})`);
  if (errored.length > 0) parts.push(`${runs(errored.length)} with errors outside tests (${errored.join(', ')})`);
  return `tests: ${parts.join(', ')}`;
}
