#!/usr/bin/env node
// The two commands a user needs: `npm start` and `npm test`.
// Both install what is missing (pnpm through npx, pinned in package.json), build, and then do their job.
// Only Node 20+ and npm are assumed on the machine.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmSpec = pkg.packageManager; // "pnpm@10.x.y", exact
const command = process.argv[2];
const extra = process.argv.slice(3);

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  if (res.error) throw res.error;
  return res.status ?? 1;
}
function must(cmd, args, opts) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}
const pnpm = (args, opts) => must('npx', ['-y', pnpmSpec, ...args], opts);
const pnpmStatus = (args, opts) => run('npx', ['-y', pnpmSpec, ...args], opts);

function install() {
  // pnpm install is a no-op in about a second when everything is in place.
  pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
}

// The API reference page and the operator console are tested in headless Chromium: Debian's
// package. As root (CI, a fresh machine) it is installed when missing; a contributor without root and
// without chromium gets the browser tests skipped, with a line saying so (packages/server/test/
// docs.test.ts, packages/console/test/console.test.ts).
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    console.log(
      `▶ ${path} is missing and this is not root: the browser tests (/docs, the console) will be skipped (apt-get install chromium runs them).`,
    );
    return;
  }
  console.log('▶ installing Debian chromium for the browser tests (apt-get install chromium)');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  must('apt-get', ['update', '-qq'], { env });
  must('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

function build() {
  pnpm(['-r', '--filter', './packages/**', 'run', 'build']);
}

if (command === 'start') {
  install();
  build();
  if (existsSync(join(root, 'packages/server/dist/cli.js'))) {
    must(process.execPath, [join(root, 'scripts/demo.mjs'), ...extra]);
  } else {
    must(process.execPath, [join(root, 'scripts/quote-demo.mjs'), ...extra]);
  }
} else if (command === 'test') {
  install();
  build();
  pnpm(['-r', '--filter', './packages/**', 'run', 'typecheck']);
  pnpm(['exec', 'biome', 'lint', '.']);
  pnpm(['exec', 'biome', 'format', '.']);
  pnpm(['-r', '--filter', './packages/**', 'run', 'check:package']);
  ensureChromium();
  mkdirSync(join(root, '.tmp'), { recursive: true });
  // The whole suite under UTC, then the time-zone-sensitive projects under two more process zones:
  // the engine must give identical answers whatever TZ the process runs in.
  const runs = [
    { tz: 'UTC', args: [] },
    { tz: 'America/New_York', args: ['--project', 'pricing-engine'] },
    { tz: 'Pacific/Apia', args: ['--project', 'pricing-engine'] },
  ];
  let passed = 0;
  let failed = 0;
  let status = 0;
  for (const [i, r] of runs.entries()) {
    const out = join(root, '.tmp', `vitest-${i}.json`);
    console.log(`\n▶ vitest under TZ=${r.tz} ${r.args.join(' ')}`);
    const code = pnpmStatus(
      [
        'exec',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
        ...r.args,
        ...extra,
      ],
      { env: { TZ: r.tz, RENTLINE_BUILT: '1' } },
    );
    if (existsSync(out)) {
      const j = JSON.parse(readFileSync(out, 'utf8'));
      passed += j.numPassedTests;
      failed += j.numFailedTests;
      // The report decides as well as the exit code: a failed test must fail the command, whatever
      // vitest's process ended with.
      if (!j.success && code === 0) status = 1;
    }
    if (code !== 0) status = code;
  }
  writeFileSync(join(root, '.tmp', 'summary.txt'), `${passed} passed, ${failed} failed\n`);
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(status);
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
