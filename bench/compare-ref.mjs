#!/usr/bin/env node
// `pnpm bench:compare <ref>`: this build against the commit `ref` (the last release, say), in the
// same run, on every hot path of both stores: calculate, bookings, list and calendar, each measured
// BENCH_PAIRS times (default 5) on both builds, alternated (see compare.mjs). The step before a
// release: a figure under its target (rate >= 0.95×, or with BENCH_RATE the CPU a request <= 1.05×)
// is a slowdown to explain or fix first. The results go to bench/.work/compare-<ref>.{json,md},
// not over the full run's results.json. It builds the packages first, as `pnpm bench` does.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ref = process.argv[2];
if (ref === undefined || ref.startsWith('-')) {
  console.error('usage: pnpm bench:compare <git ref>   (e.g. the tag or commit of the last release)');
  process.exit(2);
}
const sha = execFileSync('git', ['rev-parse', '--verify', '--short=12', `${ref}^{commit}`], {
  cwd: ROOT,
  encoding: 'utf8',
}).trim();
const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npx', '-y', 'pnpm'];
const build = spawnSync(pnpm[0], [...pnpm.slice(1), '-r', '--filter', './packages/**', 'build'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
mkdirSync(new URL('./.work/', import.meta.url), { recursive: true });
const out = (ext) => fileURLToPath(new URL(`./.work/compare-${sha}.${ext}`, import.meta.url));
const run = spawnSync(
  process.execPath,
  [fileURLToPath(new URL('./run.mjs', import.meta.url)), 'server', 'server-postgres'],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_BASELINE_REF: ref,
      BENCH_FIGURES: process.env.BENCH_FIGURES ?? 'calculate,bookings,list,calendar',
      BENCH_PAIRS: process.env.BENCH_PAIRS ?? '5',
      BENCH_OUT_JSON: out('json'),
      BENCH_OUT_MD: out('md'),
    },
  },
);
process.exit(run.status ?? 1);
