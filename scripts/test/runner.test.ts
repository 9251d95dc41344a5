/**
 * The runner of `npm test` (scripts/lib/vitest-runs.mjs, as scripts/run.mjs uses it) over a fixture
 * project, with real vitest processes: a run that crashes is counted as crashed in the closing line
 * and fails the command, a report left by an earlier run is never read, failures and files that do
 * not load are counted.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const config = join(root, 'scripts/test/fixtures/runner/vitest.config.mjs');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Run {
  label: string;
  env?: Record<string, string>;
}

/** The runs through the runner in a node process that ends as run.mjs does: the line, then exit. */
function runner(runs: Run[], stale?: Record<number, unknown>) {
  const reportDir = mkdtempSync(join(tmpdir(), 'rentline-runner-'));
  dirs.push(reportDir);
  for (const [i, report] of Object.entries(stale ?? {})) {
    writeFileSync(join(reportDir, `vitest-${i}.json`), JSON.stringify(report));
  }
  const script = `
    import { runVitestRuns, vitestCommand } from ${JSON.stringify(join(root, 'scripts/lib/vitest-runs.mjs'))};
    const runs = ${JSON.stringify(runs.map((r) => ({ label: r.label, args: ['--config', config], env: r.env ?? {} })))};
    const result = runVitestRuns({ runs, cwd: ${JSON.stringify(root)}, reportDir: ${JSON.stringify(reportDir)},
      vitest: vitestCommand(${JSON.stringify(join(root, 'node_modules/.bin/vitest'))}), log: (line) => console.error(line) });
    console.log('\\n' + result.line);
    process.exit(result.status);
  `;
  const env = { ...process.env };
  for (const k of ['RUNNER_FIXTURE_CRASH', 'RUNNER_FIXTURE_FAIL', 'VITEST', 'VITEST_WORKER_ID', 'VITEST_POOL_ID']) {
    delete env[k];
  }
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 240_000,
  });
  const lines = res.stdout.trimEnd().split('\n');
  return { status: res.status, line: lines[lines.length - 1], output: res.stdout + res.stderr };
}

/** What a stale report of a good earlier run looks like. */
const STALE_SUCCESS = {
  numPassedTests: 500,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  success: true,
  testResults: [{ name: 'old.test.ts', status: 'passed', assertionResults: [] }],
};

describe('the closing line of npm test', () => {
  it('counts the tests of every run when all pass, and exits 0', () => {
    const r = runner([{ label: 'first' }, { label: 'second' }]);
    expect(r.line, r.output).toBe('tests: 4 passed, 0 failed');
    expect(r.status).toBe(0);
  });

  it('names a run whose global setup threw as crashed, and fails', () => {
    const r = runner([{ label: 'TZ=UTC', env: { RUNNER_FIXTURE_CRASH: 'throw' } }, { label: 'TZ=Pacific/Apia' }]);
    expect(r.output).toContain('the runner fixture crashing on purpose');
    expect(r.line, r.output).toBe('tests: 2 passed, 0 failed, 1 run crashed (TZ=UTC)');
    expect(r.status).not.toBe(0);
  });

  it('names a run that died before writing a report as crashed, never reading an earlier report', () => {
    const r = runner([{ label: 'TZ=UTC' }, { label: 'TZ=America/New_York', env: { RUNNER_FIXTURE_CRASH: 'exit' } }], {
      1: STALE_SUCCESS,
    });
    expect(r.line, r.output).toBe('tests: 2 passed, 0 failed, 1 run crashed (TZ=America/New_York)');
    expect(r.status).toBe(7);
  });

  it('counts a failed test, and a file that did not load, and fails', () => {
    const failing = runner([{ label: 'a', env: { RUNNER_FIXTURE_FAIL: 'test' } }]);
    expect(failing.line, failing.output).toBe('tests: 1 passed, 1 failed');
    expect(failing.status).not.toBe(0);
    // Named above the closing line, for a log read from its end.
    expect(failing.output).toMatch(/✖ failed:\n {2}a: \S*maybe\.fixture\.ts > passes unless asked to fail: /);
    const broken = runner([{ label: 'a', env: { RUNNER_FIXTURE_FAIL: 'import' } }]);
    expect(broken.line, broken.output).toBe('tests: 1 passed, 0 failed, 1 file failed to run');
    expect(broken.status).not.toBe(0);
    expect(broken.output).toMatch(/ {2}a: \S*maybe\.fixture\.ts \(did not run: .*failing to load on purpose/);
  });
});
