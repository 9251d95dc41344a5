#!/usr/bin/env node
// `pnpm fuzz [runs]`: the request fuzzer of packages/server/test/fuzz.test.ts for a long run.
// Runs FUZZ_RUNS requests (default 50,000; the first argument overrides it) against an in-process
// server; FUZZ_SEED replays a run (fast-check prints the seed of a failure). Exit code is vitest's.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = process.argv[2] ?? process.env.FUZZ_RUNS ?? '50000';
if (!/^\d+$/.test(runs)) {
  console.error(`usage: pnpm fuzz [runs]   (got "${runs}")`);
  process.exit(2);
}
console.log(`fuzzing ${runs} requests${process.env.FUZZ_SEED ? ` (seed ${process.env.FUZZ_SEED})` : ''}`);
const res = spawnSync(
  'npx',
  ['-y', 'pnpm@10.34.9', 'exec', 'vitest', 'run', '--project', 'server', 'packages/server/test/fuzz.test.ts'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: runs } },
);
process.exit(res.status ?? 1);
