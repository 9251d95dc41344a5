#!/usr/bin/env node
// The two commands a user needs: `npm start` and `npm test`.
// Both install what is missing (pnpm through npx, pinned in package.json), build, and then do their job.
// Only Node.js (20, 22 or 24) and npm are assumed on the machine. With RENTLINE_NODE24=1, `npm test`
// also fetches Node.js 24 from the npm registry and runs a subset under it (scripts/node-matrix.mjs);
// by default it does not, as that part alone (a native compile, then the subset) costs about as
// much again as the whole suite on two cores.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmVitest, runVitestRuns } from './lib/vitest-runs.mjs';
import { buildUnder, prepareNode, subsetArgs } from './node-matrix.mjs';

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

function install() {
  // pnpm install is a no-op in about a second when everything is in place.
  pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
}

// The API reference page, the operator console and the booking widget are tested in headless
// Chromium: Debian's package. As root (CI, a fresh machine) it is installed when missing; a
// contributor without root and without chromium gets the browser tests skipped, with a line saying so
// (packages/server/test/docs.test.ts, packages/console/test/console.test.ts,
// packages/storefront/test/widget.test.ts).
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    console.log(
      `▶ ${path} is missing and this is not root: the browser tests (/docs, the console, the booking widget) will be skipped (apt-get install chromium runs them).`,
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
  // Node.js 24 (from the npm registry, cached across runs): the build under it first, then the
  // usual build under this Node.js, whose output the tests use; its subset of the tests runs last.
  let node24 = {
    skip: 'set RENTLINE_NODE24=1 to run the subset under Node.js 24 too (or: node scripts/node-matrix.mjs)',
  };
  if (process.env.RENTLINE_NODE24 === '1') {
    try {
      node24 = prepareNode('24');
    } catch (e) {
      console.error(`\n✖ Node.js 24 could not be prepared: ${e.message}`);
      process.exit(1);
    }
  }
  if (node24.skip) {
    console.log(`▶ Node.js 24 skipped: ${node24.skip}`);
  } else {
    console.log(`\n▶ build under Node.js ${node24.version}`);
    const built = buildUnder(node24);
    if (built !== 0) {
      console.error(`\n✖ the build failed under Node.js ${node24.version}`);
      process.exit(built);
    }
  }
  build();
  pnpm(['-r', '--filter', './packages/**', 'run', 'typecheck']);
  pnpm(['exec', 'biome', 'lint', '.']);
  pnpm(['exec', 'biome', 'format', '.']);
  pnpm(['-r', '--filter', './packages/**', 'run', 'check:package']);
  ensureChromium();
  // The whole suite under UTC, then the time-zone-sensitive projects under two more process zones:
  // the engine must give identical answers whatever TZ the process runs in.
  const underTz = (tz, args) => ({ label: `TZ=${tz}`, args, env: { TZ: tz, RENTLINE_BUILT: '1' } });
  const runs = [
    underTz('UTC', []),
    underTz('America/New_York', ['--project', 'pricing-engine']),
    underTz('Pacific/Apia', ['--project', 'pricing-engine']),
  ];
  // The engine, the signer, the client and the API suites on SQLite again, under Node.js 24.
  if (!node24.skip) {
    runs.push({
      label: `Node.js ${node24.version}`,
      args: await subsetArgs(),
      env: { ...node24.env, TZ: 'UTC', RENTLINE_BUILT: '1' },
    });
  }
  const result = runVitestRuns({
    runs,
    cwd: root,
    reportDir: join(root, '.tmp'),
    vitest: pnpmVitest(pnpmSpec),
    extra,
  });
  writeFileSync(join(root, '.tmp', 'summary.txt'), `${result.line}\n`);
  console.log(`\n${result.line}`);
  process.exit(result.status);
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
