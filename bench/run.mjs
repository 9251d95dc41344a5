#!/usr/bin/env node
// `pnpm bench`: runs every suite (or the ones named: `pnpm bench engine signer`), writes
// bench/RESULTS.md and bench/results.json. `--smoke` runs each suite for a few iterations only (the
// test command does that to keep the suites working). Build first: `pnpm build` (npm test does).
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { SMOKE } from './lib.mjs';

const ALL = ['engine', 'signer', 'server', 'webhooks'];
const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const suites = named.length > 0 ? named : ALL;
const figures = [];
const started = Date.now();
for (const name of suites) {
  if (!ALL.includes(name)) throw new Error(`unknown suite ${name}; one of ${ALL.join(', ')}`);
  // Every suite exists: an import error (e.g. a package's dist/ missing: build first) fails the run.
  const mod = await import(`./suites/${name}.mjs`);
  console.error(`▶ bench ${name}${SMOKE ? ' (smoke)' : ''}`);
  const t = Date.now();
  const rows = await mod.run();
  for (const row of rows) {
    figures.push(row);
    console.error(
      `  ${row.pass ? 'pass' : 'FAIL'}  ${row.name}: ${row.value} ${row.unit}${row.ratio === null ? '' : ` (ratio ${row.ratio})`}  target ${row.target}`,
    );
  }
  console.error(`  (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}

const machine = {
  node: process.version,
  cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
  memory_gib: Math.round(totalmem() / 2 ** 30),
  platform: `${process.platform} ${process.arch}`,
};
const result = {
  smoke: SMOKE,
  date: new Date().toISOString(),
  duration_s: Math.round((Date.now() - started) / 1000),
  machine,
  figures,
};
const outJson = process.env.BENCH_OUT_JSON ?? new URL('./results.json', import.meta.url).pathname;
const outMd = process.env.BENCH_OUT_MD ?? new URL('./RESULTS.md', import.meta.url).pathname;
writeFileSync(outJson, `${JSON.stringify(result, null, 2)}\n`);
const fmt = (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? v.toLocaleString('en-US') : String(v));
const md = [
  `# Benchmark results${SMOKE ? ' (smoke run: not meaningful numbers)' : ''}`,
  '',
  `Run ${result.date} on ${machine.cpus}, ${machine.memory_gib} GiB, Node ${machine.node}, ${machine.platform}; ${result.duration_s} s in all.`,
  '',
  '| suite | figure | value | baseline | ratio | target | result |',
  '|---|---|---|---|---|---|---|',
  ...figures.map(
    (f) =>
      `| ${f.suite} | ${f.name} | ${fmt(f.value)} ${f.unit} | ${fmt(f.baseline)} | ${fmt(f.ratio)} | ${f.target} | ${f.pass ? 'pass' : '**fail**'}${f.note ? ` (${f.note})` : ''} |`,
  ),
  '',
];
writeFileSync(outMd, md.join('\n'));
console.error(`wrote ${outMd} and ${outJson}`);
